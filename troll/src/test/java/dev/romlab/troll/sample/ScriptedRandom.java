package dev.romlab.troll.sample;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

/** A random source that plays back fixed draws and records the bound of every request. */
final class ScriptedRandom implements RandomSource {

    private final long[] draws;
    private int next;
    final List<Long> bounds = new ArrayList<>();

    ScriptedRandom(long... draws) {
        this.draws = draws;
    }

    @Override
    public long nextBelow(long bound) {
        assertTrue(next < draws.length, "the roll asked for more than the " + draws.length + " scripted draws");
        long draw = draws[next++];
        assertTrue(draw >= 0 && draw < bound, "scripted draw " + draw + " is outside [0, " + bound + ")");
        bounds.add(bound);
        return draw;
    }

    boolean exhausted() {
        return next == draws.length;
    }
}
