package dev.romlab.cpu.conformance;

import java.util.List;

/**
 * One FUSE core test: its {@code tests.in} block (state, memory, T-states to run) joined with its
 * {@code tests.expected} block (port accesses, final state, changed memory). Format: the {@code README} in
 * {@code shared/testdata/z80/fuse/}.
 *
 * @param ports   the expected PR/PW events in order (MR/MW timings and MC/PC contention are not checked)
 * @param changes the memory blocks the test changed, as final contents
 */
record FuseCase(String name, FuseState initial, List<FuseMemoryBlock> memory, FuseState expected,
        List<PortEvent> ports, List<FuseMemoryBlock> changes) {

    FuseCase {
        memory = List.copyOf(memory);
        ports = List.copyOf(ports);
        changes = List.copyOf(changes);
    }

    /**
     * The opcode group the test belongs to, one {@link FileReport} each: {@code "unprefixed"}, {@code "cb"},
     * {@code "dd"}, {@code "ddcb"}, {@code "ed"}, {@code "fd"}, {@code "fdcb"} (names are the opcode bytes in
     * hex, then an optional {@code _n}; DD CB d op is named without its displacement).
     */
    String group() {
        int underscore = name.indexOf('_');
        String opcode = underscore < 0 ? name : name.substring(0, underscore);
        if (opcode.length() <= 2) {
            return "unprefixed";
        }
        if (opcode.startsWith("ddcb") || opcode.startsWith("fdcb")) {
            return opcode.substring(0, 4);
        }
        return opcode.substring(0, 2);
    }
}
