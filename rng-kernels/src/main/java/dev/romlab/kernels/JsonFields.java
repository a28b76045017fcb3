package dev.romlab.kernels;

import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.stream.IntStream;

import dev.romlab.cpu.json.Json;

/**
 * One object of a parsed JSON document ({@link Json#parse}) read member by member with the types a part of a sharded
 * run wrote them in (the {@code toExactJson} and {@code fromExactJson} methods); a member that is missing or of
 * another type is an {@link IllegalArgumentException} naming its path, {@code shard.part.cycles.total}.
 *
 * @param members the object
 * @param path    where it is in its document, for messages
 */
public record JsonFields(Map<?, ?> members, String path) {

    /** {@code value} as an object; {@link IllegalArgumentException} when it is something else. */
    public static JsonFields of(Object value, String path) {
        if (!(value instanceof Map<?, ?> map)) {
            throw new IllegalArgumentException(path + ": expected an object, found " + describe(value));
        }
        return new JsonFields(map, path);
    }

    public boolean has(String key) {
        return members.containsKey(key);
    }

    /** A whole number, 0 or more. */
    public long count(String key) {
        Object value = member(key);
        if (!(value instanceof Long n) || n < 0) {
            throw wrong(key, "a whole number, 0 or more", value);
        }
        return n;
    }

    /** A whole number of any sign (a 64-bit output read as signed). */
    public long integer(String key) {
        if (!(member(key) instanceof Long n)) {
            throw wrong(key, "a whole number", member(key));
        }
        return n;
    }

    /** A count, or empty for null. */
    public OptionalLong optionalCount(String key) {
        return member(key) == null ? OptionalLong.empty() : OptionalLong.of(count(key));
    }

    public String text(String key) {
        if (!(member(key) instanceof String s)) {
            throw wrong(key, "a string", member(key));
        }
        return s;
    }

    public JsonFields object(String key) {
        return of(member(key), path + "." + key);
    }

    /** An array of objects. */
    public List<JsonFields> objects(String key) {
        List<?> list = list(key);
        return IntStream.range(0, list.size())
                .mapToObj(i -> of(list.get(i), path + "." + key + "[" + i + "]")).toList();
    }

    /** An array of strings. */
    public List<String> texts(String key) {
        List<?> list = list(key);
        if (!list.stream().allMatch(String.class::isInstance)) {
            throw wrong(key, "an array of strings", list);
        }
        return list.stream().map(String.class::cast).toList();
    }

    private List<?> list(String key) {
        if (!(member(key) instanceof List<?> list)) {
            throw wrong(key, "an array", member(key));
        }
        return list;
    }

    private Object member(String key) {
        if (!members.containsKey(key)) {
            throw new IllegalArgumentException(path + ": no \"" + key + "\"");
        }
        return members.get(key);
    }

    private IllegalArgumentException wrong(String key, String expected, Object found) {
        return new IllegalArgumentException(path + "." + key + ": expected " + expected + ", found "
                + describe(found));
    }

    private static String describe(Object value) {
        return value instanceof String s ? "\"" + s + "\"" : value instanceof Map<?, ?> ? "an object"
                : value instanceof List<?> ? "an array" : String.valueOf(value);
    }
}
