package dev.romlab.cpu.conformance;

/** A FUSE memory line: bytes starting at an address ({@code "1234 56 78 9a -1"}). */
record FuseMemoryBlock(int address, byte[] bytes) {
}
