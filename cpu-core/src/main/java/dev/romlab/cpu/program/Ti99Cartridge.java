package dev.romlab.cpu.program;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

import dev.romlab.asm.InputBytes;
import dev.romlab.asm.Labels;
import dev.romlab.asm.Segment;

/**
 * A TI-99/4A ROM cartridge: the 8 KiB the console sees at >6000-7FFF, as a raw image (xas99 {@code -b} of a program
 * at {@code AORG >6000}) or inside the RPK archive xas99 {@code -c} writes for MAME (a zip holding the image,
 * {@code layout.xml} naming it in {@code <rom file='NAME.bin'>}, and {@code meta-inf.xml}). The header the console
 * reads, at the start of the image:
 *
 * <pre>
 * address  what
 *   >6000  >AA, the mark of a standard header
 *   >6001  version
 *   >6002  number of programs
 *   >6006  program list: the address of its first entry (0: none)
 * entry    link to the next entry (word), start address (word), name length (byte), name
 * </pre>
 *
 * The program starts at the first entry's start address, the one the console's menu lists first.
 */
public final class Ti99Cartridge {

    /** Where the console sees cartridge ROM. */
    public static final int ROM_ADDRESS = 0x6000;
    private static final int ROM_SIZE = 0x2000;
    private static final int HEADER_MARK = 0xAA;
    private static final int PROGRAM_LIST = 6;
    private static final byte[] ZIP_SIGNATURE = {'P', 'K', 3, 4};
    private static final Pattern ROM_FILE = Pattern.compile("<rom\\b[^>]*\\bfile\\s*=\\s*['\"]([^'\"]+)['\"]");

    private Ti99Cartridge() {
    }

    /** Whether {@code content} is a zip archive, as an RPK is. */
    public static boolean isArchive(byte[] content) {
        return content.length >= ZIP_SIGNATURE.length && content[0] == ZIP_SIGNATURE[0]
                && content[1] == ZIP_SIGNATURE[1] && content[2] == ZIP_SIGNATURE[2] && content[3] == ZIP_SIGNATURE[3];
    }

    /** Whether {@code content} starts like a cartridge image: >AA, and a program list inside it or none. */
    public static boolean looksLikeImage(byte[] content) {
        if (content.length < 16 || content.length > ROM_SIZE || (content[0] & 0xFF) != HEADER_MARK) {
            return false;
        }
        int list = word(content, PROGRAM_LIST);
        return list == 0 || (list >= ROM_ADDRESS && list < ROM_ADDRESS + content.length);
    }

    /**
     * The cartridge's ROM at >6000 and the start address its program list gives.
     *
     * @throws ProgramLoadException naming the file and the field that is wrong
     */
    public static ProgramImage read(String name, byte[] content) {
        byte[] rom = isArchive(content) ? romOfArchive(name, content) : content;
        if (rom.length < 16) {
            throw new ProgramLoadException(name, rom.length + " bytes: shorter than the 16-byte cartridge header");
        }
        if (rom.length > ROM_SIZE) {
            throw new ProgramLoadException(name, String.format(Locale.ROOT,
                    "%,d bytes: more than the 8 KiB the console sees at "
                    + ">6000-7FFF (a bank-switched cartridge; only a single bank is loaded)", rom.length));
        }
        if ((rom[0] & 0xFF) != HEADER_MARK) {
            throw new ProgramLoadException(name, String.format(Locale.ROOT,
                    "header byte >6000 is >%02X, not >AA: no standard "
                    + "cartridge header", rom[0] & 0xFF));
        }
        int list = word(rom, PROGRAM_LIST);
        if (list == 0) {
            throw new ProgramLoadException(name, "program list pointer (>6006) is >0000: the cartridge names no "
                    + "program to start (give --entry)");
        }
        if (list < ROM_ADDRESS || list + 5 > ROM_ADDRESS + rom.length) {
            throw new ProgramLoadException(name, String.format(Locale.ROOT,
                    "program list pointer (>6006) is >%04X, outside the "
                    + "cartridge's >6000-%04X", list, ROM_ADDRESS + rom.length - 1));
        }
        int start = word(rom, list - ROM_ADDRESS + 2);
        if (start < ROM_ADDRESS || start >= ROM_ADDRESS + rom.length) {
            throw new ProgramLoadException(name, String.format(Locale.ROOT,
                    "start address of the first program (>%04X) is "
                    + ">%04X, outside the cartridge's >6000-%04X", list + 2, start, ROM_ADDRESS + rom.length - 1));
        }
        return new ProgramImage(List.of(new Segment(ROM_ADDRESS, rom)), start, Labels.NONE, 1);
    }

    /** The ROM image an RPK names in its layout.xml (or its one .bin file when it has no layout). */
    private static byte[] romOfArchive(String name, byte[] archive) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        long unpacked = 0;
        try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(archive))) {
            int limit = InputBytes.standard().limit();
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                if (!entry.isDirectory()) {
                    byte[] file = zip.readNBytes(ROM_SIZE * 64 + 1);
                    unpacked += file.length;
                    if (unpacked > limit) { // many small entries that unpack large: a zip bomb
                        throw new ProgramLoadException(name, "unpacked, "
                                + InputBytes.standard().tooLarge().getMessage());
                    }
                    files.put(entry.getName(), file);
                }
            }
        } catch (IOException | IllegalArgumentException e) {
            throw new ProgramLoadException(name, "not a readable RPK (zip) archive: " + e.getMessage());
        }
        byte[] layout = files.get("layout.xml");
        if (layout != null) {
            Matcher rom = ROM_FILE.matcher(new String(layout, StandardCharsets.UTF_8));
            if (!rom.find()) {
                throw new ProgramLoadException(name, "layout.xml names no ROM (<rom file='...'>)");
            }
            byte[] bytes = files.get(rom.group(1));
            if (bytes == null) {
                throw new ProgramLoadException(name, "layout.xml names the ROM '" + rom.group(1) + "', which the "
                        + "archive lacks");
            }
            return bytes;
        }
        List<String> bins = files.keySet().stream().filter(file -> file.toLowerCase(Locale.ROOT).endsWith(".bin")).toList();
        if (bins.size() != 1) {
            throw new ProgramLoadException(name, "an RPK archive without layout.xml needs exactly one .bin file, "
                    + "not " + bins.size());
        }
        return files.get(bins.get(0));
    }

    private static int word(byte[] data, int offset) {
        return (data[offset] & 0xFF) << 8 | (data[offset + 1] & 0xFF);
    }
}
