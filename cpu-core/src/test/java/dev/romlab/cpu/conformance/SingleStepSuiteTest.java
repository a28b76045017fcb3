package dev.romlab.cpu.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.cpu.json.Json;
import dev.romlab.cpu.z80.Z80;
import dev.romlab.cpu.z80.Z80Registration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The single-step harness with the Z80's fields: that it passes a right answer and names each kind of wrong one. */
class SingleStepSuiteTest {

    private static final String REGISTERS = "{\"pc\":16384,\"sp\":256,\"a\":1,\"f\":0,\"b\":2,\"c\":3,"
            + "\"d\":4,\"e\":5,\"h\":6,\"l\":7,\"i\":0,\"r\":0,\"ei\":0,\"wz\":0,\"ix\":0,\"iy\":0,"
            + "\"af_\":0,\"bc_\":0,\"de_\":0,\"hl_\":0,\"im\":0,\"p\":0,\"q\":0,\"iff1\":0,\"iff2\":0}";

    /**
     * One instruction at 0x4000: {@code initial} and {@code final} are {@link #REGISTERS} with the given members
     * replaced; {@code ports} is SST's array or empty.
     */
    private static Map<?, ?> vector(String initialRam, String finalChanges, String finalRam, int tStates,
            String ports) {
        Map<String, Object> test = new LinkedHashMap<>();
        test.put("name", "test");
        test.put("initial", state("\"ram\":[" + initialRam + "]"));
        test.put("final", state(finalChanges + ",\"ram\":[" + finalRam + "]"));
        test.put("cycles", Collections.nCopies(tStates, List.of()));
        if (!ports.isEmpty()) {
            test.put("ports", Json.parse(ports));
        }
        return test;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> state(String changes) {
        Map<String, Object> state = (Map<String, Object>) Json.parse(REGISTERS);
        state.putAll((Map<String, Object>) Json.parse("{" + changes + "}"));
        return state;
    }

    private static List<Mismatch> mismatches(Map<?, ?> vector) {
        return Z80Registration.singleStepTests(Z80::new).check(vector).mismatches();
    }

    @Test
    void aNopWithTheRightFinalStatePasses() {
        Map<?, ?> nop = vector("[16384,0]", "\"pc\":16385,\"f\":0,\"r\":1,\"q\":0", "[16384,0]", 4, "");
        assertEquals(List.of(), mismatches(nop));
    }

    @Test
    void aWrongFlagIsShownAsLetters() {
        Map<?, ?> nop = vector("[16384,0]", "\"pc\":16385,\"f\":129,\"r\":1,\"q\":0", "[16384,0]", 4, "");
        assertEquals(List.of(new Mismatch("F", "0x81 S------C", "0x00 --------")), mismatches(nop));
    }

    @Test
    void aWrongTStateCountIsReported() {
        Map<?, ?> nop = vector("[16384,0]", "\"pc\":16385,\"f\":0,\"r\":1,\"q\":0", "[16384,0]", 5, "");
        assertEquals(List.of(new Mismatch("T-states", "5", "4")), mismatches(nop));
    }

    @Test
    void aWriteToACellTheReferenceDoesNotListIsReported() {
        // LD (BC),A with BC = 0x0203 and A = 1 writes 0x0203; the reference claims it wrote nothing.
        Map<?, ?> ldBcA = vector("[16384,2]", "\"pc\":16385,\"f\":0,\"r\":1,\"q\":0,\"wz\":260", "[16384,2]", 7,
                "");
        assertEquals(List.of(new Mismatch("memory 0x0203", "0x00", "0x01")), mismatches(ldBcA));
    }

    @Test
    void portReadsAreAnsweredFromTheVectorAndCompared() {
        // IN A,(0x34) with A = 1 reads port 0x0134.
        String finalState = "\"pc\":16386,\"f\":0,\"r\":1,\"q\":0,\"a\":153,\"wz\":309";
        Map<?, ?> right = vector("[16384,219],[16385,52]", finalState, "[16384,219],[16385,52]", 11,
                "[[308,153,\"r\"]]");
        Map<?, ?> wrongPort = vector("[16384,219],[16385,52]", finalState, "[16384,219],[16385,52]", 11,
                "[[309,153,\"r\"]]");
        assertEquals(List.of(), mismatches(right));
        assertEquals(List.of(new Mismatch("port access 1", "IN 0x0135 -> 0x99", "IN 0x0134 -> 0x99")),
                mismatches(wrongPort));
    }

    @Test
    void memoryIsClearAgainForTheNextVector() {
        SingleStepSuite runner = Z80Registration.singleStepTests(Z80::new);
        Map<?, ?> ldBcA = vector("[16384,2]", "\"pc\":16385,\"f\":0,\"r\":1,\"q\":0,\"wz\":260",
                "[16384,2],[515,1]", 7, "");
        Map<?, ?> nop = vector("[16384,0]", "\"pc\":16385,\"f\":0,\"r\":1,\"q\":0", "[16384,0]", 4, "");
        assertTrue(runner.check(ldBcA).passed(), () -> runner.check(ldBcA).mismatches().toString());
        assertEquals(List.of(), runner.check(nop).mismatches());
    }
}
