package dev.stagestack.editor.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import java.awt.Color;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The SVG and PNG exports: one drawing, presentation attributes only, text that fits, the whole graph. */
class ExportTest {
    private static final StackInsight RESUME_REVEALS_WORLD =
            new StackInsight(Map.of("pause", Set.of("world")), OptionalInt.of(3), List.of());
    private final Graph graph = Fixtures.menu();

    @Test
    void svgIsWellFormedWithOneCardPerStateAndPopsDrawnToWhatTheyReveal() throws Exception {
        String svg = SvgExport.of(graph, RESUME_REVEALS_WORLD);
        Document doc = parse(svg);
        assertEquals("svg", doc.getDocumentElement().getTagName());
        assertEquals(3, count(svg, "fill=\"#1f2328\" stroke=\"none\">"), "one name per card");
        assertEquals(1, count(svg, "stroke-dasharray=\"6 4\""), "the pop, dashed, once: to the state it reveals");
        assertEquals(1, count(svg, "stroke=\"#cf222e\" stroke-width=\"3\""), "the quit's terminal");
        assertTrue(svg.contains(">ESCAPE</text>"));
    }

    @Test
    void svgNeedsNoStylesheetEveryTextCarriesItsFontAndFillAndEveryShapeItsPaint() throws Exception {
        String svg = SvgExport.of(graph, RESUME_REVEALS_WORLD);
        assertFalse(svg.contains("<style"), svg);
        assertFalse(svg.contains("class="), svg);
        Document doc = parse(svg);
        NodeList texts = doc.getElementsByTagName("text");
        assertTrue(texts.getLength() >= 3 + 3 + 4, "names, details and labels");
        for (int i = 0; i < texts.getLength(); i++) {
            Element text = (Element) texts.item(i);
            for (String attribute : List.of("fill", "stroke", "font-family", "font-size", "font-weight", "x", "y")) {
                assertFalse(text.getAttribute(attribute).isEmpty(), attribute + " of " + text.getTextContent());
            }
        }
        NodeList paths = doc.getElementsByTagName("path");
        for (int i = 0; i < paths.getLength(); i++) {
            Element path = (Element) paths.item(i);
            assertFalse(path.getAttribute("fill").isEmpty(), "every path says its fill (none for lines)");
            assertFalse(path.getAttribute("stroke").isEmpty(), "and its stroke (none for areas)");
        }
    }

    @Test
    void longNamesAreShortenedToFitTheirCardsByMeasure() throws Exception {
        String longName = "The Very Long Name Of A Boss Fight That Never Ends";
        Graph named = graph.withStates(graph.states().stream()
                .map(s -> s.id().equals("world") ? s.withName(longName) : s)
                .toList());
        Document doc = parse(SvgExport.of(named, StackInsight.UNKNOWN));
        NodeList texts = doc.getElementsByTagName("text");
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < texts.getLength(); i++) {
            Element text = (Element) texts.item(i);
            shown.add(text.getTextContent());
            if (text.getAttribute("font-weight").equals("bold")) {
                double width = DrawingFonts.width(
                        text.getTextContent(),
                        DrawingFonts.font(true, Double.parseDouble(text.getAttribute("font-size"))));
                assertTrue(width <= StateBox.WIDTH - 16 - 10, text.getTextContent() + " is " + width + " wide");
            }
        }
        assertTrue(
                shown.stream().anyMatch(t -> t.endsWith("…") && longName.startsWith(t.substring(0, t.length() - 1))),
                shown.toString());
        assertTrue(shown.contains("Title"), "short names stay whole");
    }

    @Test
    void namesThatLookLikeMarkupAreEscaped() throws Exception {
        String name = "<b>Boss & \"friends\"</b>";
        Graph named = graph.withName(name)
                .withStates(graph.states().stream()
                        .map(s -> s.id().equals("title") ? s.withName(name) : s)
                        .toList());
        Document doc = parse(SvgExport.of(named, StackInsight.UNKNOWN));
        assertEquals(name, doc.getElementsByTagName("title").item(0).getTextContent());
        NodeList texts = doc.getElementsByTagName("text");
        boolean shown = false;
        for (int i = 0; i < texts.getLength(); i++) {
            String text = texts.item(i).getTextContent();
            shown |= text.equals(name) || text.endsWith("…") && name.startsWith(text.substring(0, text.length() - 1));
        }
        assertTrue(shown, "the name is text, not markup");
    }

    @Test
    void triggerLabelsKeepTheirIconsOnAHalo() throws Exception {
        String svg = SvgExport.of(graph, RESUME_REVEALS_WORLD);
        int labels = graph.transitions().size();
        assertEquals(labels, count(svg, "fill=\"#0969da\" stroke=\"none\">"), "one trigger text per transition");
        assertEquals(
                labels,
                count(svg, "fill=\"#0969da\" stroke=\"none\"/>"),
                "one icon per trigger, drawn as its glyph's outline");
    }

    @Test
    void pngIsTheWholeGraphAtTheScaleWhateverIsSelectedWithCardsInTheCardColour() {
        Rectangle2D bounds = new GraphDrawing(graph, RESUME_REVEALS_WORLD).bounds();
        for (int scale : PngExport.SCALES) {
            BufferedImage image = PngExport.image(graph, RESUME_REVEALS_WORLD, scale);
            assertEquals((int) Math.ceil(bounds.getWidth() * scale), image.getWidth());
            assertEquals((int) Math.ceil(bounds.getHeight() * scale), image.getHeight());
            for (StateDef s : graph.states()) {
                // inside the card, right of its name and details: card colour, no selection accent
                int x = (int) Math.round((s.x() + StateBox.WIDTH - 6 - bounds.getX()) * scale);
                int y = (int) Math.round((s.y() + 8 - bounds.getY()) * scale);
                assertEquals(
                        Color.decode(GraphDrawing.CARD_FILL).getRGB(), image.getRGB(x, y), s.id() + " at " + scale);
                int border = (int) Math.round((s.y() - bounds.getY()) * scale);
                assertNotEquals(
                        Color.decode(GraphDrawing.CARD_FILL).getRGB(),
                        image.getRGB(x, border),
                        "the card's border is drawn");
            }
        }
    }

    @Test
    void aPictureTooLargeToHoldIsRefusedWithAReason() {
        Graph far = graph.withStates(graph.states().stream()
                .map(s -> s.id().equals("pause") ? s.withPosition(20_000.0, 10_000.0) : s)
                .toList());
        IllegalArgumentException refused = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> PngExport.image(far, StackInsight.UNKNOWN, 4));
        assertTrue(refused.getMessage().contains("use a smaller scale, or SVG"), refused.getMessage());
    }

    @Test
    void anEmptyGraphStillDraws() {
        Graph empty = graph.withStates(List.of()).withTransitions(List.of());
        assertTrue(SvgExport.of(empty, StackInsight.UNKNOWN).startsWith("<svg"));
        assertEquals(160, PngExport.image(empty, StackInsight.UNKNOWN, 1).getWidth());
    }

    private static Document parse(String svg) throws Exception {
        return DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    private static int count(String text, String needle) {
        int n = 0;
        for (int i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) {
            n++;
        }
        return n;
    }
}
