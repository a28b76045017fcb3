package dev.romlab.kernels.z80.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Pins {@link LfsrModel} to bytes worked out by hand from the z80rand listing of seeds/000_2f3497d144b7da85.txt. */
class LfsrModelTest {

    /**
     * Seed 00 00 00 00 01 00 00 00 (only byte 4 = 1), by the registers:
     * call 1: e,d,c,a = 01,00,00,00, b = 00. Three rotations of a:c:d:e leave e = 08 (plus entry carry bits,
     * which stay in e's low bits), h = 0; the fourth e = 10, a = 0; xor b = 0; rl e \ rl d: e's bit 7 was 0, so
     * d = 0. a = 0 ^ h ^ c ^ d = 00. lddr moves byte 4 up to byte 5.
     * call 2: e,d,c,a = 00,01,00,00. Rotations: d = 02, 04, 08 (h = 0), then 10; the last rl d makes d = 20.
     * a = 00 ^ 00 ^ 00 ^ 20 = 20. Byte 5 moves to byte 6, 20 enters byte 0.
     * From then on with the taps (bits 35, 44, 52, 53, 56 of the state feed bit 0): call 3 has bit 48 set, and
     * 48 - 44 = 4 gives 10; call 4 has bit 56: 56-52, 56-53, 56-56 give 10 ^ 08 ^ 01 = 19, and byte 7 falls
     * out. State 00 00 00 00 00 20 10 19 (bits 21, 12, 4, 3, 0): calls 5 and 6 see nothing at bit 35 or above
     * (00 00); call 7 has bit 37 (the 20 of call 2, now in byte 4): 37 - 35 = 2 gives 04.
     */
    @Test
    void singleBitInByteFourGivesTheHandDerivedStream() {
        LfsrModel lfsr = new LfsrModel(0x0000000100000000L);
        assertEquals("00 20 10 19 00 00 04", stream(lfsr, 7));
        assertEquals("0000201019000004", hex(lfsr.seed()));
    }

    /**
     * Seed 0x0123456789ABCDEF: e,d,c,a = 67,45,23,01, so X = a:c:d:e = 0x01234567. a = (X>>20 = 12) ^ (X>>24 = 01)
     * ^ (X>>21 = 09) ^ (X>>12 = 34) ^ (X>>3 = ..AC) = 12^01^09^34^AC = 82.
     */
    @Test
    void firstByteOfAMixedSeedIsTheXorOfTheFiveTaps() {
        assertEquals("82", stream(new LfsrModel(0x0123456789ABCDEFL), 1));
    }

    /** lddr copies bytes 6..0 to 7..1 and ld (de),a stores the result at byte 0: the seed moves up one byte. */
    @Test
    void eachCallShiftsTheSeedUpOneByteAndStoresTheResultAtByteZero() {
        LfsrModel lfsr = new LfsrModel(0x0123456789ABCDEFL);
        int random = lfsr.next();
        assertEquals("23456789abcdef" + String.format("%02x", random), hex(lfsr.seed()));
    }

    /**
     * All five taps equal gives an odd number of equal bits: FF.. and 00.. keep themselves. For 55.. the taps
     * 35 and 53 are odd (AA) and 44, 52, 56 even (55): AA ^ 55 ^ 55 ^ AA ^ 55 = 55; AA.. likewise gives AA.
     */
    @Test
    void constantAndAlternatingSeedsRepeatTheirByteForever() {
        assertEquals("00 00 00 00 00 00 00 00 00 00", stream(new LfsrModel(0L), 10));
        assertEquals("ff ff ff ff ff ff ff ff ff ff", stream(new LfsrModel(-1L), 10));
        assertEquals("55 55 55 55 55 55 55 55 55 55", stream(new LfsrModel(0x5555555555555555L), 10));
        assertEquals("aa aa aa aa aa aa aa aa aa aa", stream(new LfsrModel(0xAAAAAAAAAAAAAAAAL), 10));
    }

    /**
     * The tap distances 43, 52, 60, 61, 64 are 1, 1, 0, 1, 1 modulo 3, so any bit pattern of period 3 satisfies
     * the recurrence: bits set where position mod 3 != 0 (…B6DB6) continue as DB, 6D, B6 (each byte is the
     * pattern moved on by 8 = 2 mod 3 places), a 3-byte cycle.
     */
    @Test
    void aSeedWithBitsOfPeriodThreeCyclesThroughThreeBytes() {
        assertEquals("db 6d b6 db 6d b6 db 6d b6", stream(new LfsrModel(0x6DB6DB6DB6DB6DB6L), 9));
    }

    /**
     * The same generator as a textbook Fibonacci LFSR: one bit at a time, the new bit is the XOR of state bits
     * 42, 51, 59, 60, 63 (43, 52, 60, 61, 64 places older than it); eight such steps are one call.
     */
    @Test
    void oneCallIsEightStepsOfTheBitwiseLfsr() {
        Random seeds = new Random(20240603L);
        for (int trial = 0; trial < 200; trial++) {
            long seed = seeds.nextLong();
            LfsrModel lfsr = new LfsrModel(seed);
            long bitwise = seed;
            for (int call = 0; call < 20; call++) {
                for (int bit = 0; bit < 8; bit++) {
                    long feedback = (bitwise >>> 42 ^ bitwise >>> 51 ^ bitwise >>> 59 ^ bitwise >>> 60
                            ^ bitwise >>> 63) & 1;
                    bitwise = bitwise << 1 | feedback;
                }
                int random = lfsr.next();
                assertEquals(hex(bitwise), hex(lfsr.seed()), "seed " + hex(seed) + " call " + call);
                assertEquals(bitwise & 0xFF, random, "seed " + hex(seed) + " call " + call);
            }
        }
    }

    private static String stream(LfsrModel lfsr, int count) {
        StringBuilder bytes = new StringBuilder();
        for (int i = 0; i < count; i++) {
            bytes.append(i == 0 ? "" : " ").append(String.format("%02x", lfsr.next()));
        }
        return bytes.toString();
    }

    private static String hex(long seed) {
        return HexFormat.of().toHexDigits(seed);
    }
}
