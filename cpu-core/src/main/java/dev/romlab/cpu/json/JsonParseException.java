package dev.romlab.cpu.json;

/** Input that is not strict JSON; {@link #offset()} is the byte offset in the UTF-8 input where it went wrong. */
public final class JsonParseException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int offset;

    public JsonParseException(String message, int offset) {
        super(message + " at offset " + offset);
        this.offset = offset;
    }

    public int offset() {
        return offset;
    }
}
