package dev.stagestack.tools.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.ExportText;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.Transition;
import dev.stagestack.model.check.GraphChecker;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.model.hostile.HostileNames;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Graphs the checker accepts, with names made of controls, NUL, U+FFFE, lone surrogates, bidi
 * overrides, quotes, markup, braces and line breaks ({@link HostileNames}): every DOT export parses
 * with Graphviz's dot and every Mermaid export with mermaid's own parser, and the checker warns
 * (with the path) about exactly the names the exports cannot carry.
 */
class HostileExportsTest {
    private static final long SEED = 0x5747_4B34_35L;
    private static final List<Graph> GRAPHS = HostileNames.graphs(SEED, 40);

    @TempDir
    Path dir;

    @Test
    void theCheckerAcceptsEveryGraphAndWarnsAboutExactlyTheTextNoExportCanCarry() {
        for (Graph graph : GRAPHS) {
            List<Problem> problems = GraphChecker.check(graph);
            assertTrue(problems.stream().noneMatch(Problem::isError), problems.toString());
            Set<String> warned = problems.stream()
                    .filter(p -> p.code().equals("export-text"))
                    .map(Problem::path)
                    .collect(Collectors.toSet());
            assertEquals(lossyTexts(graph).keySet(), warned, graph.toString());
        }
    }

    @Test
    void everyDotExportParsesWithDot() throws Exception {
        ExternalTools.requireDot();
        int i = 0;
        for (Graph graph : GRAPHS) {
            Path file = dir.resolve("g" + i++ + ".dot");
            Files.writeString(file, DotDiagram.of(graph, PopReveals.of(graph, StackAnalysis.analyze(graph))));
            ExternalTools.Result result =
                    ExternalTools.run(dir, List.of("dot", "-Tsvg", "-o", file + ".svg", file.toString()));
            assertEquals(0, result.code(), file + ": " + result.output() + "\n" + Files.readString(file));
            assertTrue(result.output().isBlank(), file + ": dot warned: " + result.output());
        }
    }

    @Test
    void everyMermaidExportParsesWithMermaidsParser() throws Exception {
        Path parser = ExternalTools.mermaidParser();
        List<String> command = new ArrayList<>(List.of("node", parser.toString()));
        int i = 0;
        for (Graph graph : GRAPHS) {
            Path file = dir.resolve("g" + i++ + ".mmd");
            Files.writeString(file, MermaidDiagram.of(graph, PopReveals.of(graph, StackAnalysis.analyze(graph))));
            command.add(file.toString());
        }
        ExternalTools.Result result = ExternalTools.run(parser.getParent(), command);
        assertEquals(0, result.code(), result.output() + "\n" + firstFailing(result.output()));
        assertEquals(
                GRAPHS.size(),
                result.output().lines().filter(l -> l.startsWith("ok ")).count(),
                result.output());
    }

    @Test
    void noExportHoldsACharacterXmlCannotHold() {
        for (Graph graph : GRAPHS) {
            Map<String, Set<String>> reveals = PopReveals.of(graph, StackAnalysis.analyze(graph));
            for (String text : List.of(DotDiagram.of(graph, reveals), MermaidDiagram.of(graph, reveals))) {
                for (String line : text.split("\n")) {
                    assertEquals(ExportText.carried(line), line, "every character carried");
                }
            }
        }
    }

    /** The text of the first file the parser refused, to see why. */
    private static String firstFailing(String output) throws java.io.IOException {
        String line =
                output.lines().filter(l -> l.startsWith("FAIL ")).findFirst().orElse(null);
        return line == null ? "" : Files.readString(Path.of(line.substring(5, line.indexOf(": "))));
    }

    /** Path to text for every free text of the graph that the exports cannot show exactly. */
    private static Map<String, String> lossyTexts(Graph graph) {
        Map<String, String> texts = new LinkedHashMap<>();
        texts.put("name", graph.name());
        for (int i = 0; i < graph.states().size(); i++) {
            texts.put("states[" + i + "].name", graph.states().get(i).name());
        }
        for (int i = 0; i < graph.transitions().size(); i++) {
            Transition t = graph.transitions().get(i);
            if (t.trigger().text() != null) {
                texts.put("transitions[" + i + "].trigger", t.trigger().text());
            }
        }
        texts.values().removeIf(text -> ExportText.carried(text).equals(text));
        return texts;
    }
}
