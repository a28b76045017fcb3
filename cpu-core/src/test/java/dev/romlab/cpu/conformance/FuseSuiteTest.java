package dev.romlab.cpu.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.cpu.z80.Z80;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The FUSE harness itself, on tests written in FUSE's format: parsing, its conventions, and its diffs. */
class FuseSuiteTest {

    @TempDir
    Path folder;

    /** Writes {@code tests.in} and {@code tests.expected} and reads them back. */
    private List<FuseCase> cases(String in, String expected) throws IOException {
        Files.writeString(folder.resolve("tests.in"), in);
        Files.writeString(folder.resolve("tests.expected"), expected);
        return FuseTestsReader.read(folder);
    }

    private static List<Mismatch> mismatches(FuseCase test) {
        return new FuseSuite("z80/fuse", Z80::new).check(test).mismatches();
    }

    @Test
    void readsStateMemoryPortEventsAndChanges() throws IOException {
        List<FuseCase> cases = cases("""
                d3_1
                1200 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
                00 00 0 0 0 0     1
                0000 d3 34 -1
                -1
                """, """
                d3_1
                    0 MC 0000
                    4 MR 0000 d3
                   11 PW 1234 12
                1200 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0002 1235
                00 01 0 0 0 0 11
                """);
        FuseCase test = cases.get(0);
        assertEquals("d3_1", test.name());
        assertEquals("unprefixed", test.group());
        assertEquals(0x1200, test.initial().word(0));
        assertEquals(1, test.initial().tStates());
        assertEquals(0xD3, test.memory().get(0).bytes()[0] & 0xFF);
        assertEquals(List.of(new PortEvent(PortEvent.Kind.WRITE, 0x1234, 0x12)), test.ports());
        assertEquals(0x1235, test.expected().word(12));
        assertEquals(List.of(), mismatches(test));
    }

    @Test
    void portReadsReturnTheHighByteOfThePort() throws IOException {
        FuseCase in = cases("""
                db_1
                5600 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
                00 00 0 0 0 0     1
                0000 db 78 -1
                -1
                """, """
                db_1
                   11 PR 5678 56
                5600 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0002 5679
                00 01 0 0 0 0 11
                """).get(0);
        assertEquals(List.of(), mismatches(in));
    }

    @Test
    void aHaltedCpuOnTheHaltInFuseIsPastItInOurs() throws IOException {
        FuseCase halt = cases("""
                76
                0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
                00 00 0 0 0 0     8
                0000 76 -1
                -1
                """, """
                76
                0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
                00 02 0 0 0 1 8
                """).get(0);
        assertEquals(List.of(), mismatches(halt));
    }

    @Test
    void memoryTheTestDoesNotListAsChangedMustKeepItsValue() throws IOException {
        // LD (BC),A writes 0x12 at 0x0000 over the opcode itself; the expectation claims nothing changed.
        FuseCase ldBcA = cases("""
                02
                1200 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000
                00 00 0 0 0 0     1
                0000 02 -1
                -1
                """, """
                02
                1200 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0001 1201
                00 01 0 0 0 0 7
                """).get(0);
        assertEquals(List.of(new Mismatch("memory 0x0000", "0x02", "0x12")), mismatches(ldBcA));
    }

    @Test
    void opcodeGroupsFollowThePrefixes() throws IOException {
        String in = "%s\n0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000\n00 00 0 0 0 0 1\n-1\n\n";
        String out = "%s\n0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000 0000\n00 00 0 0 0 0 4\n\n";
        List<String> names = List.of("37_2", "cb46_1", "dd00", "ddfd00", "ddcb06", "ed70", "fdcbff");
        StringBuilder ins = new StringBuilder();
        StringBuilder outs = new StringBuilder();
        names.forEach(name -> {
            ins.append(String.format(in, name));
            outs.append(String.format(out, name));
        });
        assertEquals(List.of("unprefixed", "cb", "dd", "dd", "ddcb", "ed", "fdcb"),
                cases(ins.toString(), outs.toString()).stream().map(FuseCase::group).toList());
    }
}
