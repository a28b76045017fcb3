package dev.romlab.asm.z80;

import dev.romlab.asm.NumberForm;

/**
 * One operand of an instruction form in the Z80 table, as its template writes it: a fixed word such as
 * {@code a}, {@code (hl)}, {@code nz}, {@code af'}; a literal number that is part of the opcode ({@code bit 3},
 * {@code rst $38}, {@code im 1}, {@code out (c),0}); or a placeholder for bytes after the opcode:
 * {@code n} (byte), {@code nn} (word), {@code (nn)} (memory), {@code (n)} (port), {@code rel} (JR/DJNZ target),
 * {@code (ix+d)} / {@code (iy+d)} (indexed).
 */
public sealed interface Z80OperandPattern {

    /** How many bytes this operand adds to the instruction (the DD CB displacement included). */
    int byteCount();

    /** Reads a template operand. */
    static Z80OperandPattern parse(String template) {
        switch (template) {
            case "n":
                return new Immediate8();
            case "nn":
                return new Immediate16();
            case "(nn)":
                return new Memory16();
            case "(n)":
                return new Port8();
            case "rel":
                return new Relative();
            case "(ix+d)":
                return new Indexed("ix");
            case "(iy+d)":
                return new Indexed("iy");
            default:
                if (Character.isDigit(template.charAt(0)) || template.charAt(0) == '$') {
                    long value = NumberForm.parse(template, Z80Dialect.instance().lexical().numberForms());
                    return new Literal(value, template);
                }
                return new Keyword(template);
        }
    }

    record Keyword(String name) implements Z80OperandPattern {
        @Override
        public int byteCount() {
            return 0;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** A number encoded in the opcode itself; the source must give exactly this value. */
    record Literal(long value, String text) implements Z80OperandPattern {
        @Override
        public int byteCount() {
            return 0;
        }

        @Override
        public String toString() {
            return text;
        }
    }

    record Immediate8() implements Z80OperandPattern {
        @Override
        public int byteCount() {
            return 1;
        }

        @Override
        public String toString() {
            return "n";
        }
    }

    record Immediate16() implements Z80OperandPattern {
        @Override
        public int byteCount() {
            return 2;
        }

        @Override
        public String toString() {
            return "nn";
        }
    }

    record Memory16() implements Z80OperandPattern {
        @Override
        public int byteCount() {
            return 2;
        }

        @Override
        public String toString() {
            return "(nn)";
        }
    }

    record Port8() implements Z80OperandPattern {
        @Override
        public int byteCount() {
            return 1;
        }

        @Override
        public String toString() {
            return "(n)";
        }
    }

    /** A JR/DJNZ target, written as an address; the byte is its distance from the next instruction. */
    record Relative() implements Z80OperandPattern {
        @Override
        public int byteCount() {
            return 1;
        }

        @Override
        public String toString() {
            return "rel";
        }
    }

    /** {@code (ix+d)}: index register plus a signed displacement byte. */
    record Indexed(String register) implements Z80OperandPattern {
        @Override
        public int byteCount() {
            return 1;
        }

        @Override
        public String toString() {
            return "(" + register + "+d)";
        }
    }
}
