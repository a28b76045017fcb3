package dev.romlab.asm.comet2;

/**
 * The characters a word stands for, the one mapping the assembler's constants and the machines' consoles share.
 * COMET II's are JIS X 0201 codes in a word's low 8 bits (IPA specification, "character constant"): ASCII, and the
 * half-width katakana at #A1-#DF, which Unicode has at U+FF61-U+FF9F. MLFE's are Unicode code points, as its
 * simulator stores {@code ord(c)} and prints {@code chr(value)} (mlfe.py), so a program's Japanese text comes out as
 * written.
 */
public final class Comet2Characters {

    private static final int KATAKANA_FIRST_CODE = 0xA1;
    private static final int KATAKANA_LAST_CODE = 0xDF;
    private static final int KATAKANA_FIRST_CHARACTER = 0xFF61;

    private Comet2Characters() {
    }

    /** The word {@code profile} stores for the character {@code codePoint}. */
    public static int code(Comet2Profile profile, int codePoint) {
        int katakana = codePoint - KATAKANA_FIRST_CHARACTER + KATAKANA_FIRST_CODE;
        boolean jisKatakana = katakana >= KATAKANA_FIRST_CODE && katakana <= KATAKANA_LAST_CODE;
        return profile == Comet2Profile.COMET2 && jisKatakana ? katakana : codePoint;
    }

    /** The character {@code word} writes on {@code profile}'s console. */
    public static String text(Comet2Profile profile, int word) {
        if (profile == Comet2Profile.COMET2) {
            int code = word & 0xFF;
            return code >= KATAKANA_FIRST_CODE && code <= KATAKANA_LAST_CODE
                    ? Character.toString(code - KATAKANA_FIRST_CODE + KATAKANA_FIRST_CHARACTER)
                    : String.valueOf((char) code);
        }
        return Character.isValidCodePoint(word) && !Character.isSurrogate((char) word) ? Character.toString(word)
                : "\uFFFD";
    }
}
