package dev.stagestack.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.runtime.assets.FileBytesLoader;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Pairing;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every sample runs headless for 10,000 ticks with its shipped script: the session enters every
 * state, writes no {@code error} line, and keeps the pairing invariants (every load has one
 * unload, init/free and enter/exit pair up, pause and resume alternate). Runs are deterministic:
 * the same sample and script give the same trace twice.
 */
class SampleRunsTest {

    static final long TICKS = 10_000;

    @TestFactory
    Stream<DynamicTest> everySampleRunsItsScriptCleanly() {
        return Samples.NAMES.stream()
                .map(name -> DynamicTest.dynamicTest(name, () -> {
                    String trace = run(name);
                    List<String> lines = trace.lines().toList();
                    assertEquals(
                            List.of(),
                            lines.stream()
                                    .filter(l -> l.split(" ")[1].equals("error"))
                                    .toList());
                    assertEquals(List.of(), Pairing.violations(trace));
                    assertTrue(lines.get(lines.size() - 1).endsWith(" end"), "the trace ends with end");
                    for (StateDef state : Samples.graph(name).states()) {
                        assertTrue(
                                lines.stream().anyMatch(l -> l.contains(" enter " + state.id() + "#")),
                                "the script of " + name + " visits " + state.id());
                    }
                    assertEquals(trace, run(name), "the same script gives the same trace");
                }));
    }

    @TestFactory
    Stream<DynamicTest> loadingTheAssetFilesLeavesTheTraceUnchanged() {
        return Samples.NAMES.stream()
                .map(name -> DynamicTest.dynamicTest(name, () -> {
                    StringBuilder trace = new StringBuilder();
                    assertEquals(
                            List.of(),
                            HeadlessRunner.run(
                                    Samples.graph(name),
                                    BehaviorRegistry.load(),
                                    Samples.script(name),
                                    HeadlessRunner.Options.DEFAULTS.withTicks(TICKS),
                                    new FileBytesLoader(Samples.folder()),
                                    trace));
                    assertEquals(run(name), trace.toString());
                }));
    }

    @TestFactory
    Stream<DynamicTest> everySampleOpensFromItsFileWithItsAssetsInPlace() {
        return Samples.NAMES.stream()
                .map(name -> DynamicTest.dynamicTest(
                        name,
                        () -> assertEquals(
                                List.of(),
                                GraphLoader.load(Samples.folder().resolve(name + ".stagestack.json"))
                                        .problems()
                                        .stream()
                                        .filter(Problem::isError)
                                        .map(Problem::format)
                                        .toList())));
    }

    static String run(String name) {
        Graph graph = Samples.graph(name);
        StringBuilder trace = new StringBuilder();
        assertEquals(
                List.of(),
                HeadlessRunner.run(
                        graph, Samples.script(name), HeadlessRunner.Options.DEFAULTS.withTicks(TICKS), trace));
        return trace.toString();
    }
}
