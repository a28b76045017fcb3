package dev.romlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import dev.romlab.cli.plot.SvgPicture;
import dev.romlab.kernels.Kernel;
import dev.romlab.kernels.KernelRegistry;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code romlab report FILE.html}, parsed as a browser would (jsoup): every kernel present, every picture embedded,
 * nothing fetched from elsewhere. The page is made once (it runs check and every kernel's cycles: minutes).
 */
class ReportCommandTest {

    private static final String SVG_DATA = "data:image/svg+xml;base64,";
    private static final Pattern CSS_OUTSIDE = Pattern.compile("@import|url\\(", Pattern.CASE_INSENSITIVE);

    @TempDir
    static Path dir;

    private static CommandRun run;
    private static Document page;

    @BeforeAll
    static void makePage() throws IOException {
        Path file = dir.resolve("report.html");
        run = CommandRun.of("report", file.toString()).assertExit(0);
        page = Jsoup.parse(file.toFile(), "UTF-8");
    }

    @Test
    void saysWhereItWroteThePage() {
        assertTrue(run.out().endsWith("report.html: " + KernelRegistry.bundled().all().size() + " kernels\n"),
                run.out());
    }

    @Test
    void everyBundledKernelHasARowOfTheCheckTableAndASection() {
        List<String> rows = page.select("#check tbody tr td:first-child").eachText();
        List<String> ids = KernelRegistry.bundled().all().stream().map(Kernel::id).toList();
        assertEquals(ids, rows);
        for (Kernel kernel : KernelRegistry.bundled().all()) {
            Element section = page.getElementById("kernel-" + kernel.id());
            assertTrue(section != null, "no section for " + kernel.id());
            assertTrue(section.selectFirst("h2").text().startsWith(kernel.id()), section.selectFirst("h2").text());
            // its cycle spread, and beside a Troll spec its fairness picture too
            boolean dice = kernel.randomByteInput().flatMap(in -> in.trollSpec(in.defaultSides())).isPresent();
            assertEquals(dice ? 2 : 1, section.select("figure img").size(), kernel.id());
            assertTrue(section.text().contains("median"), kernel.id());
        }
    }

    @Test
    void theIntendedModelsFindingsAreThere() {
        assertTrue(page.getElementById("kernel-z80-mul").text().contains("departs"),
                page.getElementById("kernel-z80-mul").text());
        assertTrue(page.getElementById("kernel-fds-backgammon-rng").text().contains("departs in 32 of 32 sequence"),
                page.getElementById("kernel-fds-backgammon-rng").text());
    }

    @Test
    void everyPictureIsAnSvgInADataUri() {
        List<Element> images = page.select("img");
        assertFalse(images.isEmpty());
        for (Element image : images) {
            String src = image.attr("src");
            assertTrue(src.startsWith(SVG_DATA), src.substring(0, Math.min(80, src.length())));
            SvgPicture picture = new SvgPicture(Base64.getDecoder().decode(src.substring(SVG_DATA.length())));
            assertFalse(picture.texts().isEmpty());
        }
    }

    @Test
    void nothingComesFromElsewhere() {
        for (Element element : page.getAllElements()) {
            for (String attribute : List.of("src", "href", "srcset", "action", "data", "poster")) {
                String value = element.attr(attribute);
                if (!value.isEmpty()) {
                    assertTrue(value.startsWith("data:") || value.startsWith("#"), element.tagName() + " "
                            + attribute + "=" + value.substring(0, Math.min(80, value.length())));
                }
            }
        }
        assertTrue(page.select("script, link, iframe, object, embed").isEmpty());
        for (Element style : page.select("style")) {
            assertFalse(CSS_OUTSIDE.matcher(style.data()).find(), style.data());
        }
        page.select("[style]").forEach(e -> assertFalse(CSS_OUTSIDE.matcher(e.attr("style")).find()));
    }

    @Test
    void theDistanceChartHasABarPerDiceRoutineAsTallAsItsDistance() {
        Element image = page.selectFirst("#fairness img");
        SvgPicture picture = new SvgPicture(Base64.getDecoder().decode(image.attr("src").substring(SVG_DATA.length())));
        Map<String, SvgPicture.Box> bars = picture.bars("total variation distance");
        List<String> dice = new ArrayList<>();
        List<Double> distances = new ArrayList<>();
        for (Element row : page.select("#check tbody tr")) {
            String verdict = row.child(5).text();
            if (verdict.startsWith("TVD ")) {
                dice.add(row.child(0).text() + " (" + row.child(1).text() + ")");
                distances.add(Double.parseDouble(verdict.substring(4)));
            }
        }
        assertEquals(dice, List.copyOf(bars.keySet()));
        // heights in proportion to the distances: the tallest bar is the largest distance
        double largest = distances.stream().mapToDouble(d -> d).max().orElseThrow();
        double tallest = bars.values().stream().mapToDouble(SvgPicture.Box::height).max().orElseThrow();
        for (int i = 0; i < dice.size(); i++) {
            assertEquals(distances.get(i) / largest, bars.get(dice.get(i)).height() / tallest, 0.01, dice.get(i));
        }
    }
}
