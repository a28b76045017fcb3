package dev.romlab.cpu.comet2;

import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.time.LocalDateTime;
import java.nio.charset.StandardCharsets;

import dev.romlab.asm.comet2.Comet2Instruction;
import dev.romlab.asm.comet2.Comet2InstructionTable;
import dev.romlab.asm.comet2.Comet2OperandForm;
import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.cpu.AddressFormat;
import dev.romlab.cpu.AddressSpace;
import dev.romlab.cpu.CpuRegistry;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.RunResult;

/** A program placed word by word from the instruction table's encoding, run on a fresh CPU with a console. */
final class TestProgram {

    final Comet2Profile profile;
    final Memory memory;
    final Comet2 cpu;
    final StringWriter output = new StringWriter();
    private int at;

    TestProgram(Comet2Profile profile) {
        this.profile = profile;
        this.memory = new Memory(profile == Comet2Profile.MLFE ? AddressSpace.WORDS32_64K : AddressSpace.WORDS16_64K);
        this.cpu = new Comet2(profile, memory);
    }

    /** Places one instruction at the current address; {@code adr} is the address, or r3 of a 3-register form. */
    TestProgram op(String mnemonic, Comet2OperandForm form, int r, int x, int adr) {
        Comet2Instruction instruction = Comet2InstructionTable.find(profile, mnemonic, form).orElseThrow();
        for (int word : profile.encode(instruction.opcode(), r, x, adr, form)) {
            memory.write(at++, word);
        }
        return this;
    }

    /** How stop lines write this machine's (word) addresses: {@code #0002}. */
    AddressFormat addressFormat() {
        return CpuRegistry.standard().require(profile.id()).addressFormat();
    }

    /** Places data words at the current address. */
    TestProgram data(int... words) {
        for (int word : words) {
            memory.write(at++, word);
        }
        return this;
    }

    /** Moves the current address. */
    TestProgram at(int address) {
        at = address;
        return this;
    }

    int here() {
        return at;
    }

    /** Runs from 0 with {@code input} on the console and {@code clock}, until the program ends or stops. */
    RunResult run(String input, MachineClock clock) {
        Comet2Console console = new Comet2Console(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                output);
        cpu.services(new Comet2Services(console, clock));
        cpu.setPc(0);
        RunResult result = new Runner(cpu).budget(100_000).run();
        console.flush();
        return result;
    }

    RunResult run() {
        return run("", new MachineClock.Fixed(LocalDateTime.of(2000, 1, 1, 0, 0), 0));
    }
}
