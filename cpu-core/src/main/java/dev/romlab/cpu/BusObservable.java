package dev.romlab.cpu;

/** A CPU whose every bus cycle (dummy accesses included) a {@link BusListener} can watch. */
public interface BusObservable {

    /** Reports every later bus cycle to {@code listener}; {@code null} stops reporting (and costs nothing). */
    void busListener(BusListener listener);
}
