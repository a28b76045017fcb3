package dev.romlab.cpu.reverse;

import java.util.ArrayList;
import java.util.List;

/**
 * The snapshots of a session, oldest first, within a cap: at most {@link Limits#maxSnapshots()} snapshots and
 * {@link Limits#maxBytes()} bytes of memory pages (each page counted once, however many snapshots share it).
 * When a new snapshot would exceed the cap, old ones are thinned out: the one removed is the one whose removal
 * leaves the smallest gap for its age (merged gap / distance from the newest), so snapshots stay dense near the
 * present, where reverse steps go, and grow sparser with age. The first snapshot (the session's start), the newest,
 * and pinned ones are never removed, so the history always reaches back to the start of the session; what the cap
 * costs is the replay of a wider gap when going far back.
 */
public final class SnapshotHistory {

    /** An estimate of a CPU state record and the snapshot's own object: the rest of what a snapshot holds. */
    private static final long STATE_BYTES = 256;

    /**
     * How often snapshots are taken and how much they may hold.
     *
     * @param interval instructions between two snapshots, which bounds the replay of a step back near the present
     * @param maxBytes the most bytes the snapshots' memory pages and states may take
     * @param maxSnapshots the most snapshots kept
     */
    public record Limits(long interval, long maxBytes, int maxSnapshots) {

        /** A snapshot every 65,536 instructions, at most 64 MiB and 4,096 snapshots. */
        public static final Limits DEFAULT = new Limits(1 << 16, 64L << 20, 4096);

        public Limits {
            if (interval <= 0 || maxBytes <= 0 || maxSnapshots < 2) {
                throw new IllegalArgumentException("snapshot limits must be positive, and room for 2: " + interval
                        + ", " + maxBytes + ", " + maxSnapshots);
            }
        }
    }

    private final Limits limits;
    private final List<Snapshot> snapshots = new ArrayList<>();
    /** Per snapshot: the bytes it holds that the one before it does not share. */
    private final List<Long> costs = new ArrayList<>();
    private long bytes;

    public SnapshotHistory(Limits limits) {
        this.limits = limits;
    }

    public Limits limits() {
        return limits;
    }

    /**
     * Adds {@code snapshot}, which is at or after the newest (at: it replaces it), then thins the history to the
     * cap.
     */
    public void add(Snapshot snapshot) {
        if (!snapshots.isEmpty() && latest().position() >= snapshot.position()) {
            if (latest().position() > snapshot.position()) {
                throw new IllegalArgumentException("snapshot at " + snapshot.position() + " before the newest, at "
                        + latest().position());
            }
            removeLast();
        }
        snapshots.add(snapshot);
        long cost = cost(snapshots.size() - 1);
        costs.add(cost);
        bytes += cost;
        thin();
    }

    /** The newest snapshot at or before {@code position}: its index. */
    public int indexAtOrBefore(long position) {
        int low = 0;
        int high = snapshots.size() - 1;
        if (high < 0 || snapshots.get(0).position() > position) {
            throw new IllegalArgumentException("no snapshot at or before " + position);
        }
        while (low < high) {
            int middle = (low + high + 1) >>> 1;
            if (snapshots.get(middle).position() <= position) {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        return low;
    }

    public Snapshot get(int index) {
        return snapshots.get(index);
    }

    /** Forgets the snapshots after {@code position}: the machine went back there and will run a new future. */
    public void dropAfter(long position) {
        while (!snapshots.isEmpty() && latest().position() > position) {
            removeLast();
        }
    }

    public Snapshot oldest() {
        return snapshots.get(0);
    }

    public Snapshot latest() {
        return snapshots.get(snapshots.size() - 1);
    }

    public int size() {
        return snapshots.size();
    }

    /** The bytes the snapshots hold: their memory pages (each once) and an estimate of their states. */
    public long bytes() {
        return bytes;
    }

    private void removeLast() {
        bytes -= costs.remove(costs.size() - 1);
        snapshots.remove(snapshots.size() - 1);
    }

    private long cost(int index) {
        Snapshot snapshot = snapshots.get(index);
        MemoryImage before = index == 0 ? null : snapshots.get(index - 1).memory();
        return snapshot.memory().bytesNotSharedWith(before) + snapshot.memory().tableBytes() + STATE_BYTES;
    }

    private void thin() {
        while (bytes > limits.maxBytes() || snapshots.size() > limits.maxSnapshots()) {
            int victim = leastNeeded();
            if (victim < 0) {
                return; // only the start, the newest and pinned snapshots are left: they stay
            }
            bytes -= costs.remove(victim);
            snapshots.remove(victim);
            // the one after it now shares with the one before it: count what it holds afresh
            long recounted = cost(victim);
            bytes += recounted - costs.get(victim);
            costs.set(victim, recounted);
        }
    }

    /** The removable snapshot whose removal leaves the smallest gap for its age, or -1. */
    private int leastNeeded() {
        long newest = latest().position();
        int best = -1;
        double bestScore = Double.MAX_VALUE;
        for (int i = 1; i < snapshots.size() - 1; i++) {
            if (snapshots.get(i).pinned()) {
                continue;
            }
            long before = snapshots.get(i - 1).position();
            double score = (double) (snapshots.get(i + 1).position() - before) / (newest - before);
            if (score < bestScore) {
                bestScore = score;
                best = i;
            }
        }
        return best;
    }
}
