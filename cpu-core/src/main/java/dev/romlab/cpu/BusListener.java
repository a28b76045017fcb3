package dev.romlab.cpu;

/**
 * Sees every bus cycle of a CPU that offers it ({@link BusObservable}): the address, the byte read or written,
 * and which. For conformance checks against vectors that record the bus cycle by cycle.
 */
@FunctionalInterface
public interface BusListener {

    void access(int address, int value, boolean write);
}
