package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.util.LinkedHashMap;
import java.util.function.Consumer;

import dev.romlab.cpu.json.Json;
import dev.romlab.troll.exact.Distribution;
import dev.romlab.troll.exact.ExactEngine;
import dev.romlab.troll.parse.Parser;
import dev.romlab.troll.value.Value;
import org.junit.jupiter.api.Test;

/**
 * A sum computed in floating point is reported from its array ({@code FloatSums}: rows made as printed, statistics
 * from the array's moments, issue #11); the report is the one the same weights give as an ordinary map of outcomes,
 * but for the line that says the figures are approximate.
 */
class TrollFloatSumsReportTest {

    private static final String SOURCE = "sum 3000d6 + sum 10d8";

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    @Test
    void theArraysReportIsTheMapsReport() {
        Distribution<Value> array = new ExactEngine(Parser.parse(SOURCE)).distribution();
        assertNotNull(array.floatSums(), SOURCE + " is computed in floating point");
        Distribution<Value> map = Distribution.of(new LinkedHashMap<>(array.weights()), array.denominator());
        TrollDistributionReport fromArray = new TrollDistributionReport(array, 12);
        TrollDistributionReport fromMap = new TrollDistributionReport(map, 12);
        for (TrollDistributionReport.Unit unit : TrollDistributionReport.Unit.values()) {
            assertEquals(text(fromMap, unit), text(fromArray, unit).replace(
                    TrollDistributionReport.APPROXIMATE_NOTE + "\n", ""), unit.toString());
        }
        assertEquals(csv(fromMap), csv(fromArray).replace("approximate,true,\n", ""));
    }

    /**
     * Issue #11: the 238,091 rows of {@code sum 47618d6} as JSON (92 MB) took 6.7 s of CPU and 1.9 GB, the whole
     * document built in memory and a big-integer gcd per figure; as CSV 3 s. Now each row is written as it is made,
     * into a writer that keeps nothing, within a budget of this thread's CPU time and allocation (generous for a
     * loaded machine: 1.3 s and 0.9 s of CPU, 2.2 GB and 2.5 GB allocated in all when measured, most of it the
     * figures' short-lived big integers and strings).
     */
    @Test
    void aLongTableIsWrittenRowByRowWithinBudget() {
        TrollDistributionReport report = new TrollDistributionReport(
                new ExactEngine(Parser.parse("sum 47618d6")).distribution(), 12);
        TrollDistributionReport warmUp = new TrollDistributionReport(
                new ExactEngine(Parser.parse(SOURCE)).distribution(), 12);
        measured(out -> Json.write(warmUp.json(), out, true));
        measured(out -> warmUp.csv(new PrintWriter(out)));
        // sizes of the documents main printed before this change (with the final newline of the JSON)
        assertEquals(91_705_540, measured(out -> Json.write(report.json(), out, true)), "JSON characters");
        assertEquals(58_372_691, measured(out -> {
            PrintWriter print = new PrintWriter(out);
            report.csv(print);
            print.flush();
        }), "CSV characters");
    }

    /** Writes into a writer that only counts, and checks this thread's CPU time and allocation. */
    private static long measured(Consumer<Writer> write) {
        long[] characters = {0};
        Writer counter = new Writer() {
            @Override
            public void write(char[] buffer, int offset, int length) {
                characters[0] += length;
            }

            @Override
            public Writer append(CharSequence text) {
                characters[0] += text.length();
                return this;
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        long cpu = THREADS.getCurrentThreadCpuTime();
        long allocated = THREADS.getCurrentThreadAllocatedBytes();
        write.accept(counter);
        long cpuMillis = (THREADS.getCurrentThreadCpuTime() - cpu) / 1_000_000;
        long megabytes = (THREADS.getCurrentThreadAllocatedBytes() - allocated) >> 20;
        assertTrue(cpuMillis < 3_000, "took " + cpuMillis + " ms of CPU");
        assertTrue(megabytes < 4_000, "allocated " + megabytes + " MB");
        return characters[0];
    }

    private static String csv(TrollDistributionReport report) {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        report.csv(out);
        out.flush();
        return text.toString();
    }

    private static String text(TrollDistributionReport report, TrollDistributionReport.Unit unit) {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        report.print(out, unit, null);
        out.flush();
        return text.toString();
    }
}
