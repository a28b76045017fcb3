package dev.romlab.kernels.backgammon.model;

/**
 * How the bundled program reads the one slip of the listing that changes results: GetRandomVal's {@code CMP $37}.
 * Printed as it stands it compares the index with zero page $37, which the reset clears to 0 and nothing in the
 * listing sets, so every call refills the table and returns its first entry; {@code CMP #$37} (55, the table's
 * length, as the init loop's own {@code CMP #$37}) walks the table and refills it every 55 calls. The default is
 * the immediate reading (roms/README.md, "Seed 001").
 *
 * @param cmpZeroPage whether GetRandomVal compares with zero page $37 (assembled with {@code -D CMP37_ZERO_PAGE=1})
 */
public record ListingReading(boolean cmpZeroPage) {

    /** {@code CMP #$37}: the most likely reading, every kernel's default. */
    public static final ListingReading MOST_LIKELY = new ListingReading(false);

    /** {@code CMP $37} as printed. */
    public static final ListingReading AS_PRINTED = new ListingReading(true);

    /** The value GetRandomVal compares the incremented index with: 55, or zero page $37 (0 after the reset). */
    int bound() {
        return cmpZeroPage ? 0 : FaithfulGenerator.LENGTH;
    }

    /** {@code cmp #$37} or {@code cmp $37}. */
    public String text() {
        return cmpZeroPage ? "cmp $37" : "cmp #$37";
    }
}
