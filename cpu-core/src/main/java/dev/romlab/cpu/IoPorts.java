package dev.romlab.cpu;

/** The I/O port space of a CPU with separate I/O instructions (Z80 IN/OUT). */
public interface IoPorts {

    /** The byte read from {@code port} (the full 16-bit address the CPU puts on the bus). */
    int in(int port);

    void out(int port, int value);

    /** An unconnected bus: reads float high, writes go nowhere. */
    IoPorts NONE = new IoPorts() {
        @Override
        public int in(int port) {
            return 0xFF;
        }

        @Override
        public void out(int port, int value) {
        }
    };
}
