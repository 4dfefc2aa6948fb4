package dev.stagestack.editor.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.model.hostile.HostileNames;
import java.awt.Font;
import java.awt.geom.Rectangle2D;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The SVG (and so the PNG, one drawing) never clips: every point of every path and every text lies
 * inside the picture. And whatever a name holds, the SVG is well-formed XML, for Java's parser and
 * for xmllint.
 */
class ExportBoundsAndTextTest {
    private static final List<Graph> HOSTILE = HostileNames.graphs(0x5747_4B34_35L, 30);

    @TempDir
    Path dir;

    /** a and b in one row with c between them: three 3s timers from a to b bow far above the row. */
    private static Graph bowingTimers() {
        return new Graph(
                "Timers",
                "a",
                60,
                List.of(
                        StateDef.of("a").withPosition(0.0, 0.0),
                        StateDef.of("c").withPosition(300.0, 0.0),
                        StateDef.of("b").withPosition(600.0, 0.0)),
                List.of(
                        Transition.of("t1", "a", Trigger.timer(3), List.of(Action.push("b"))),
                        Transition.of("t2", "a", Trigger.timer(3), List.of(Action.push("b"))),
                        Transition.of("t3", "a", Trigger.timer(3), List.of(Action.push("b"))),
                        Transition.of("r", "c", Trigger.timer(3), List.of(Action.restart()))));
    }

    @Test
    void edgesThatBowAboveTheTopRowAndTheirLabelsAreInsideThePicture() throws Exception {
        assertEverythingInside(bowingTimers());
    }

    @Test
    void everyHostileGraphIsInsideItsPicture() throws Exception {
        for (Graph graph : HOSTILE) {
            assertEverythingInside(graph);
        }
    }

    @Test
    void everySvgParsesAsXmlWhateverTheNamesHold() throws Exception {
        int i = 0;
        for (Graph graph : HOSTILE) {
            String svg = svgOf(graph);
            parse(svg);
            Path file = dir.resolve("g" + i++ + ".svg");
            Files.write(file, svg.getBytes(StandardCharsets.UTF_8));
            Process xmllint = new ProcessBuilder("xmllint", "--noout", file.toString())
                    .redirectErrorStream(true)
                    .start();
            String output = new String(xmllint.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(xmllint.waitFor(60, TimeUnit.SECONDS), "xmllint finished");
            assertEquals(0, xmllint.exitValue(), file + ": " + output);
        }
    }

    private static String svgOf(Graph graph) {
        return SvgExport.of(graph, StackInsight.of(graph, StackAnalysis.analyze(graph)));
    }

    private static void assertEverythingInside(Graph graph) throws Exception {
        Document doc = parse(svgOf(graph));
        String[] box = doc.getDocumentElement().getAttribute("viewBox").split(" ");
        Rectangle2D view = new Rectangle2D.Double(
                Double.parseDouble(box[0]),
                Double.parseDouble(box[1]),
                Double.parseDouble(box[2]),
                Double.parseDouble(box[3]));
        NodeList paths = doc.getElementsByTagName("path");
        for (int i = 0; i < paths.getLength(); i++) {
            String d = ((Element) paths.item(i)).getAttribute("d");
            String[] numbers = d.replaceAll("[MLQCZ]", " ").trim().split("\\s+");
            for (int k = 0; k + 1 < numbers.length; k += 2) {
                double x = Double.parseDouble(numbers[k]);
                double y = Double.parseDouble(numbers[k + 1]);
                assertTrue(inside(view, x, y), graph.name() + ": path point " + x + "," + y + " outside " + view);
            }
        }
        NodeList texts = doc.getElementsByTagName("text");
        for (int i = 0; i < texts.getLength(); i++) {
            Element text = (Element) texts.item(i);
            double x = Double.parseDouble(text.getAttribute("x"));
            double y = Double.parseDouble(text.getAttribute("y"));
            double size = Double.parseDouble(text.getAttribute("font-size"));
            Font font = DrawingFonts.font("bold".equals(text.getAttribute("font-weight")), size);
            double width = DrawingFonts.width(text.getTextContent(), font);
            assertTrue(
                    inside(view, x, y - size) && inside(view, x + width, y),
                    graph.name() + ": text " + text.getTextContent() + " at " + x + "," + y + " outside " + view);
        }
    }

    /** Inside or on the border (the background fills the picture to its edges), to the SVG's 0.01. */
    private static boolean inside(Rectangle2D view, double x, double y) {
        double e = 0.011;
        return x >= view.getMinX() - e && x <= view.getMaxX() + e && y >= view.getMinY() - e && y <= view.getMaxY() + e;
    }

    private static Document parse(String svg) throws Exception {
        return DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }
}
