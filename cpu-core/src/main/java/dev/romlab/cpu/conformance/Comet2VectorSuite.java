package dev.romlab.cpu.conformance;

import java.util.List;
import java.util.Map;

import dev.romlab.cpu.AddressSpace;
import dev.romlab.cpu.Engine;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.comet2.Comet2;

/**
 * The COMET II single-instruction vectors ({@code shared/testdata/comet2}, read its README): per vector, a fresh
 * word-addressed memory holds the {@code initial.mem} words, the CPU gets PR, SP, FR ({@code "OF SF ZF"} as a
 * binary string) and GR0-GR7, one instruction runs, and PR, SP, FR, GR0-GR7 and every {@code final.mem} word are
 * compared. {@code deviations.json.gz} is checked against its {@code final}, the specification's state (not
 * {@code yacasl2_final}). The vectors record no time, so no cycles are compared. One {@link FileReport} per file.
 */
public final class Comet2VectorSuite extends VectorFileSuite {

    private static final String FLAG_LETTERS = "OSZ";

    public Comet2VectorSuite() {
        this(Engine.INTERPRETER);
    }

    public Comet2VectorSuite(Engine engine) {
        super("comet2", engine);
    }

    @Override
    protected VectorCheck check(Map<?, ?> test) {
        VectorCheck check = new VectorCheck();
        try {
            Map<?, ?> initial = (Map<?, ?>) test.get("initial");
            Map<?, ?> expected = (Map<?, ?>) test.get("final");
            Memory memory = new Memory(AddressSpace.WORDS16_64K);
            for (Object cell : (List<?>) initial.get("mem")) {
                memory.write(number(((List<?>) cell).get(0)), number(((List<?>) cell).get(1)));
            }
            Comet2 cpu = Comet2.comet2(memory);
            setState(cpu, initial);
            instruction.step(cpu);
            if (cpu.halted()) {
                check.other("stop", "none", cpu.haltReason().cause()); // PR is compared below
            }
            check.register("PR", 16, number(expected.get("pr")), cpu.registers().get("PR"));
            check.register("SP", 16, number(expected.get("sp")), cpu.registers().get("SP"));
            check.flags("FR", 3, flags(expected.get("fr")), cpu.registers().get("FR"), FLAG_LETTERS);
            List<?> gr = (List<?>) expected.get("gr");
            for (int n = 0; n < gr.size(); n++) {
                check.register("GR" + n, 16, number(gr.get(n)), cpu.registers().get("GR" + n));
            }
            for (Object cell : (List<?>) expected.get("mem")) {
                int address = number(((List<?>) cell).get(0));
                check.memory(address, number(((List<?>) cell).get(1)), memory.read(address), 16);
            }
        } catch (RuntimeException e) {
            check.crashed(e);
        }
        return check;
    }

    private static void setState(Comet2 cpu, Map<?, ?> state) {
        cpu.registers().set("PR", number(state.get("pr")));
        cpu.registers().set("SP", number(state.get("sp")));
        cpu.registers().set("FR", flags(state.get("fr")));
        List<?> gr = (List<?>) state.get("gr");
        for (int n = 0; n < gr.size(); n++) {
            cpu.registers().set("GR" + n, number(gr.get(n)));
        }
    }

    /** {@code "101"}: OF SF ZF, as FR's bits 2 to 0. */
    private static int flags(Object text) {
        return Integer.parseInt((String) text, 2);
    }

    private static int number(Object value) {
        return ((Long) value).intValue();
    }
}
