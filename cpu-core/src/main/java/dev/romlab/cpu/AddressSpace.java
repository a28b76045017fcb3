package dev.romlab.cpu;

/**
 * What an address means on one CPU: how many bits it has and what it counts. Byte-addressed CPUs (Z80, 6502,
 * TMS9900) count bytes, whatever their word size; a word-addressed CPU (COMET II) counts whole words.
 *
 * @param addressBits   bits in an address: 16 for every CPU romlab has or plans
 * @param wordBits      bits in the CPU's word: 8 for the Z80 and 6502, 16 for the TMS9900 and COMET II
 * @param wordAddressed whether an address counts words (COMET II) rather than bytes
 */
public record AddressSpace(int addressBits, int wordBits, boolean wordAddressed) {

    /** A 64 KiB byte-addressed space of 8-bit words: the Z80 and the 6502. */
    public static final AddressSpace BYTES_64K = new AddressSpace(16, 8, false);

    /** 65,536 addresses of one 16-bit word each: COMET II (IPA CASL II specification, "1. COMET II"). */
    public static final AddressSpace WORDS16_64K = new AddressSpace(16, 16, true);

    /** 65,536 addresses of one 32-bit word each: the tutorial's MLFE (seed 004: 16-bit addresses, 32-bit words). */
    public static final AddressSpace WORDS32_64K = new AddressSpace(16, 32, true);

    public AddressSpace {
        if (addressBits < 1 || addressBits > 24) {
            throw new IllegalArgumentException("address bits must be 1..24: " + addressBits);
        }
        if (wordBits != 8 && wordBits != 16 && wordBits != 32) {
            throw new IllegalArgumentException("word bits must be 8, 16 or 32: " + wordBits);
        }
    }

    /** How many addresses there are. */
    public int addresses() {
        return 1 << addressBits;
    }

    /** The bytes memory needs to hold every address: one per address, or a whole word per address. */
    public int bytes() {
        return wordAddressed ? addresses() * (wordBits / 8) : addresses();
    }

    /** Hex digits of an address: 4 for 16 bits. */
    public int addressDigits() {
        return (addressBits + 3) / 4;
    }

    /** Hex digits of a word: 2 for the Z80, 4 for the TMS9900. */
    public int wordDigits() {
        return wordBits / 4;
    }

    /** {@code address} in hex at the full width, upper case: {@code 0100}. */
    public String hex(int address) {
        return String.format("%0" + addressDigits() + "X", address & (addresses() - 1));
    }
}
