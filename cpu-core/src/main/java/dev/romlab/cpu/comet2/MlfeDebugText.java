package dev.romlab.cpu.comet2;

import dev.romlab.asm.comet2.Comet2Characters;

/**
 * What MLFE's debug instructions print, in the layout of the tutorial's simulator ({@code mlfe.py}, DREG, DMEM and
 * DSTK; hempgreens/MLFE-simulator): each starts with the eight characters at its message address. The numbers are
 * romlab's: its addresses count from the first word after START, where the simulator counts START as word 0, and its
 * stack has no word for the operating system's return (the simulator shows {@code 65535: -1} there), so addresses and
 * SP come out one less than the simulator prints them.
 */
final class MlfeDebugText {

    private static final int MESSAGE_LENGTH = 8;
    private static final int ADDRESS_MASK = 0xFFFF;

    private MlfeDebugText() {
    }

    /** DREG: the message, then GR0-GR13, the flags and PC (the DREG's address) and SP. */
    static String registers(Comet2 cpu, int message, int pc, int sp) {
        StringBuilder text = message(cpu, message).append("\nGR    = [");
        for (int n = 0; n < cpu.profile().registers(); n++) {
            text.append(n == 0 ? "" : ", ").append(cpu.register(n));
        }
        int fr = cpu.fr();
        return text.append("]\nFLAG  = [SF:").append(flag(fr, Comet2.SF)).append(", ZF:").append(flag(fr, Comet2.ZF))
                .append(", OF:").append(flag(fr, Comet2.OF)).append("]\nPC,SP = [").append(pc).append(", ").append(sp)
                .append("]\n").toString();
    }

    /** DMEM: the message, the range, then each word of it as address, decimal and character, four to a row. */
    static String memory(Comet2 cpu, int message, int from, int to) {
        StringBuilder text = message(cpu, message).append(" Start:").append(from).append(" End:").append(to)
                .append("\n  ");
        for (int address = from; address <= to; address++) {
            int word = cpu.word(address);
            text.append(String.format("[%05d %4d %s] ", address, word, printable(word)
                    ? Comet2Characters.text(cpu.profile(), word) : " "));
            if ((address + 1) % 4 == 0) {
                text.append("  \n  ");
            }
        }
        return text.append('\n').toString();
    }

    /** DSTK: the message, then every word on the stack from the top, with its address. */
    static String stack(Comet2 cpu, int message, int sp, int stackTop) {
        StringBuilder text = message(cpu, message).append('\n');
        for (int address = sp; address != stackTop; address = (address + 1) & ADDRESS_MASK) {
            text.append(String.format("%7d: %d", address, cpu.word(address))).append('\n');
        }
        return text.toString();
    }

    private static StringBuilder message(Comet2 cpu, int address) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < MESSAGE_LENGTH; i++) {
            text.append(Comet2Characters.text(cpu.profile(), cpu.word((address + i) & ADDRESS_MASK)));
        }
        return text;
    }

    private static int flag(int fr, int bit) {
        return (fr & bit) != 0 ? 1 : 0;
    }

    /** Python's {@code str.isprintable} for one character, as DMEM decides between the character and a blank. */
    private static boolean printable(int word) {
        if (word == ' ') {
            return true;
        }
        if (!Character.isValidCodePoint(word)) {
            return false;
        }
        return switch (Character.getType(word)) {
            case Character.CONTROL, Character.FORMAT, Character.SURROGATE, Character.PRIVATE_USE,
                    Character.UNASSIGNED, Character.SPACE_SEPARATOR, Character.LINE_SEPARATOR,
                    Character.PARAGRAPH_SEPARATOR -> false;
            default -> true;
        };
    }
}
