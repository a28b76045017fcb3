package dev.romlab.cli;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.RegisterFile;
import dev.romlab.cpu.RegisterFile.Register;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.comet2.Comet2;
import dev.romlab.cpu.json.JsonConventions;
import dev.romlab.cpu.trace.CpuDisplay;
import dev.romlab.cpu.trace.RegisterFormat;

/** What a finished run tells users: why it stopped, the registers, instructions and cycles, as text or JSON. */
final class RunReport {

    private final CpuDescription cpuType;
    private final Cpu cpu;
    private final RunResult result;
    private final String stopLine;
    private final int stopAddress;
    private final String label;

    /**
     * @param stopLine    the first line: why the run stopped and where
     * @param stopAddress where it stopped (the pc, or a jammed opcode's address)
     * @param label       the label of the stop address, or null
     */
    RunReport(CpuDescription cpuType, Cpu cpu, RunResult result, String stopLine, int stopAddress, String label) {
        this.cpuType = cpuType;
        this.cpu = cpu;
        this.result = result;
        this.stopLine = stopLine;
        this.stopAddress = stopAddress;
        this.label = label;
    }

    /**
     * Four lines: the stop reason, the main registers and flags, the other registers, and the counts:
     *
     * <pre>
     * halted at $0107
     * AF=0544 BC=0000 DE=0000 HL=0000 IX=0000 IY=0000 SP=FFFF F=-Z---P--
     * AF'=FFFF BC'=0000 DE'=0000 HL'=0000 PC=0108 WZ=0000 I=00 R=07 IM=0 IFF1=0 IFF2=0
     * 7 instructions, 46 T-states
     * </pre>
     */
    String text() {
        return stopLine + '\n' + registerLines(cpuType, cpu) + counts(cpu, result) + '\n';
    }

    /** Two lines: the main registers and flags, then the other registers. */
    static String registerLines(CpuDescription cpuType, Cpu cpu) {
        StringBuilder out = new StringBuilder();
        CpuDisplay display = cpuType.display();
        RegisterFile registers = cpu.registers();
        new RegisterFormat(registers.registers(), display.mainRegisters()).appendTo(out, registers::get);
        out.append(' ');
        display.flags().appendTo(out, registers::get);
        out.append('\n');
        new RegisterFormat(registers.registers(), display.otherRegisters()).appendTo(out, registers::get);
        return out.append('\n').toString();
    }

    /**
     * The same as a JSON object: every register the CPU names, a one-bit one (a flip-flop) as true/false, every
     * other as an unsigned number.
     */
    Map<String, Object> json() {
        Map<String, Object> stop = new LinkedHashMap<>();
        stop.put("reason", reasonId(result.reason()));
        stop.put("description", result.reason().describe(cpuType.addressFormat()));
        stop.put("address", stopAddress);
        stop.put("label", label);
        Map<String, Object> registers = new LinkedHashMap<>();
        for (Register register : cpu.registers().registers()) {
            int value = cpu.registers().get(register.name());
            // a 32-bit register (MLFE's GR0-GR13) as the unsigned number its bits are, as narrower ones read
            registers.put(register.name(), register.bits() == 1 ? (Object) (value != 0)
                    : register.bits() == 32 ? (Object) Integer.toUnsignedLong(value) : (Object) value);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("cpu", JsonConventions.cpuId(cpuType.id()));
        out.put("stop", stop);
        out.put("instructions", result.instructions());
        out.put("cycles", JsonConventions.cycles(result.cycles(), result.unit().text()));
        out.put("registers", registers);
        return out;
    }

    /**
     * {@link #counts(RunResult)}, with the words fetched where the CPU's cost model counts them (COMET II, MLFE:
     * {@code 7 instructions, 9 words fetched, 12 cost units}).
     */
    static String counts(Cpu cpu, RunResult result) {
        if (cpu instanceof Comet2 comet2) {
            return String.format(Locale.ROOT, "%s, %,d word%s fetched, %s", instructions(result.instructions()),
                    comet2.wordsFetched(), comet2.wordsFetched() == 1 ? "" : "s", result.elapsed().text());
        }
        return counts(result);
    }

    /** {@code 12,345 instructions, 98,765 T-states}. */
    static String counts(RunResult result) {
        return instructions(result.instructions()) + ", " + result.elapsed().text();
    }

    /** {@code 1 instruction}, {@code 2,018 instructions}. */
    private static String instructions(long count) {
        return String.format(Locale.ROOT, "%,d instruction%s", count, count == 1 ? "" : "s");
    }

    /** The stop reason's kind in JSON: {@code halted}, {@code budget-exhausted}, {@code trap}, ... */
    static String reasonId(StopReason reason) {
        return reason.getClass().getSimpleName().replaceAll("([a-z])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
    }
}
