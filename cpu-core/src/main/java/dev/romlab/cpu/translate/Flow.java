package dev.romlab.cpu.translate;

/** Where a block goes after one of its instructions: what {@link BlockPlan} follows. */
public enum Flow {
    /** On to the next address. */
    NEXT,
    /** A conditional jump, call or return: on to the next address when not taken. */
    BRANCH,
    /** An unconditional jump to a known target: on at the target. */
    JUMP,
    /** A call of a known target: on at the target, the return address pushed. */
    CALL,
    /** A return: on at the return address of a call earlier in the block, when the popped one is that. */
    RETURN,
    /** A repeating instruction (the Z80's LDIR): round again at itself, on to the next address when done. */
    REPEAT,
    /** A jump to a target the decoder cannot know (JP (HL), an indexed JUMP): the block ends. */
    END
}
