package dev.romlab.cpu.comet2;

/**
 * What a COMET II or MLFE program reaches outside the CPU: {@code SVC} (IN and OUT; MLFE's time, printf, scanf and
 * malloc) and MLFE's {@code READ}/{@code WRITE} ports. The CPU only passes the call on; {@link Comet2Services} is the
 * console, clock and heap {@code romlab exec} and the kernels give it.
 */
public interface SupervisorCalls {

    /** {@code SVC number}: the effective address is the service's number; it reads and sets the CPU's state. */
    void call(int number, Comet2 cpu);

    /** {@code READ r1,r2}: the word port {@code port} (r1's value) gives, for r2. */
    int read(int port, Comet2 cpu);

    /** {@code WRITE r1,r2}: {@code word} (r2's value) to port {@code port} (r1's value). */
    void write(int port, int word, Comet2 cpu);

    /** MLFE's DREG, DMEM and DSTK: {@code text} (what they print) on the console. */
    void show(String text, Comet2 cpu);

    /**
     * What the services have consumed and keep (console position, heap, a half-read line), for reverse execution;
     * null when they keep nothing. Immutable, with value equality.
     */
    default Object saveState() {
        return null;
    }

    /** Puts the services back where {@link #saveState()} found them. */
    default void restoreState(Object state) {
    }

    /** Nothing attached: every call stops the run with a trap that says so. */
    SupervisorCalls NONE = new SupervisorCalls() {
        @Override
        public void call(int number, Comet2 cpu) {
            cpu.trap("SVC " + number + " with no console attached");
        }

        @Override
        public int read(int port, Comet2 cpu) {
            cpu.trap("READ from port " + port + " with no console attached");
            return 0;
        }

        @Override
        public void write(int port, int word, Comet2 cpu) {
            cpu.trap("WRITE to port " + port + " with no console attached");
        }

        @Override
        public void show(String text, Comet2 cpu) {
            cpu.trap("a debug instruction with no console attached");
        }
    };
}
