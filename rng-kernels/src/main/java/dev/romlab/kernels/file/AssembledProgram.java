package dev.romlab.kernels.file;

import java.util.List;
import java.util.Map;

import dev.romlab.asm.Segment;

/** One assembly (or the image) of a kernel file's program: its content by address and its symbols. */
record AssembledProgram(List<Segment> segments, Map<String, Long> symbols) {

    AssembledProgram {
        segments = List.copyOf(segments);
        symbols = Map.copyOf(symbols);
    }
}
