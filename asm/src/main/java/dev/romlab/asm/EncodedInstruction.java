package dev.romlab.asm;

/** The bytes of one assembled instruction and its cycles from the instruction table. */
public record EncodedInstruction(byte[] bytes, CycleCount cycles) {

    public EncodedInstruction {
        bytes = bytes.clone();
    }

    @Override
    public byte[] bytes() {
        return bytes.clone();
    }
}
