package dev.romlab.cpu;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.stream.Collectors;

import dev.romlab.asm.ClosestName;

/**
 * The CPUs romlab knows: every {@link CpuRegistration} on the class path, found once with
 * {@link ServiceLoader}. Commands look a CPU up here by the id users type and never switch on it.
 *
 * <pre>{@code
 * CpuDescription z80 = CpuRegistry.standard().require("z80");
 * Memory memory = z80.newMemory();
 * Cpu cpu = z80.newCpu(memory);
 * }</pre>
 */
public final class CpuRegistry {

    private static final class Standard {
        static final CpuRegistry INSTANCE = load(CpuRegistry.class.getClassLoader());
    }

    private final Map<String, CpuDescription> byId;

    public CpuRegistry(List<CpuDescription> cpus) {
        Map<String, CpuDescription> map = new TreeMap<>();
        for (CpuDescription cpu : cpus) {
            if (map.put(cpu.id(), cpu) != null) {
                throw new IllegalStateException("two CPUs registered as " + cpu.id());
            }
        }
        this.byId = map;
    }

    /** Every CPU registered on the class path that loaded romlab. */
    public static CpuRegistry standard() {
        return Standard.INSTANCE;
    }

    /** Every CPU registered on {@code loader}'s class path. */
    public static CpuRegistry load(ClassLoader loader) {
        List<CpuDescription> cpus = new ArrayList<>();
        for (CpuRegistration registration : ServiceLoader.load(CpuRegistration.class, loader)) {
            cpus.add(registration.describe());
        }
        return new CpuRegistry(cpus);
    }

    /** Every CPU, by id. */
    public List<CpuDescription> all() {
        return List.copyOf(byId.values());
    }

    /** The ids users can type, sorted. */
    public List<String> ids() {
        return List.copyOf(byId.keySet());
    }

    public Optional<CpuDescription> find(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /**
     * The CPU {@code id} names; {@link IllegalArgumentException} naming the close ids ("did you mean z80?"), or every
     * known one when none is close, otherwise.
     */
    public CpuDescription require(String id) {
        return find(id).orElseThrow(() -> new IllegalArgumentException("unknown CPU '" + id + "' ("
                + ClosestName.suggestion(id, ids()) + ")"));
    }

    /** The CPUs whose source or program files have the extension of {@code fileName}. */
    public List<CpuDescription> claiming(String fileName) {
        return byId.values().stream().filter(cpu -> cpu.claimsFile(fileName))
                .sorted(Comparator.comparing(CpuDescription::id)).collect(Collectors.toList());
    }
}
