package dev.stagestack.tools.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.model.load.LoadedGraph;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every sample graph, and one whose names are Mermaid and DOT syntax, exported and read back by the
 * tools themselves: mermaid's own parser and Graphviz's dot (installed by .ci/run; see {@link ExternalTools}).
 */
class DiagramToolsTest {
    private static final Path SAMPLES = Path.of("..", "samples", "graphs");

    @TempDir
    Path dir;

    private static Map<String, Graph> graphs() throws IOException {
        Map<String, Graph> graphs = new LinkedHashMap<>();
        try (Stream<Path> files = Files.list(SAMPLES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".stagestack.json"))
                    .sorted()
                    .toList()) {
                LoadedGraph loaded = GraphLoader.load(file);
                assertTrue(loaded.isRunnable(), file + ": " + loaded.problems());
                graphs.put(file.getFileName().toString().replace(".stagestack.json", ""), loaded.graph());
            }
        }
        assertTrue(graphs.size() >= 7, "the samples: " + graphs.keySet());
        graphs.put("hostile", DiagramTest.hostile());
        return graphs;
    }

    @Test
    void mermaidsOwnParserReadsEveryExport() throws Exception {
        Path parser = ExternalTools.mermaidParser();
        List<String> command = new ArrayList<>(List.of("node", parser.toString()));
        for (Map.Entry<String, Graph> g : graphs().entrySet()) {
            Graph graph = g.getValue();
            Path file = dir.resolve(g.getKey() + ".mmd");
            Files.writeString(file, MermaidDiagram.of(graph, PopReveals.of(graph, StackAnalysis.analyze(graph))));
            command.add(file.toString());
        }
        ExternalTools.Result result = ExternalTools.run(parser.getParent(), command);
        assertEquals(0, result.code(), result.output());
        assertEquals(
                command.size() - 2,
                result.output().lines().filter(l -> l.startsWith("ok ")).count(),
                result.output());
    }

    @Test
    void graphvizReadsEveryExport() throws Exception {
        ExternalTools.requireDot();
        for (Map.Entry<String, Graph> g : graphs().entrySet()) {
            Graph graph = g.getValue();
            Path file = dir.resolve(g.getKey() + ".dot");
            Files.writeString(file, DotDiagram.of(graph, PopReveals.of(graph, StackAnalysis.analyze(graph))));
            ExternalTools.Result result = ExternalTools.run(
                    dir,
                    List.of(
                            "dot",
                            "-Tsvg",
                            "-o",
                            dir.resolve(g.getKey() + ".svg").toString(),
                            file.toString()));
            assertEquals(0, result.code(), g.getKey() + ": " + result.output());
            assertTrue(result.output().isBlank(), g.getKey() + ": dot warned: " + result.output());
            assertTrue(Files.readString(dir.resolve(g.getKey() + ".svg")).contains("<svg"), g.getKey());
        }
    }
}
