package dev.romlab.cpu.ti83plus;

/**
 * The key codes {@code _GetKey} returns for what is typed on the host (ti83plus.inc's {@code k...} equates, from
 * spasm-ng's {@code inc/ti83plus.inc}): kEnter ($05) for a line end ({@code \n}; a {@code \r} has no key, so
 * {@code \r\n} is one Enter), the digits k0-k9 ($8E-$97), the letters as kCapA-kCapZ ($9A-$B3, the keys in alpha
 * mode; lower case too), kSpace ($99), and + - * / ( ) , . : ? " as kAdd kSub kMul kDiv kLParen kRParen kComma
 * kDecPnt kColon kQuest kQuote. Other characters have no key.
 */
final class Keypad {

    static final int ENTER = 0x05;
    static final int K0 = 0x8E;
    static final int SPACE = 0x99;
    static final int CAP_A = 0x9A;

    private Keypad() {
    }

    /** The key code for host character {@code c}, or 0 when no key types it. */
    static int keyCode(int c) {
        if (c >= '0' && c <= '9') {
            return K0 + c - '0';
        }
        if (c >= 'A' && c <= 'Z') {
            return CAP_A + c - 'A';
        }
        if (c >= 'a' && c <= 'z') {
            return CAP_A + c - 'a';
        }
        return switch (c) {
            case '\n' -> ENTER;
            case ' ' -> SPACE;
            case '+' -> 0x80;
            case '-' -> 0x81;
            case '*' -> 0x82;
            case '/' -> 0x83;
            case '(' -> 0x85;
            case ')' -> 0x86;
            case ',' -> 0x8B;
            case '.' -> 0x8D;
            case ':' -> 0xC6;
            case '?' -> 0xCA;
            case '"' -> 0xCB;
            default -> 0;
        };
    }
}
