package dev.romlab.kernels.file;

/**
 * Fixed set-up written before every call: consecutive memory units from an address (a table, the rest of a game's
 * state), or one register.
 */
record SetupDefinition(Location location, long[] values) {
}
