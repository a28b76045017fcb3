package dev.romlab.cpu.conformance;

/** One I/O port access: the full 16-bit port address the CPU put on the bus and the byte read or written. */
public record PortEvent(Kind kind, int port, int value) {

    public enum Kind { READ, WRITE }

    /** E.g. {@code "IN 0xFE3A -> 0x9B"} or {@code "OUT 0x00FE <- 0x07"}. */
    public String describe() {
        return kind == Kind.READ
                ? String.format("IN 0x%04X -> 0x%02X", port, value)
                : String.format("OUT 0x%04X <- 0x%02X", port, value);
    }
}
