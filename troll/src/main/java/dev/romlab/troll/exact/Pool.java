package dev.romlab.troll.exact;

/**
 * {@code n} independent draws of one integer-valued distribution, the shape of {@code n d e} and of
 * {@code n # e} when e always yields one value: what order statistics and convolutions work on.
 */
record Pool(int n, Distribution<Integer> element) {

    // equals and hashCode written out: a record's generated ones are linked through method handles at their first
    // call, about 17 classes spun at run time that the class-data archive cannot hold in JDK 17, a tenth of a small
    // roll's start-up (issue #11). Pools are memo keys, so nearly every exact run calls them.
    @Override
    public boolean equals(Object other) {
        return other instanceof Pool pool && n == pool.n && element.equals(pool.element);
    }

    @Override
    public int hashCode() {
        return 31 * n + element.hashCode();
    }
}
