package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import picocli.CommandLine.TypeConversionException;

class NumberLiteralTest {

    @Test
    void acceptsTheAssemblerNotationsAndDecimal() {
        assertEquals(0x100, NumberLiteral.parse("0x100"));
        assertEquals(0x100, NumberLiteral.parse("$100"));
        assertEquals(0x100, NumberLiteral.parse(">100"));
        assertEquals(0x100, NumberLiteral.parse("#100"));
        assertEquals(0x100, NumberLiteral.parse("100h"));
        assertEquals(0x100, NumberLiteral.parse("100H"));
        assertEquals(256, NumberLiteral.parse("256"));
    }

    @Test
    void underscoresGroupDigits() {
        assertEquals(100_000_000_000L, NumberLiteral.parse("100_000_000_000"));
    }

    @Test
    void rejectsTextNamingTheAcceptedForms() {
        TypeConversionException e = assertThrows(TypeConversionException.class, () -> NumberLiteral.parse("0xZZ"));

        assertEquals("'0xZZ' is not a number (write 0x100, $100, >100, #100, 100h or 256)", e.getMessage());
    }
}
