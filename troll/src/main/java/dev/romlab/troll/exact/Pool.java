package dev.romlab.troll.exact;

/**
 * {@code n} independent draws of one integer-valued distribution, the shape of {@code n d e} and of
 * {@code n # e} when e always yields one value: what order statistics and convolutions work on.
 */
record Pool(int n, Distribution<Integer> element) {
}
