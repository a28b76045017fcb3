package dev.romlab.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import dev.romlab.kernels.JsonFields;

/**
 * The parts {@code romlab merge} is given, checked to be the whole of one run: one command line, one input space,
 * each of the parts 1..N once, each where its K puts it. The first problem found is a {@link CommandFailure}, one
 * line naming the files, or the parts that are missing.
 *
 * @param parts the parts, by K
 */
record ShardSet(List<ShardPart> parts) {

    static ShardSet of(List<ShardPart> given) {
        ShardPart first = given.get(0);
        for (ShardPart part : given) {
            if (!part.command().equals(first.command())) {
                throw new CommandFailure(part.file() + " is a part of '" + part.commandText() + "', "
                        + first.file() + " of '" + first.commandText() + "': merge the parts of one run");
            }
            if (part.shard().n() != first.shard().n() || part.size() != first.size()) {
                throw new CommandFailure(String.format(Locale.ROOT, "%s is part %s of %,d inputs, %s part %s of "
                        + "%,d: merge the parts of one run", part.file(), part.shard(), part.size(), first.file(),
                        first.shard(), first.size()));
            }
            if (part.first() != part.shard().first(part.size()) || part.end() != part.shard().end(part.size())) {
                throw new CommandFailure(String.format(Locale.ROOT, "%s: part %s of %,d inputs covers %,d..%,d, "
                        + "not %,d..%,d", part.file(), part.shard(), part.size(), part.first(), part.end(),
                        part.shard().first(part.size()), part.shard().end(part.size())));
            }
        }
        List<ShardPart> byK = new ArrayList<>(given);
        byK.sort(Comparator.comparingInt(part -> part.shard().k()));
        for (int i = 1; i < byK.size(); i++) {
            if (byK.get(i).shard().k() == byK.get(i - 1).shard().k()) {
                throw new CommandFailure("part " + byK.get(i).shard() + " is given twice: " + byK.get(i - 1).file()
                        + " and " + byK.get(i).file());
            }
        }
        int n = first.shard().n();
        List<Integer> missing = IntStream.rangeClosed(1, n)
                .filter(k -> byK.stream().noneMatch(part -> part.shard().k() == k)).boxed().toList();
        if (!missing.isEmpty()) {
            throw new CommandFailure((missing.size() == 1 ? "missing part " : "missing parts ") + missing.stream()
                    .map(String::valueOf).collect(Collectors.joining(", ")) + " of " + n + " of '"
                    + first.commandText() + "'");
        }
        return new ShardSet(byK);
    }

    /** The command line of the run. */
    List<String> command() {
        return parts.get(0).command();
    }

    /** A {@link CommandFailure} unless the parts were cut from a space of {@code size} inputs. */
    void requireSize(long size) {
        long theirs = parts.get(0).size();
        if (theirs != size) {
            throw new CommandFailure(String.format(Locale.ROOT, "the parts of '%s' cover %,d inputs, where this "
                    + "romlab's run has %,d: were they run by another version?", parts.get(0).commandText(), theirs,
                    size));
        }
    }

    /** Each part's figures as {@code reader} reads them, by K; a {@link CommandFailure} naming a bad one's file. */
    <P> List<P> figures(Function<JsonFields, P> reader) {
        List<P> out = new ArrayList<>();
        for (ShardPart part : parts) {
            try {
                out.add(reader.apply(part.figures()));
            } catch (IllegalArgumentException e) {
                throw new CommandFailure(part.file() + ": not a part of '" + part.commandText() + "': "
                        + e.getMessage());
            }
        }
        return out;
    }
}
