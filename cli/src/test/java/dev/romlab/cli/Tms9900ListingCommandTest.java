package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code romlab asm --listing} for the TMS9900: the data manual's C, and with {@code --profile ti99-4a --workspace
 * >8300} the wait states of each access whose address the listing knows. The listed cycles of the loop, counted
 * as it runs (3 passes, the last jump not taken), add up to what {@code exec --profile ti99-4a} measures.
 */
class Tms9900ListingCommandTest {

    /** R0 = 3 + 2 + 1, then IDLE: the bundled example. */
    private static final Path SUM = Path.of("../roms/tms9900/examples/sum.a99");

    @TempDir
    Path dir;

    private List<String> cycleColumn(String... options) {
        String[] arguments = new String[4 + options.length];
        arguments[0] = "asm";
        arguments[1] = SUM.toString();
        arguments[2] = "--listing";
        arguments[3] = "-";
        System.arraycopy(options, 0, arguments, 4, options.length);
        String listing = CommandRun.of(arguments).assertExit(0).out();
        // Rows of a statement: line number, address, bytes, then the cycles right-aligned in columns 26-33.
        return listing.lines().filter(line -> line.matches(" *\\d+  [0-9A-F]{4}.*") && line.length() > 34
                        && !line.substring(25, 33).isBlank())
                .map(line -> line.substring(25, 33).strip()).filter(c -> !c.equals("cycles")).toList();
    }

    @Test
    void theCycleColumnAtZeroWaitStatesAndOnTheConsole() {
        assertEquals(List.of("10", "10", "12", "14", "10", "10/8", "12"),
                cycleColumn("-o", dir.resolve("a.bin").toString()));
        List<String> console = cycleColumn("-o", dir.resolve("b.bin").toString(), "--profile", "ti99-4a",
                "--workspace", ">8300");
        assertEquals(List.of("18", "14", "20", "18", "14", "14/12", "16"), console);
        // LWPI, CLR, LI once; A and DEC three times; JNE taken twice, not taken once; IDLE: exec's 204 cycles.
        assertEquals(204, 18 + 14 + 20 + 3 * (18 + 14) + 2 * 14 + 12 + 16);
    }

    @Test
    void withoutTheWorkspaceRegisterAccessesAreMarkedAtLeast() {
        assertEquals("14+", cycleColumn("-o", dir.resolve("c.bin").toString(), "--profile", "ti99-4a").get(1));
    }

    @Test
    void workspaceNeedsAProfileAndTheProfileMustExist() {
        CommandRun.of("asm", SUM.toString(), "--workspace", "0x8300")
                .assertUsageError("--workspace is for --profile MACHINE");
        CommandRun.of("asm", SUM.toString(), "--profile", "c64")
                .assertUsageError("--profile: tms9900 has no machine 'c64' (it has bare, ti99-4a, ti99-4a-16bit)");
    }
}
