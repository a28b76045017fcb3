package dev.romlab.troll.ast;

/** The two die operators of the paper (section 2): {@code d n} is labelled 1..n, {@code z n} is labelled 0..n. */
public enum DieKind {
    D(1),
    Z(0);

    private final int lowestFace;

    DieKind(int lowestFace) {
        this.lowestFace = lowestFace;
    }

    /** The smallest face: 1 for d, 0 for z. */
    public int lowestFace() {
        return lowestFace;
    }

    /** The faces of a die with the given size: d n has n faces, z n has n + 1. */
    public int faceCount(int size) {
        return size + 1 - lowestFace;
    }
}
