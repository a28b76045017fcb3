package dev.romlab.cli;

import java.util.Base64;
import java.util.List;
import java.util.Locale;

import dev.romlab.cli.plot.Chart;
import dev.romlab.cli.plot.ChartRenderer;
import dev.romlab.cli.plot.PlotFormat;
import dev.romlab.kernels.CheckReport;
import dev.romlab.kernels.CycleSpread;
import dev.romlab.kernels.DepartureReport;
import dev.romlab.kernels.DiffReport;
import dev.romlab.kernels.FairnessReport;

/**
 * The HTML of {@code romlab report}: one page that opens in any browser with nothing else, its pictures SVG in
 * {@code data:} URIs (each its own document, so the ids JFreeSVG numbers from one prefix never clash), its style
 * inline, no script.
 */
final class ReportPage {

    private static final String STYLE = """
            body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
                   color: #1d2330; background: #f4f5f7; margin: 0; }
            main { max-width: 1240px; margin: 0 auto; padding: 24px 28px 48px; }
            h1 { font-size: 28px; margin: 0 0 4px; }
            h2 { font-size: 21px; margin: 0 0 10px; }
            h3 { font-size: 16px; margin: 16px 0 6px; color: #3b4456; }
            p.lead { color: #4a5468; margin: 0 0 20px; max-width: 960px; }
            section { background: #fff; border: 1px solid #dde1e8; border-radius: 8px; padding: 18px 22px;
                      margin: 0 0 22px; }
            table { border-collapse: collapse; width: 100%; font-size: 13px; }
            th, td { text-align: left; padding: 5px 8px; border-bottom: 1px solid #e6e9ee; vertical-align: top; }
            th { background: #eef1f5; font-weight: 600; white-space: nowrap; }
            td.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
            td.cycles { text-align: right; font-variant-numeric: tabular-nums; min-width: 150px; }
            td.finding { min-width: 320px; }
            td.nowrap { white-space: nowrap; }
            .yes { color: #1a7f37; font-weight: 600; }
            .no { color: #b42318; font-weight: 700; }
            code { font: 13px ui-monospace, "DejaVu Sans Mono", monospace; background: #f0f2f5; padding: 1px 4px;
                   border-radius: 3px; }
            .cpu { color: #5b6578; font-weight: 400; font-size: 15px; }
            .figures { display: grid; grid-template-columns: 1fr 1fr; gap: 18px; align-items: start; }
            .figures.one { grid-template-columns: minmax(0, 820px); }
            figure { margin: 0; }
            figure img { width: 100%; height: auto; border: 1px solid #e6e9ee; border-radius: 4px; background: #fff; }
            figcaption { font-size: 13px; color: #4a5468; margin-top: 6px; }
            dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 14px; margin: 0; }
            dt { font-weight: 600; color: #3b4456; }
            dd { margin: 0; }
            nav { display: flex; flex-wrap: wrap; gap: 4px 14px; margin: 0 0 18px; }
            nav a { white-space: nowrap; }
            a { color: #1f5fbf; }
            """;

    private ReportPage() {
    }

    static String html(CheckReport check, List<ReportCommand.Section> sections, Chart distance, String version) {
        StringBuilder out = new StringBuilder();
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>romlab report</title>\n<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n<main>\n");
        out.append("<h1>romlab report</h1>\n<p class=\"lead\">Every bundled kernel (a routine of an old game or "
                + "listing, run on a cycle-exact emulator of its CPU) against its independent reference model, what "
                + "it really does, how fair its dice are beside their Troll spec, and what a call costs. Made by "
                + "<code>romlab report</code> (romlab ").append(escape(version)).append("). Every figure is over "
                + "the kernel's default input set, what <code>romlab check</code> runs: exhaustive where the input "
                + "space is small, seeded samples elsewhere; the intended-model comparisons too, where "
                + "<code>romlab diff KERNEL --model intended --exhaustive</code> takes every input.</p>\n");
        out.append("<nav>");
        sections.forEach(s -> out.append("<a href=\"#").append(anchor(s)).append("\">").append(escape(s.kernel().id()))
                .append("</a>"));
        out.append("</nav>\n");
        checkTable(out, check);
        out.append("<section id=\"fairness\">\n<h2>How far each routine is from fair</h2>\n")
                .append("<div class=\"figures one\">").append(figure(distance, "The total variation distance of "
                        + "each routine from its Troll spec: half the sum over the values of |kernel - spec|, 0 for "
                        + "an exact match, 1 for nothing in common."))
                .append("</div>\n</section>\n");
        sections.forEach(s -> kernelSection(out, s));
        out.append("</main>\n</body>\n</html>\n");
        return out.toString();
    }

    private static void checkTable(StringBuilder out, CheckReport check) {
        out.append("<section id=\"check\">\n<h2>Every kernel against its model</h2>\n<table>\n<thead><tr><th>Kernel"
                + "</th><th>CPU</th><th>Inputs</th><th>Emulator = model</th><th>Cycles per call (min / mean / max)"
                + "</th><th>Fairness</th><th>Finding</th></tr></thead>\n<tbody>\n");
        for (CheckReport.Row row : check.rows()) {
            DiffReport diff = row.diff();
            out.append("<tr><td class=\"nowrap\"><a href=\"#kernel-").append(escape(diff.kernel())).append("\">")
                    .append(escape(diff.kernel())).append("</a></td><td class=\"nowrap\">")
                    .append(escape(diff.machine().cpu().name())).append("</td><td class=\"num\">")
                    .append(String.format(Locale.ROOT, "%,d", diff.checked())).append("</td><td>")
                    .append(diff.matches() ? "<span class=\"yes\">yes</span>" : "<span class=\"no\">NO</span>")
                    .append("</td><td class=\"cycles\">")
                    .append(escape(CheckCommand.cyclesText(diff.cycles(), diff.machine().cycleUnit())))
                    .append("</td><td class=\"nowrap\">")
                    .append(escape(row.fairness().map(FairnessReport::verdict).orElse("-"))).append("</td><td class=\"finding\">")
                    .append(escape(row.finding())).append("</td></tr>\n");
        }
        long matching = check.rows().stream().filter(r -> r.diff().matches()).count();
        out.append("</tbody>\n</table>\n<p>").append(check.allMatch()
                ? String.format(Locale.ROOT, "%d kernels, every one matches its model.", check.rows().size())
                : String.format(Locale.ROOT, "%d kernels, %d match their models, %d do NOT (see <code>romlab diff "
                        + "KERNEL</code>).", check.rows().size(), matching, check.rows().size() - matching))
                .append("</p>\n</section>\n");
    }

    private static void kernelSection(StringBuilder out, ReportCommand.Section s) {
        CheckReport.Row row = s.row();
        out.append("<section id=\"").append(anchor(s)).append("\">\n<h2>").append(escape(s.kernel().id()))
                .append(" <span class=\"cpu\">").append(escape(s.kernel().machine().text())).append("</span></h2>\n")
                .append("<p>").append(escape(s.kernel().description())).append("</p>\n<dl>\n");
        item(out, "Inputs", s.inputs());
        item(out, "Emulator = model", row.diff().matches() ? "yes, outputs and cycles" : "NO: " + row.diff().summary());
        item(out, "What the code does", row.finding());
        s.departure().ifPresentOrElse(d -> item(out, "Against its intent", intended(d)),
                () -> item(out, "Against its intent", "no intended model: the faithful one is the finding"));
        out.append("</dl>\n");
        out.append("<div class=\"figures\">\n");
        s.fairness().ifPresent(chart -> out.append(figure(chart, spec(row.fairness().orElseThrow()))));
        out.append(figure(s.cycles(), spread(s.spread(), s.kernel().machine().cycleUnit()))).append("</div>\n</section>\n");
    }

    private static String intended(DepartureReport d) {
        StringBuilder text = new StringBuilder(d.intended()).append(": ").append(d.summary());
        d.first().ifPresent(first -> text.append("; first at ").append(first.input().text()).append(": ")
                .append(first.text()));
        return text.append(" (over the default input set)").toString();
    }

    private static String spec(FairnessReport report) {
        return "Beside its spec, the Troll program '" + report.spec() + "' at " + report.sidesName() + " "
                + report.sides() + ": total variation distance " + report.totalVariationDistance() + " = "
                + FairnessReport.decimal(report.totalVariationDistance(), FairnessReport.VERDICT_PLACES)
                + report.largestRatio().map(r -> "; largest ratio kernel/spec " + r.ratio() + " (at " + r.value()
                        + ")").orElse("") + ". The same picture as romlab fairness " + report.kernel() + " --plot.";
    }

    private static String spread(CycleSpread spread, String unit) {
        return String.format(Locale.ROOT, "%s per call over %,d calls: min %,d, median %,d, max %,d%s.", unit,
                spread.calls(), spread.min(), spread.median(), spread.max(), spread.neverReturned() > 0
                        ? String.format(Locale.ROOT, "; %,d never return", spread.neverReturned()) : "");
    }

    private static void item(StringBuilder out, String term, String text) {
        out.append("<dt>").append(escape(term)).append("</dt><dd>").append(escape(text)).append("</dd>\n");
    }

    private static String figure(Chart chart, String caption) {
        String svg = Base64.getEncoder().encodeToString(ChartRenderer.render(chart, PlotFormat.SVG));
        return "<figure><img alt=\"" + escape(chart.title()) + "\" src=\"data:image/svg+xml;base64," + svg
                + "\"><figcaption>" + escape(caption) + "</figcaption></figure>\n";
    }

    private static String anchor(ReportCommand.Section s) {
        return "kernel-" + escape(s.kernel().id());
    }

    /** Text as HTML: the five characters that could start markup or end an attribute. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
