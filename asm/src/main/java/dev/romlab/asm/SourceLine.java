package dev.romlab.asm;

/** One line of source as read: the file it comes from, its 1-based number there, its text. */
record SourceLine(String file, int number, String text) {

    /** {@code file:line:column}, as notes name a place. */
    String where(int column) {
        return file + ":" + number + ":" + column;
    }
}
