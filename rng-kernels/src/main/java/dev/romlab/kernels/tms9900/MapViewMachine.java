package dev.romlab.kernels.tms9900;

import java.util.List;

import dev.romlab.asm.Assembly;
import dev.romlab.cpu.IoPorts;
import dev.romlab.cpu.Memory;
import dev.romlab.cpu.RunResult;
import dev.romlab.cpu.Runner;
import dev.romlab.cpu.StopReason;
import dev.romlab.cpu.tms9900.Tms9900;
import dev.romlab.kernels.BundledRoms;
import dev.romlab.kernels.Machine;
import dev.romlab.kernels.TraceTail;
import dev.romlab.kernels.tms9900.model.MapView;
import dev.romlab.kernels.tms9900.model.MapViewInput;
import dev.romlab.kernels.tms9900.model.Mob;
import dev.romlab.kernels.tms9900.model.TileMap;
import dev.romlab.kernels.tms9900.model.TileSet;
import dev.romlab.kernels.tms9900.model.TimedMapView;

/**
 * The bundled map-view routine ({@code roms/tms9900/mapview/mapview.a99}) on an emulated TI-99/4A (the 32K
 * expansion on the 8-bit bus), called as its convention says: the caller fills VWIDTH, HWIDTH, Y, X, STATE+4..9,
 * TILES, the map at MAPBUF and the mobs at MOBBUF, then {@code BLWP @MAPVEC}; the routine returns with RTWP.
 * Not thread-safe: it owns the emulated machine.
 *
 * <pre>{@code
 * MapViewMachine m = new MapViewMachine();
 * TimedMapView v = m.run(BundledMaps.get("forest"));   // the view, STATE+10..18, cycles from MAPVW to RTWP
 * }</pre>
 */
public final class MapViewMachine {

    /** The TMS9900 in a TI-99/4A at 3 MHz. */
    public static final Machine TI99_4A = Machine.of("tms9900", "ti99-4a");

    /** The registers a divergence shows. */
    static final List<String> REGISTERS = List.of("PC", "WP", "ST", "R0", "R1", "R2", "R3", "R4", "R5", "R6", "R7",
            "R8", "R9", "R10", "R11", "R12");

    private static final BundledRoms ROMS = new BundledRoms("tms9900", "roms/tms9900/mapview/");

    /** The caller's workspace: the console's GPL workspace, where a program called from the console runs. */
    private static final int CALLER_WORKSPACE = 0x83E0;

    /** Where RTWP returns to: >6000, cartridge ROM space, which the routine never runs. */
    private static final int RETURN_ADDRESS = 0x6000;

    /** Above the slowest call: the forest clearing's worst case is under a million cycles. */
    private static final long BUDGET = 10_000_000;

    private final Memory memory = new Memory();
    private final Tms9900 cpu = new Tms9900(memory, IoPorts.NONE);
    private final Runner runner = new Runner(cpu).budget(BUDGET);
    private final Assembly assembly = ROMS.assemble("mapview.a99");
    private TraceTail trace;
    private long lastInstructions;

    public MapViewMachine() {
        TI99_4A.cpu().profile("ti99-4a").orElseThrow().memory().prepare(memory);
        assembly.copyInto(memory.bytes);
        memory.load(address("TILES"), TileSet.table());
    }

    /** The bundled program as assembled. */
    public Assembly assembly() {
        return assembly;
    }

    /** One call for {@code input}: the view, the adjacency bytes and the cycles from MAPVW up to its RTWP. */
    public TimedMapView run(MapViewInput input) {
        setUp(input);
        cpu.registers().set("ST", 0);
        cpu.registers().set("WP", (int) assembly.symbol("MAPWS"));
        // what BLWP @MAPVEC leaves: the caller's WP, PC and ST in the routine's R13, R14 and R15
        cpu.registers().set("R13", CALLER_WORKSPACE);
        cpu.registers().set("R14", RETURN_ADDRESS);
        cpu.registers().set("R15", 0);
        RunResult run = runner.call(address("MAPVW"), RETURN_ADDRESS);
        lastInstructions = run.instructions();
        if (!(run.reason() instanceof StopReason.Returned)) {
            // the routine always returns on the inputs MapViewInput accepts: anything else is a defect
            throw new IllegalStateException("mapview.a99, " + input.text() + ": "
                    + run.reason().describe(TI99_4A.cpu().addressFormat()));
        }
        int work = address("WORK");
        int state = address("STATE");
        return new TimedMapView(new MapView(memory.slice(work + MapView.TILES, MapView.TILES),
                memory.slice(state + 10, MapView.ADJACENCY_BYTES)), run.cycles());
    }

    private void setUp(MapViewInput input) {
        TileMap map = input.map();
        writeWord("VWIDTH", map.height());
        writeWord("HWIDTH", map.width());
        writeWord("Y", input.y());
        writeWord("X", input.x());
        int state = address("STATE");
        memory.write(state + 4, input.edge().stateByte());
        memory.write(state + 5, input.slant().stateByte());
        memory.write(state + 6, input.mobs().size() >>> 8);
        memory.write(state + 7, input.mobs().size());
        memory.write(state + 8, input.darkness());
        memory.write(state + 9, input.light());
        memory.load(address("MAPBUF"), map.tiles());
        int mobs = address("MOBBUF");
        memory.load(mobs, new byte[MapViewInput.MAX_MOBS * Mob.RECORD_BYTES]);
        for (int i = 0; i < input.mobs().size(); i++) {
            memory.load(mobs + i * Mob.RECORD_BYTES, input.mobs().get(i).record());
        }
    }

    /** Instructions the last call ran. */
    public long lastInstructions() {
        return lastInstructions;
    }

    /** Keeps the last {@code lines} instructions of the following calls (0: none). */
    public void trace(int lines) {
        trace = lines > 0 ? new TraceTail(memory, cpu, TI99_4A.cpu(), lines) : null;
        runner.trace(trace);
    }

    /** The kept trace lines, oldest first; empty when not tracing. */
    public List<String> traceLines() {
        return trace == null ? List.of() : trace.lines();
    }

    /** A register by name (see {@link #REGISTERS}). */
    public int register(String name) {
        return cpu.registers().get(name);
    }

    private void writeWord(String label, int value) {
        int at = address(label);
        memory.write(at, value >>> 8);
        memory.write(at + 1, value);
    }

    private int address(String label) {
        return (int) assembly.symbol(label);
    }
}
