package dev.romlab.kernels.file;

/**
 * The random-byte view of a kernel file's routine, for {@code dist} and {@code fairness}: which input carries the
 * random value, which output is counted, the number of sides (an input's name, or a fixed number), the lowest value
 * meant and the Troll spec it should follow (null: a fair die over lowest..lowest+sides-1).
 */
record RandomDefinition(String input, String output, String sidesInput, long fixedSides, long lowest, String spec) {
}
