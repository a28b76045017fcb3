package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.LinkedHashMap;

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
        assertEquals(fromMap.csv(), fromArray.csv().replace("approximate,true,\n", ""));
    }

    private static String text(TrollDistributionReport report, TrollDistributionReport.Unit unit) {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        report.print(out, unit, null);
        out.flush();
        return text.toString();
    }
}
