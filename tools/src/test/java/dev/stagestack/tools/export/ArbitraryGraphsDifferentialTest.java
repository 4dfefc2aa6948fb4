package dev.stagestack.tools.export;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphArbitraries;
import dev.stagestack.model.Transition;
import dev.stagestack.model.check.GraphChecker;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.trace.ScriptEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;
import net.jqwik.api.Example;
import net.jqwik.api.RandomGenerator;

/**
 * The XState export against the runtime on shared-model's {@link GraphArbitraries}: graphs of every
 * feature of the format with any names, tick rates and texts, those that can run and that the export
 * takes (it refuses a visit count compared with another, too many configurations, a change of
 * variables or spent once transitions alone under a timer: docs/export.md), each with a script of its
 * own events; every tick compared.
 */
class ArbitraryGraphsDifferentialTest {

    /** A jqwik example, for the arbitraries generate only inside jqwik's lifecycle; its seed fixed. */
    @Example
    void arbitraryGraphsThatRunAndExportGoThroughTheRuntimesConfigurations() throws Exception {
        RandomGenerator<Graph> graphs = GraphArbitraries.graphs().generator(1000);
        Random random = new Random(37);
        List<Differential.Case> cases = new ArrayList<>();
        int guarded = 0;
        for (int tried = 0; tried < 20_000 && cases.size() < 120; tried++) {
            Graph graph = graphs.next(random).value();
            if (!GraphChecker.errors(graph).isEmpty() || !exports(graph)) {
                continue;
            }
            guarded += graph.transitions().stream().anyMatch(Transition::isGuarded) ? 1 : 0;
            cases.add(RuntimeSide.raceFree("graph " + cases.size(), graph, script(graph, random, 150), 150));
        }
        assertTrue(cases.size() >= 100, "arbitrary graphs that run and export: " + cases.size());
        assertTrue(guarded >= 3, "of them guarded: " + guarded); // most guards read a name the graph lacks
        Path dir = Files.createTempDirectory("stagestack-arbitrary");
        try {
            Differential.check(cases, dir);
        } finally {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }

    private static boolean exports(Graph graph) {
        try {
            StackExpansion.expand(graph, StackAnalysis.analyze(graph), Optional.of(RuntimeSide.depthLimit(graph)));
            return true;
        } catch (ExportRefusedException e) {
            return false;
        }
    }

    /** Events at random ticks, at most one a tick, from the graph's own keys, buttons and signals and a key it never names. */
    private static List<ScriptEvent> script(Graph graph, Random random, int ticks) {
        List<InputEvent> inputs = new ArrayList<>(List.of(InputEvent.key("F12")));
        for (Transition t : graph.transitions()) {
            switch (t.trigger().type()) {
                case KEY -> inputs.add(InputEvent.key(t.trigger().text()));
                case BUTTON -> inputs.add(InputEvent.button(t.trigger().text()));
                case SIGNAL -> inputs.add(InputEvent.signal(t.trigger().text()));
                default -> {}
            }
        }
        List<ScriptEvent> events = new ArrayList<>();
        for (int tick = 1; tick < ticks; tick++) {
            if (random.nextInt(3) == 0) {
                events.add(new ScriptEvent(tick, inputs.get(random.nextInt(inputs.size())), 0));
            }
        }
        return events;
    }
}
