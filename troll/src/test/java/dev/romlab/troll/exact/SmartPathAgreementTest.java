package dev.romlab.troll.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.value.Value;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each smart path (convolution, counting, order statistics, compositional folding) gives exactly the
 * distribution that enumerating the collections gives: {@code e drop {}} is e, but no smart path sees through
 * it, and neither through a pool spelled out as a collection literal.
 */
class SmartPathAgreementTest {

    private static Distribution<Value> dist(String source) {
        return new ExactEngine(Parser.parse(source)).distribution();
    }

    @ParameterizedTest(name = "{0} == {1}")
    @CsvSource(delimiter = '|', value = {
        "sum 4d5                          | sum (4d5 drop {})",
        "sum {d5, d5, d5, d5}             | sum ({d5, d5, d5, d5} drop {})",
        "sum 3#(d4 + 1)                   | sum (3#(d4 + 1) drop {})",
        "count 3 < 5d6                    | count 3 < (5d6 drop {})",
        "sum 3 < 4d6                      | sum 3 < (4d6 drop {})",
        "sum (2d4 U 2d6)                  | sum (2d4 U 2d6 drop {})",
        "count 2#(accumulate x := d3 while x = 3) | count (2#(accumulate x := d3 while x = 3) drop {})",
        "sum largest 2 4d5                | sum largest 2 {d5, d5, d5, d5}",
        "sum least 3 5d4                  | sum least 3 {d4, d4, d4, d4, d4}",
        "largest 2 4d5                    | largest 2 {d5, d5, d5, d5}",
        "least 2 3#(z3 * 2)               | least 2 {z3 * 2, z3 * 2, z3 * 2}",
        "max 4d6                          | max {d6, d6, d6, d6}",
        "min 3d8                          | min {d8, d8, d8}",
        "median 4d6                       | median {d6, d6, d6, d6}",
        "median 5d4                       | median {d4, d4, d4, d4, d4}",
        "sum largest d3 4d4               | sum largest d3 {d4, d4, d4, d4}",
        "sum (d3)d4                       | n := d3; sum ((n#d4) drop {})",
        "sum largest 0 3d4                | sum largest 0 (3d4 drop {})",
        "largest 5 3d4                    | largest 5 (3d4 drop {})",
        "largest 2 0d6                    | largest 2 (0d6 drop {})",
        "max 0d6                          | max (0d6 drop {})",
        "median 6d3                       | median (6d3 drop {})",
        "least 3 4z2                      | least 3 (4z2 drop {})",
        "sum largest 2 (d2)#(d3)          | sum largest 2 ((d2)#(d3) drop {})",
        "different 5d4                    | different (5d4 drop {})",
        "different 3#(z2 * 3)             | different (3#(z2 * 3) drop {})",
        "different 0d6                    | different (0d6 drop {})",
        "different 4#(d3 * d2)            | different (4#(d3 * d2) drop {})",
        "different 2d6                    | different (2d6 drop {})",
        "count different 6d5              | count different (6d5 drop {})",
        "sum different 5#(d6 - 3)         | sum different (5#(d6 - 3) drop {})",
        "count different 4#(d3 * d2)      | count different (4#(d3 * d2) drop {})",
        "sum different 5#(d3 * d2)        | sum different (5#(d3 * d2) drop {})",
        "count different 9d3              | count different (9d3 drop {})",
        "count different 2d7              | count different (2d7 drop {})",
        "count 2 < different 6d4          | count 2 < different (6d4 drop {})",
        "count different (d3)d4           | n := d3; count different ((n#d4) drop {})",
        "maximal 5d4                      | maximal (5d4 drop {})",
        "minimal 4#(d3 * d2)              | minimal (4#(d3 * d2) drop {})",
        "count maximal 6d3                | count maximal (6d3 drop {})",
        "minimal 0d6                      | minimal (0d6 drop {})",
    })
    void smartPathEqualsEnumeration(String smart, String enumerated) {
        assertEquals(dist(enumerated), dist(smart));
    }
}
