package dev.romlab.kernels.file;

import dev.romlab.kernels.Field;

/** A named output of a kernel file: where the emulator reads it after the call, and its width and radix. */
record OutputDefinition(String name, Location location, Field field) {
}
