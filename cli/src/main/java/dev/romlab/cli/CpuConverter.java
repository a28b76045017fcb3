package dev.romlab.cli;

import java.util.Locale;

import dev.romlab.asm.ClosestName;
import dev.romlab.cpu.CpuDescription;
import dev.romlab.cpu.CpuRegistry;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A {@code --cpu} or {@code CPU} value: a CPU id from the {@link CpuRegistry}, in any case. */
final class CpuConverter implements ITypeConverter<CpuDescription> {

    @Override
    public CpuDescription convert(String value) {
        CpuRegistry registry = CpuRegistry.standard();
        return registry.find(value.toLowerCase(Locale.ROOT)).orElseThrow(() -> new TypeConversionException(
                "unknown CPU '" + value + "' (" + ClosestName.suggestion(value, registry.ids()) + ")"));
    }
}
