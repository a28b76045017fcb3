package dev.romlab.cpu.program;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.romlab.asm.Segment;

/**
 * An NES program image ({@code .nes}) in the iNES or NES 2.0 format, as the NESdev wiki's "INES" and "NES 2.0"
 * pages describe it: a 16-byte header, a 512-byte trainer when flags 6 bit 2 says so, the PRG-ROM (the code and data
 * the 2A03 sees), the CHR-ROM (the PPU's pattern tables: not visible to the CPU, so left out here), and anything
 * after that (NES 2.0's miscellaneous ROMs, a PlayChoice-10 INST-ROM), also left out.
 *
 * <pre>
 * offset  what
 *   0-3   "NES" $1A
 *     4   PRG-ROM size in 16 KiB units (NES 2.0: low byte; byte 9's low nibble the high one)
 *     5   CHR-ROM size in 8 KiB units (NES 2.0: low byte; byte 9's high nibble the high one)
 *     6   flags 6: mapper bits 0-3 in the high nibble, bit 2 a trainer
 *     7   flags 7: mapper bits 4-7 in the high nibble; bits 2-3 = 10 for NES 2.0
 *     8   NES 2.0: mapper bits 8-11 in the low nibble
 *  9-15   NES 2.0's other fields; iNES 1.0 zeros (bytes 12-15 of old headers hold "DiskDude!"-style junk)
 * </pre>
 *
 * Only mapper 0 (NROM) is loaded, the one board without bank switching: its PRG-ROM, 16 or 32 KiB, sits at $8000,
 * 16 KiB repeated at $C000 (the board leaves address line 14 unconnected), and the 2A03 starts at the reset vector,
 * the word at $FFFC. A trainer is loaded at $7000-$71FF, where the copiers that added it put it.
 */
public final class NesImage {

    private static final byte[] SIGNATURE = "NES\u001A".getBytes(StandardCharsets.ISO_8859_1);
    private static final int HEADER_LENGTH = 16;
    private static final int TRAINER_LENGTH = 512;
    private static final int TRAINER_ADDRESS = 0x7000;
    private static final int PRG_UNIT = 16 * 1024;
    private static final int CHR_UNIT = 8 * 1024;
    /** NROM's PRG-ROM window, $8000-$FFFF. */
    private static final int PRG_ADDRESS = 0x8000;
    private static final int PRG_WINDOW = 32 * 1024;
    /** The reset vector's offset from the end of the PRG-ROM window: $FFFC. */
    private static final int RESET_FROM_END = 4;
    /** The boards users are most likely to meet, by the NESdev wiki's "Mapper" page, so an error can name one. */
    private static final Map<Integer, String> BOARDS = Map.of(1, "MMC1", 2, "UxROM", 3, "CNROM", 4, "MMC3",
            5, "MMC5", 7, "AxROM", 9, "MMC2", 66, "GxROM");

    private final int mapper;
    private final byte[] trainer;
    private final byte[] prgRom;

    private NesImage(int mapper, byte[] trainer, byte[] prgRom) {
        this.mapper = mapper;
        this.trainer = trainer;
        this.prgRom = prgRom;
    }

    /** Whether {@code content} starts with the iNES signature {@code NES $1A}. */
    public static boolean hasSignature(byte[] content) {
        return content.length >= SIGNATURE.length
                && Arrays.equals(content, 0, SIGNATURE.length, SIGNATURE, 0, SIGNATURE.length);
    }

    /**
     * The image in {@code file}'s bytes.
     *
     * @throws IllegalArgumentException when it lacks the signature, or is shorter than its header says
     */
    public static NesImage read(byte[] file) {
        if (!hasSignature(file)) {
            throw new IllegalArgumentException("not an iNES image: it does not start with \"NES\" and $1A");
        }
        if (file.length < HEADER_LENGTH) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "truncated: %,d bytes, less than the %d-byte iNES header",
                    file.length, HEADER_LENGTH));
        }
        boolean hasTrainer = (file[6] & 0x04) != 0;
        int trainerLength = hasTrainer ? TRAINER_LENGTH : 0;
        Header header = Header.of(file, trainerLength);
        long announced = HEADER_LENGTH + trainerLength + header.prgBytes() + header.chrBytes();
        if (file.length < announced) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "truncated: the header announces %,d "
                    + "bytes (%s%,d of PRG-ROM, %,d of CHR-ROM), the file has %,d", announced,
                    hasTrainer ? "a trainer, " : "", header.prgBytes(), header.chrBytes(), file.length));
        }
        int prgStart = HEADER_LENGTH + trainerLength;
        return new NesImage(header.mapper(), hasTrainer ? Arrays.copyOfRange(file, HEADER_LENGTH, prgStart) : null,
                Arrays.copyOfRange(file, prgStart, prgStart + (int) header.prgBytes()));
    }

    /** The iNES mapper number: which board's bank switching the cartridge has, 0 for NROM (none). */
    public int mapper() {
        return mapper;
    }

    /**
     * What the 2A03 sees of an NROM image: the trainer at $7000 when there is one, then $8000-$FFFF.
     *
     * @throws IllegalArgumentException for another mapper, or a PRG-ROM NROM cannot hold
     */
    public List<Segment> segments() {
        if (mapper != 0) {
            String board = BOARDS.containsKey(mapper) ? " (" + BOARDS.get(mapper) + ")" : "";
            throw new IllegalArgumentException("mapper " + mapper + board + " is not supported: only mapper 0 "
                    + "(NROM), whose PRG-ROM the CPU sees without bank switching, is loaded");
        }
        if (prgRom.length != PRG_UNIT && prgRom.length != PRG_WINDOW) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "%,d bytes of PRG-ROM: NROM holds 16 or 32 KiB", prgRom.length));
        }
        List<Segment> segments = new ArrayList<>();
        if (trainer != null) {
            segments.add(new Segment(TRAINER_ADDRESS, trainer));
        }
        byte[] window = new byte[PRG_WINDOW];
        for (int offset = 0; offset < PRG_WINDOW; offset += prgRom.length) {
            System.arraycopy(prgRom, 0, window, offset, prgRom.length); // NROM-128: the 16 KiB twice
        }
        segments.add(new Segment(PRG_ADDRESS, window));
        return segments;
    }

    /** The reset vector, the little-endian word at $FFFC: the last PRG-ROM bytes but 4, mirrored or not. */
    public int resetVector() {
        int low = prgRom.length - RESET_FROM_END;
        return (prgRom[low] & 0xFF) | (prgRom[low + 1] & 0xFF) << 8;
    }

    /**
     * The sizes and mapper number, the header told apart as the NESdev wiki's iNES page recommends: NES 2.0 when
     * flags 7's bits 2-3 are 10 and its sizes fit in the file; iNES 1.0 when they are 00 and bytes 12-15 are zero;
     * otherwise an archaic header whose flags 7 may hold junk ("DiskDude!"), so the mapper is flags 6's nibble alone.
     */
    private record Header(int mapper, long prgBytes, long chrBytes) {

        static Header of(byte[] file, int trainerLength) {
            int flags6 = file[6] & 0xFF;
            int flags7 = file[7] & 0xFF;
            int sizesHigh = file[9] & 0xFF;
            long prg2 = nes2Size(file[4] & 0xFF, sizesHigh & 0x0F, PRG_UNIT);
            long chr2 = nes2Size(file[5] & 0xFF, sizesHigh >> 4, CHR_UNIT);
            if ((flags7 & 0x0C) == 0x08 && HEADER_LENGTH + trainerLength + prg2 + chr2 <= file.length) {
                return new Header((flags6 >> 4) | (flags7 & 0xF0) | (file[8] & 0x0F) << 8, prg2, chr2);
            }
            long prg = (long) (file[4] & 0xFF) * PRG_UNIT;
            long chr = (long) (file[5] & 0xFF) * CHR_UNIT;
            boolean clean = (flags7 & 0x0C) == 0 && file[12] == 0 && file[13] == 0 && file[14] == 0 && file[15] == 0;
            return new Header(clean ? (flags6 >> 4) | (flags7 & 0xF0) : flags6 >> 4, prg, chr);
        }

        /**
         * A NES 2.0 ROM size: a 12-bit count of {@code unit}s, or, when the high nibble is $F, 2^E × (2 × MM + 1)
         * bytes from the low byte's E (bits 2-7) and MM (bits 0-1); E is capped at 48, past any file's size, so
         * that the sum of sizes cannot overflow.
         */
        private static long nes2Size(int low, int high, int unit) {
            if (high != 0x0F) {
                return (long) (high << 8 | low) * unit;
            }
            return (1L << Math.min(low >> 2, 48)) * ((low & 0x03) * 2 + 1);
        }
    }
}
