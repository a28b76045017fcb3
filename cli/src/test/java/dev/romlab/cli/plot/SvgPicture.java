package dev.romlab.cli.plot;

import java.awt.Color;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * An SVG picture read back with the JDK's XML parser, for tests: its texts, the bars of each series and the cells of
 * a grid, found by the element groups JFreeChart names ({@code jfreesvg:ref}).
 */
public final class SvgPicture {

    private static final String JFREESVG = "http://www.jfree.org/jfreesvg/svg";
    private static final Pattern BAR_KEY = Pattern.compile("\\{\"rowKey\": \"(.*)\", \"columnKey\": \"(.*)\"\\}");
    private static final Pattern CELL_KEY = Pattern.compile("\\{\"row\": (\\d+), \"column\": (\\d+)\\}");
    private static final Pattern FILL = Pattern.compile("fill:rgb\\((\\d+),(\\d+),(\\d+)\\)");

    /** One drawn rectangle: a bar or a cell. */
    public record Box(double x, double y, double width, double height, Color fill) {

        public double centreX() {
            return x + width / 2;
        }

        public double centreY() {
            return y + height / 2;
        }
    }

    private final Document document;

    public SvgPicture(byte[] svg) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true); // nothing to fetch
            DocumentBuilder builder = factory.newDocumentBuilder();
            document = builder.parse(new ByteArrayInputStream(svg));
        } catch (Exception e) {
            throw new AssertionError("not a well-formed SVG document without a DOCTYPE: " + e.getMessage(), e);
        }
    }

    public Element root() {
        return document.getDocumentElement();
    }

    /** Every text element's content, in document order. */
    public List<String> texts() {
        List<String> out = new ArrayList<>();
        NodeList texts = document.getElementsByTagNameNS("*", "text");
        for (int i = 0; i < texts.getLength(); i++) {
            out.add(texts.item(i).getTextContent());
        }
        return out;
    }

    /** The texts joined by blanks: a long title is drawn as several lines. */
    public String text() {
        return String.join(" ", texts()).replace("  ", " ");
    }

    /**
     * The bars (or line points) of the series named {@code series}, by category, in the order drawn; a bar of 0, which
     * JFreeChart names but draws nothing in, as a box of no size.
     */
    public Map<String, Box> bars(String series) {
        Map<String, Box> out = new LinkedHashMap<>();
        for (Element group : namedGroups()) {
            Matcher key = BAR_KEY.matcher(group.getAttributeNS(JFREESVG, "ref"));
            if (key.matches() && key.group(1).equals(series)) {
                boolean drawn = group.getElementsByTagNameNS("*", "rect").getLength() > 0
                        || group.getElementsByTagNameNS("*", "path").getLength() > 0;
                out.put(key.group(2), drawn ? firstShape(group) : new Box(0, 0, 0, 0, null));
            }
        }
        return out;
    }

    /**
     * The labels written over the bars (or points) of the series named {@code series}, by category: the text drawn
     * right after each one's group.
     */
    public Map<String, String> barLabels(String series) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Element group : namedGroups()) {
            Matcher key = BAR_KEY.matcher(group.getAttributeNS(JFREESVG, "ref"));
            if (key.matches() && key.group(1).equals(series)) {
                Node next = group.getNextSibling();
                while (next != null && !(next instanceof Element)) {
                    next = next.getNextSibling();
                }
                NodeList texts = next == null ? null : ((Element) next).getElementsByTagNameNS("*", "text");
                if (texts == null || texts.getLength() == 0) {
                    throw new AssertionError("no label after the bar of " + key.group(2));
                }
                out.put(key.group(2), texts.item(0).getTextContent());
            }
        }
        return out;
    }

    /** A grid's cells by {@code row,column}. */
    public Map<String, Box> cells() {
        Map<String, Box> out = new LinkedHashMap<>();
        for (Element group : namedGroups()) {
            Matcher key = CELL_KEY.matcher(group.getAttributeNS(JFREESVG, "ref"));
            if (key.matches()) {
                out.put(key.group(1) + "," + key.group(2), firstShape(group));
            }
        }
        return out;
    }

    private List<Element> namedGroups() {
        List<Element> out = new ArrayList<>();
        NodeList groups = document.getElementsByTagNameNS("*", "g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element group = (Element) groups.item(i);
            if (group.hasAttributeNS(JFREESVG, "ref")) {
                out.add(group);
            }
        }
        return out;
    }

    /** The group's first rectangle, or a line point's path by its bounds. */
    private static Box firstShape(Element group) {
        NodeList rects = group.getElementsByTagNameNS("*", "rect");
        if (rects.getLength() > 0) {
            Element rect = (Element) rects.item(0);
            return new Box(number(rect, "x"), number(rect, "y"), number(rect, "width"), number(rect, "height"),
                    fill(rect.getAttribute("style")));
        }
        NodeList paths = group.getElementsByTagNameNS("*", "path");
        if (paths.getLength() == 0) {
            throw new AssertionError("a named group with no shape");
        }
        Element path = (Element) paths.item(0);
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        Matcher point = Pattern.compile("(-?[0-9.]+),(-?[0-9.]+)").matcher(path.getAttribute("d"));
        while (point.find()) {
            double x = Double.parseDouble(point.group(1));
            double y = Double.parseDouble(point.group(2));
            minX = Math.min(minX, x);
            minY = Math.min(minY, y);
            maxX = Math.max(maxX, x);
            maxY = Math.max(maxY, y);
        }
        Element styled = path.hasAttribute("style") ? path : (Element) path.getParentNode();
        return new Box(minX, minY, maxX - minX, maxY - minY, fill(styled.getAttribute("style")));
    }

    private static double number(Element element, String attribute) {
        return Double.parseDouble(element.getAttribute(attribute));
    }

    private static Color fill(String style) {
        Matcher fill = FILL.matcher(style);
        return fill.find() ? new Color(Integer.parseInt(fill.group(1)), Integer.parseInt(fill.group(2)),
                Integer.parseInt(fill.group(3))) : null;
    }
}
