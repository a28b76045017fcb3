package dev.romlab.cpu.conformance;

import dev.romlab.cpu.IoPorts;
import java.util.ArrayList;
import java.util.List;

/** Ports that answer reads the way a test harness prescribes and record every access in order. */
final class RecordingPorts implements IoPorts {

    /** The byte the harness's bus returns for the {@code readIndex}-th read (counting from 0) of a test. */
    @FunctionalInterface
    interface ReadAnswer {
        int answer(int port, int readIndex);
    }

    private final ReadAnswer answer;
    private final List<PortEvent> events = new ArrayList<>();
    private int reads;

    RecordingPorts(ReadAnswer answer) {
        this.answer = answer;
    }

    @Override
    public int in(int port) {
        int value = answer.answer(port, reads++) & 0xFF;
        events.add(new PortEvent(PortEvent.Kind.READ, port & 0xFFFF, value));
        return value;
    }

    @Override
    public void out(int port, int value) {
        events.add(new PortEvent(PortEvent.Kind.WRITE, port & 0xFFFF, value & 0xFF));
    }

    List<PortEvent> events() {
        return events;
    }
}
