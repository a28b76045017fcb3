package dev.romlab.kernels.backgammon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.Assembly;
import dev.romlab.kernels.backgammon.model.ListingReading;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** roms/6502/backgammon/backgammon.s65 puts every instruction where the listing says. */
class BackgammonRomTest {

    private final Assembly rom = new BackgammonMachine(ListingReading.MOST_LIKELY).assembly();

    /** The listing's addresses: its routines and every address a published branch names. */
    @ParameterizedTest
    @CsvSource({"Reset,6245", "L6254,6254", "L6262,6262", "GetDiceRoll,815C", "L8166,8166", "L816F,816F",
            "L8183,8183", "LookUpTable,81CF", "GetRandomVal,9C94", "NotOverflow,9CA6", "Init,9CAB", "L9CCC,9CCC",
            "L9CDD,9CDD", "RndFunc,9CE7", "Next,9CE9", "L9CF4,9CF4", "L9CF6,9CF6", "L9D08,9D08"})
    void labelSitsAtTheListingsAddress(String label, String address) {
        assertEquals(Integer.parseInt(address, 16), rom.symbol(label), label);
    }

    @Test
    void theSlipsAreReadAsTheReadmeSays() {
        byte[] image = new byte[0x10000];
        rom.copyInto(image);
        assertEquals(0x91, image[0x6254] & 0xFF, "STA ($10),Y");
        assertEquals(0xC9, image[0x9C9A] & 0xFF, "CMP #$37");
        byte[] printed = new byte[0x10000];
        new BackgammonMachine(ListingReading.AS_PRINTED).assembly().copyInto(printed);
        assertEquals(0xC5, printed[0x9C9A] & 0xFF, "CMP $37");
        assertEquals(0x37, printed[0x9C9B] & 0xFF);
    }
}
