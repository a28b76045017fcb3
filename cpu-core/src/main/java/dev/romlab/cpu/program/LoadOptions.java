package dev.romlab.cpu.program;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.romlab.asm.LinkerConfig;

/**
 * What loading a program file may need besides the file: each applies to one kind of file only.
 *
 * @param binaryOrigin   where a binary's first byte goes ({@code --org}); the other formats carry their addresses
 * @param defines        symbols defined before a source is read ({@code -D NAME=VALUE})
 * @param includeFolders where a source's {@code .include} and {@code .incbin} also look, after the including
 *                       file's folder and the working directory ({@code -I DIR})
 * @param linkerConfig   where a source's segments go ({@code --config FILE.cfg}), or null: where {@code .org} puts
 *                       its bytes
 * @param textDefines    text macros defined before a source is read ({@code -D NAME="text"})
 */
public record LoadOptions(int binaryOrigin, Map<String, Long> defines, List<String> includeFolders,
        LinkerConfig linkerConfig, Map<String, String> textDefines) {

    /** A binary at 0, no defines, no include folders. */
    public static final LoadOptions DEFAULT = new LoadOptions(0, Map.of(), List.of());

    /** Options without a linker configuration or text macros. */
    public LoadOptions(int binaryOrigin, Map<String, Long> defines, List<String> includeFolders) {
        this(binaryOrigin, defines, includeFolders, null, Map.of());
    }

    public LoadOptions {
        defines = Collections.unmodifiableMap(new LinkedHashMap<>(defines)); // in the order given, as -D lists them
        includeFolders = List.copyOf(includeFolders);
        textDefines = Collections.unmodifiableMap(new LinkedHashMap<>(textDefines));
    }

    public LoadOptions withBinaryOrigin(int origin) {
        return new LoadOptions(origin, defines, includeFolders, linkerConfig, textDefines);
    }

    public LoadOptions withDefines(Map<String, Long> newDefines) {
        return new LoadOptions(binaryOrigin, newDefines, includeFolders, linkerConfig, textDefines);
    }

    public LoadOptions withIncludeFolders(List<String> folders) {
        return new LoadOptions(binaryOrigin, defines, folders, linkerConfig, textDefines);
    }

    public LoadOptions withLinkerConfig(LinkerConfig config) {
        return new LoadOptions(binaryOrigin, defines, includeFolders, config, textDefines);
    }

    public LoadOptions withTextDefines(Map<String, String> newTextDefines) {
        return new LoadOptions(binaryOrigin, defines, includeFolders, linkerConfig, newTextDefines);
    }
}
