package dev.romlab.cli;

import java.util.List;

import dev.romlab.cpu.json.Json;
import dev.romlab.cpu.json.JsonParseException;
import dev.romlab.kernels.JsonFields;
import dev.romlab.kernels.Shard;

/**
 * One file {@code romlab merge} reads: the {@code --json} of a part of a sharded run, its {@code shard} object read
 * ({@link ShardOption} writes it).
 *
 * @param file    the file's name, for messages
 * @param shard   which part it is
 * @param first   the index of its first input in the whole space
 * @param end     the index after its last
 * @param size    the whole space's size
 * @param command the command line of the run, without {@code --shard} and {@code --json}
 * @param figures the part's exact figures, for the command to read
 */
record ShardPart(String file, Shard shard, long first, long end, long size, List<String> command,
        JsonFields figures) {

    /** The part {@code content} holds; a {@link CommandFailure} naming {@code file} when it holds none. */
    static ShardPart read(String file, byte[] content) {
        Object document;
        try {
            document = Json.parse(content);
        } catch (JsonParseException e) {
            throw new CommandFailure(file + ": not a JSON document: " + e.getMessage());
        }
        try {
            JsonFields json = JsonFields.of(document, "$");
            if (!json.has("shard")) {
                throw new CommandFailure(file + ": not a part of a sharded run (no \"shard\" object: run the "
                        + "command with --shard K/N --json)");
            }
            JsonFields shard = json.object("shard");
            Shard part = new Shard(Math.toIntExact(shard.count("k")), Math.toIntExact(shard.count("n")));
            return new ShardPart(file, part, shard.count("first"), shard.count("end"), shard.count("size"),
                    shard.texts("command"), shard.object("part"));
        } catch (IllegalArgumentException | ArithmeticException e) {
            throw new CommandFailure(file + ": not a part of a sharded run: " + e.getMessage());
        }
    }

    /** {@code romlab diff z80-mul --exhaustive}, for messages. */
    String commandText() {
        return "romlab " + String.join(" ", command);
    }
}
