package dev.stagestack.editor.export;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.model.Graph;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExportTest {
    private final Graph graph = Fixtures.menu();

    @Test
    void mermaidHasStatesInitialAndOneArrowPerTransition() {
        String text = MermaidExport.of(graph);
        assertEquals("""
                stateDiagram-v2
                    %% Menu
                    state "Title" as title
                    state "World" as world
                    state "Pause" as pause
                    [*] --> title
                    title --> world : button 'Play' / push world
                    world --> pause : key ESCAPE / push pause
                    pause --> pause : button 'Resume' / pop
                    title --> [*] : button 'Quit' / quit
                """, text);
    }

    @Test
    void mermaidIdsAreSanitised() {
        assertEquals("boss_dialog", MermaidExport.mermaidId("boss-dialog"));
        assertEquals("s_1st", MermaidExport.mermaidId("1st"));
    }

    @Test
    void svgIsWellFormedWithOneCardPerStateAndPopsDrawnToWhatTheyReveal() throws Exception {
        StackInsight insight = new StackInsight(Map.of("resume", Set.of("world")), OptionalInt.of(3), List.of());
        String svg = SvgExport.of(graph, insight);
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        assertEquals("svg", doc.getDocumentElement().getTagName());
        assertEquals(3, count(svg, "class=\"state\""));
        assertEquals(1, count(svg, "class=\"edge pop\""));
        assertEquals(1, count(svg, "class=\"terminal\""));
        assertTrue(svg.contains(">ESCAPE</text>"));
    }

    private static int count(String text, String needle) {
        int n = 0;
        for (int i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) {
            n++;
        }
        return n;
    }
}
