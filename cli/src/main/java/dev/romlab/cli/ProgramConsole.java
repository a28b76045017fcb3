package dev.romlab.cli;

import java.io.InputStream;
import java.io.PrintWriter;

import dev.romlab.asm.comet2.Comet2Profile;
import dev.romlab.cpu.Cpu;
import dev.romlab.cpu.comet2.Comet2;
import dev.romlab.cpu.comet2.Comet2Console;
import dev.romlab.cpu.comet2.Comet2Services;
import dev.romlab.cpu.program.ProgramImage;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * What {@code exec} and {@code debug} give a COMET II or MLFE program besides memory: its console (SVC IN/OUT,
 * MLFE's ports, printf, scanf), its clock ({@code --clock}, MLFE's alone) and its heap, which starts after the
 * program. Other CPUs get nothing, and a {@code --clock} on them is a usage error.
 */
final class ProgramConsole {

    private ProgramConsole() {
    }

    /** The console attached to {@code cpu}, reading {@code in} and writing {@code out}; null for other CPUs. */
    static Comet2Console attach(Cpu cpu, ProgramImage image, InputStream in, PrintWriter out, ClockOptions clock,
            CommandLine commandLine) {
        boolean mlfe = cpu instanceof Comet2 comet2 && comet2.profile() == Comet2Profile.MLFE;
        if (clock.given() && !mlfe) {
            throw new ParameterException(commandLine, "--clock and --clock-rate are for MLFE's SVC time");
        }
        if (!(cpu instanceof Comet2 comet2)) {
            return null;
        }
        Comet2Console console = new Comet2Console(in, out);
        comet2.services(new Comet2Services(console, clock.clock()).heapFrom(image.end()));
        return console;
    }
}
