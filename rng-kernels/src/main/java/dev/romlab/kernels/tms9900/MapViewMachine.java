package dev.romlab.kernels.tms9900;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.romlab.kernels.Emulation;
import dev.romlab.kernels.Field;
import dev.romlab.kernels.Machine;
import dev.romlab.kernels.Outcome;
import dev.romlab.kernels.Parameter;
import dev.romlab.kernels.Value;
import dev.romlab.kernels.Values;
import dev.romlab.kernels.file.KernelFile;
import dev.romlab.kernels.file.MemoryBlock;
import dev.romlab.kernels.file.UserKernel;
import dev.romlab.kernels.tms9900.model.MapViewInput;
import dev.romlab.kernels.tms9900.model.Mob;
import dev.romlab.kernels.tms9900.model.TileMap;
import dev.romlab.kernels.tms9900.model.TimedMapView;

/**
 * The bundled map-view routine ({@code roms/tms9900/mapview/mapview.a99}) on an emulated TI-99/4A (the 32K
 * expansion on the 8-bit bus), run through its kernel file, {@value #KERNEL_FILE}: the program, the call
 * ({@code BLWP @MAPVEC}, back on RTWP), TILES, the inputs (X, Y and STATE+4, 5, 8, 9) and the outputs (the view
 * and STATE+10..18) are the file's. The file's set-up holds one map, the forest; each call here writes the input's
 * map over it, which a file cannot say: VWIDTH, HWIDTH, the tiles at MAPBUF, the mob count STATE+6 and the 64 mob
 * slots at MOBBUF. Not thread-safe: it owns the emulated machine.
 *
 * <pre>{@code
 * MapViewMachine m = new MapViewMachine();
 * TimedMapView v = m.run(BundledMaps.get("forest"));   // the view, STATE+10..18, cycles from MAPVW to RTWP
 * }</pre>
 */
public final class MapViewMachine {

    /** The TMS9900 in a TI-99/4A at 3 MHz. */
    public static final Machine TI99_4A = Machine.of("tms9900", "ti99-4a");

    /** The routine's kernel file, on the class path. */
    public static final String KERNEL_FILE = "roms/tms9900/mapview/mapview.kernel.toml";

    private final UserKernel routine = KernelFile.fromClassPath(KERNEL_FILE);
    /** The file's inputs by name: their width and radix. */
    private final Map<String, Field> inputs = new HashMap<>();

    public MapViewMachine() {
        for (Parameter parameter : routine.parameters()) {
            inputs.put(parameter.name(), parameter.field());
        }
    }

    /** One call for {@code input}: the view, the adjacency bytes and the cycles from MAPVW up to its RTWP. */
    public TimedMapView run(MapViewInput input) {
        Outcome outcome = emulate(input, 0).outcome();
        if (!(outcome instanceof Outcome.Returned returned)) {
            // the routine always returns on the inputs MapViewInput accepts: anything else is a defect
            throw new IllegalStateException("mapview.a99, " + input.text() + ": never returned");
        }
        return new TimedMapView(MapViewValues.view(returned.output()), returned.cycles());
    }

    /** One call for {@code input}, with its registers and its last {@code traceLines} instructions. */
    Emulation emulate(MapViewInput input, int traceLines) {
        return routine.emulate(Values.of(input("x", input.x()), input("y", input.y()),
                input("edge", input.edge().stateByte()), input("slant", input.slant().stateByte()),
                input("darkness", input.darkness()), input("light", input.light())), map(input), traceLines);
    }

    /**
     * The file's input {@code name} at {@code value}: the player may stand anywhere on a map of Java's, beyond the
     * forest's 0..23 of the file's range, so only the input's width bounds it.
     */
    private Value input(String name, int value) {
        Field field = inputs.get(name);
        return new Value(name, field.bits(), value, field.radix());
    }

    /** The input's map and mobs, written over the file's forest. */
    private static List<MemoryBlock> map(MapViewInput input) {
        TileMap map = input.map();
        byte[] mobs = new byte[MapViewInput.MAX_MOBS * Mob.RECORD_BYTES];
        for (int i = 0; i < input.mobs().size(); i++) {
            System.arraycopy(input.mobs().get(i).record(), 0, mobs, i * Mob.RECORD_BYTES, Mob.RECORD_BYTES);
        }
        return List.of(word("VWIDTH", map.height()), word("HWIDTH", map.width()),
                MemoryBlock.bytes("MAPBUF", map.tiles()), word("STATE+6", input.mobs().size()),
                MemoryBlock.bytes("MOBBUF", mobs));
    }

    /** A word at {@code label}, high byte first as the TMS9900 stores it. */
    private static MemoryBlock word(String label, int value) {
        return MemoryBlock.bytes(label, new byte[] {(byte) (value >>> 8), (byte) value});
    }
}
