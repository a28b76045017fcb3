package dev.romlab.asm.tms9900;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.asm.Assembler;
import dev.romlab.asm.AssemblyException;
import dev.romlab.asm.Listing;
import dev.romlab.asm.ListingLine;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The listing's cycle column: the data manual's C at zero wait states, then C + W x M with a TI-99/4A-like memory map
 * (4 wait states per access except in the console ROM >0000->1FFF and the scratchpad >8000->83FF), each worked out
 * by hand from the table (data manual 3.6, table A).
 */
class Tms9900ListingTest {

    private static final String LOOP = "       AORG >A000\n"
            + "       LWPI >8300\n"
            + "LOOP   MOVB *R1+,*R2+\n"
            + "       DEC  R3\n"
            + "       JNE  LOOP\n"
            + "       MOV  @>8300,@>A100\n"
            + "       B    *R11\n";

    /** The TI-99/4A's map as cpu-core's profile sets it up (console ROM and scratchpad fast, the rest 8-bit). */
    private static final IntUnaryOperator TI_99_4A = address -> address < 0x2000
            || (address >= 0x8000 && address < 0x8400) ? 0 : 4;

    private static List<String> cycles(Assembler assembler) throws AssemblyException {
        return assembler.assemble("loop.a99", LOOP, Map.of()).listing().stream().map(ListingLine::cycles)
                .filter(c -> !c.isEmpty()).toList();
    }

    @Test
    void zeroWaitStatesGiveTheDataManualsC() throws AssemblyException {
        // LWPI 10; MOVB *R1+,*R2+ 14 + 6 + 6; DEC 10; JNE taken/not; MOV @,@ 14 + 8 + 8; B *R11 8 + 4.
        assertEquals(List.of("10", "26", "10", "10/8", "30", "12"), cycles(Assembler.tms9900()));
    }

    @Test
    void waitStatesWhereTheAddressIsKnownAndAtLeastWhereItIsNot() throws AssemblyException {
        // Code at >A000 (8-bit bus): 4 per fetched word. Workspace >8300: free. MOVB's bytes and B's target are
        // reached through registers: counted free and marked +. MOV @>8300,@>A100: 3 fetches (12), the source in
        // the scratchpad (0), the destination read and written at >A100 (8): 30 + 20.
        assertEquals(List.of("18", "30+", "14", "14/12", "50", "16+"),
                cycles(Assembler.tms9900().withWaitStates(TI_99_4A, OptionalInt.of(0x8300))));
    }

    @Test
    void withoutAWorkspaceRegisterAccessesCountAsUnknown() throws AssemblyException {
        // DEC R3: the fetch at >A006 costs 4; R3 read and written where WP points, which is not given: 14+.
        assertEquals("14+", cycles(Assembler.tms9900().withWaitStates(TI_99_4A, OptionalInt.empty())).get(2));
    }

    @Test
    void listingShowsWordsAndTheCycleColumn() throws AssemblyException {
        String listing = Listing.format(Assembler.tms9900().assemble("loop.a99", LOOP, Map.of()));
        assertEquals(String.join("\n",
                " line  addr  bytes        cycles  source",
                "; file loop.a99",
                "    1  A000                              AORG >A000",
                "    2  A000  02 E0 83 00      10         LWPI >8300",
                "    3  A004  DC B1            26  LOOP   MOVB *R1+,*R2+",
                "    4  A006  06 03            10         DEC  R3",
                "    5  A008  16 FD          10/8         JNE  LOOP",
                "    6  A00A  C8 20 83 00      30         MOV  @>8300,@>A100",
                "       A00E  A1 00",
                "    7  A010  04 5B            12         B    *R11"), listing.stripTrailing());
    }
}
