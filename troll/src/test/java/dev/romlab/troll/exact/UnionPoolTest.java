package dev.romlab.troll.exact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.romlab.troll.LargeStack;
import dev.romlab.troll.TrollException;
import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.value.Value;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Collections;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue #11: a chain of {@code U} over independent pools of one distribution is one pool, so it gets the counting
 * paths and the refusal from the shape that its {@code Nd6} spelling gets; before, {@code max} of 40 terms
 * {@code d6 U d6 U ...} ran to the 60 s budget where {@code max 40d6} takes a tenth of a second.
 */
class UnionPoolTest {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private static Distribution<Value> dist(String source) {
        return LargeStack.call(() -> new ExactEngine(Parser.parse(source)).distribution());
    }

    /** {@code d6 U d6 U ...} with n terms. */
    private static String chain(int n) {
        return String.join(" U ", Collections.nCopies(n, "d6"));
    }

    @ParameterizedTest(name = "{0} (40 terms) == {0} 40d6")
    @CsvSource({"max", "min", "median", "count different", "different", "maximal", "largest 3", "sum least 2"})
    void fortyTermsAreFortyDice(String operator) {
        long start = THREADS.getCurrentThreadCpuTime();
        assertEquals(dist(operator + " 40d6"), dist(operator + " (" + chain(40) + ")"));
        long millis = (THREADS.getCurrentThreadCpuTime() - start) / 1_000_000;
        assertTrue(millis < 10_000, operator + " of the chain took " + millis + " ms of CPU");
    }

    @ParameterizedTest(name = "{0} terms are refused as {0}d6 is")
    @CsvSource({"50", "10000"})
    void aLongChainIsRefusedAtOnceAsItsPoolIs(int terms) {
        TrollException expected = assertThrows(TrollException.class, () -> dist(terms + "d6"));
        long start = THREADS.getCurrentThreadCpuTime();
        TrollException refused = assertThrows(TrollException.class, () -> dist(chain(terms)));
        long millis = (THREADS.getCurrentThreadCpuTime() - start) / 1_000_000;
        assertEquals(expected.detail(), refused.detail());
        assertTrue(millis < 5_000, "refused after " + millis + " ms of CPU");
    }

    @Test
    void theRefusalOfOrderStatisticsIsThePoolsToo() {
        String pool = assertThrows(TrollException.class, () -> dist("max 10000d6")).detail();
        assertEquals(pool, assertThrows(TrollException.class, () -> dist("max (" + chain(10_000) + ")")).detail());
    }

    @ParameterizedTest(name = "{0} == {1}")
    @CsvSource(delimiter = '|', value = {
        "d6 U d6 U d6                 | {d6, d6, d6}",
        "2d6 U d6 U 1#d6              | 4d6",
        "max (2d4 U 3#d4)             | max 5d4",
        "max (d6 U d8 U d6)           | max {d6, d8, d6}",
        "d6 U d8 U d6                 | {d6, d8, d6}",
        "largest 2 (d6 U d8 U d6)     | largest 2 {d6, d8, d6}",
        "count different (d4 U 2d3)   | count different {d4, d3, d3}",
        "x := d6; max (x U x)         | x := d6; max {x, x}",
        "x := d6; x U x U d6          | x := d6; {x, x, d6}",
        "max ((d3)d4 U d4)            | n := d3; max ((n#d4 U d4) drop {})",
        "max (d6 U 1 U d6)            | max {d6, 1, d6}",
    })
    void chainsAgreeWithTheirEnumeration(String chain, String enumerated) {
        assertEquals(dist(enumerated), dist(chain));
    }
}
