/**
 * Pictures of romlab's findings (issue #23): a small description of a chart that commands fill, and one renderer
 * that draws it as SVG or PNG.
 *
 * <h2>Use</h2>
 * <ol>
 *   <li>Describe the picture with the records here, which hold plain values and load no graphics class:
 *       a {@link dev.romlab.cli.plot.Chart} has a title, note lines under it, and a figure, either
 *       {@link dev.romlab.cli.plot.Bars} (categories along one axis, one or more {@link dev.romlab.cli.plot.Panel}s
 *       stacked on it, each with bar and line {@link dev.romlab.cli.plot.Series} and {@link dev.romlab.cli.plot.Mark}s
 *       such as a ratio's 1 or a minimum, median and maximum) or a {@link dev.romlab.cli.plot.Grid} (a heat map of
 *       labelled cells: two dice, a board).</li>
 *   <li>Check the user's file early with {@link dev.romlab.cli.plot.PlotFormat#of}: {@code .svg} or {@code .png}, any
 *       other name an {@link java.lang.IllegalArgumentException} naming both.</li>
 *   <li>Draw it with {@link dev.romlab.cli.plot.ChartRenderer#render}, which returns the file's bytes; the command
 *       writes them through its OutputFiles ({@code dev.romlab.cli.PlotOption} does both for a {@code --plot FILE}
 *       option).</li>
 * </ol>
 * {@link dev.romlab.cli.plot.DistributionChart} builds the pictures of {@code dist} and {@code fairness}.
 *
 * <h2>Why this shape</h2>
 * Charts come from JFreeChart, SVG from JFreeSVG, PNG from the JDK's ImageIO, all in headless AWT. Only
 * {@link dev.romlab.cli.plot.ChartRenderer} (and the classes it alone uses) names a JFreeChart or AWT class, and it is
 * reached only when a picture is asked for, so every other command starts without loading them. Size and fonts are
 * fixed and the SVG's generated ids are numbered from a fixed prefix, so the same chart gives the same bytes (on one
 * machine: text is laid out with the fonts Java finds there).
 */
package dev.romlab.cli.plot;
