package dev.stagestack.tools.export;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.trace.ScriptEvent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The XState export against the runtime for the features of docs/semantics.md §21 that the export
 * expands: {@code anyKey} (the wildcard {@code key.*}), transitions from {@code *} and from a group,
 * variables with set/add/reset, guards over variables, the staging chain and visit counts, on timers and
 * lifecycle triggers too, and once transitions. Every tick of every script is compared: the stack the commit settled on and
 * the variables' values, by the state XState is in and by that state's meta.
 */
class XStateGuardedDifferentialTest {

    @TempDir
    Path dir;

    @Test
    void handWrittenGraphsOfEveryConditionFeatureGoThroughTheRuntimesConfigurations() throws Exception {
        List<Differential.Case> cases = new ArrayList<>();
        cases.add(RuntimeSide.raceFree("save menu walk", GuardedCases.saveMenu(), GuardedCases.saveMenuWalk(), 90));
        for (Graph graph : List.of(GuardedCases.saveMenu(), GuardedCases.timedLevels(), GuardedCases.onceAndVisits())) {
            for (int seed = 1; seed <= 40; seed++) {
                Random random = new Random(seed);
                cases.add(RuntimeSide.raceFree(
                        graph.name() + " seed " + seed,
                        graph,
                        XStateDifferentialTest.RandomGraphs.script(graph, random, 300),
                        300));
            }
        }
        Differential.Outcome outcome = Differential.check(cases, dir);
        assertTrue(outcome.ticksCompared() > 20000, "ticks compared: " + outcome.ticksCompared());
    }

    @Test
    void onceAndVisitsGoThroughTheRuntimesConfigurationsSpentFlagsAndSaturatedCountsIncluded() throws Exception {
        List<ScriptEvent> walk = new ArrayList<>();
        String[] keys = {
            "A", "ESCAPE", "A", "ESCAPE", "S", "I", "H", "ESCAPE", "H", "ESCAPE", "ESCAPE", "I", "ESCAPE", "I",
            "ESCAPE", "S", "ESCAPE", "I", "ESCAPE", "R", "A", "I", "S", "ESCAPE", "ESCAPE"
        };
        for (int i = 0; i < keys.length; i++) {
            walk.add(new ScriptEvent(2L + 2L * i, InputEvent.key(keys[i]), 0));
        }
        Differential.Case walked = RuntimeSide.raceFree("once and visits walk", GuardedCases.onceAndVisits(), walk, 60);
        List<String> names = RuntimeSide.configurations(walked, 256);
        assertTrue(names.contains("title[show-tip, pay] > bag {coins=1, visits(intro)=0}"), names.toString());
        assertTrue(names.contains("title[show-tip, pay] > secret {coins=1, visits(intro)=3}"), names.toString());
        assertTrue(
                names.contains("title[show-tip, pay] > intro {coins=1, visits(intro)=4+}"),
                "visits(intro) > coins, coins at most 3: 4 and more are one: " + names);
        assertTrue(
                names.contains("title[show-tip] > tip {coins=1, visits(intro)=4+}"),
                "R cleared what title spent, so A shows the tip again: " + names);
        Differential.check(List.of(walked), dir);
    }

    @Test
    void anyKeyAnyStateAndGroupTransitionsGoThroughTheRuntimesConfigurations() throws Exception {
        List<Differential.Case> cases = new ArrayList<>();
        for (int seed = 1; seed <= 300; seed++) {
            Random random = new Random(seed);
            Graph graph = GuardedCases.global(XStateDifferentialTest.RandomGraphs.graph(random), random);
            List<ScriptEvent> events = new ArrayList<>(XStateDifferentialTest.RandomGraphs.script(graph, random, 120));
            events.replaceAll(e -> random.nextInt(4) == 0 ? new ScriptEvent(e.tick(), InputEvent.key("Q"), 0) : e);
            cases.add(RuntimeSide.raceFree("seed " + seed, graph, events, 120));
        }
        Differential.Outcome outcome = Differential.check(cases, dir);
        assertTrue(outcome.ticksCompared() > 15000, "ticks compared: " + outcome.ticksCompared());
    }

    @Test
    void variablesAndGuardsGoThroughTheRuntimesConfigurations() throws Exception {
        List<Differential.Case> cases = new ArrayList<>();
        int refused = 0;
        for (int seed = 1; seed <= 300; seed++) {
            Random random = new Random(seed);
            Graph graph = GuardedCases.guarded(
                    GuardedCases.global(XStateDifferentialTest.RandomGraphs.graph(random), random), random);
            if (refused(graph)) {
                refused++;
                continue;
            }
            cases.add(RuntimeSide.raceFree(
                    "seed " + seed, graph, XStateDifferentialTest.RandomGraphs.script(graph, random, 120), 120));
        }
        assertTrue(refused < 100, "graphs refused: " + refused);
        Differential.Outcome outcome = Differential.check(cases, dir);
        assertTrue(outcome.ticksCompared() > 12000, "ticks compared: " + outcome.ticksCompared());
    }

    @Test
    void sharedModelsGeneratedGuardedGraphsGoThroughTheRuntimesConfigurations() throws Exception {
        List<Differential.Case> cases = new ArrayList<>();
        int refused = 0;
        for (int seed = 1; seed <= 300; seed++) {
            Graph graph = GuardedCases.sharedModelGuarded(seed);
            if (refused(graph)) {
                refused++;
                continue;
            }
            cases.add(RuntimeSide.raceFree(
                    "seed " + seed, graph, GuardedCases.sharedModelScript(new Random(seed), 300), 300));
        }
        assertTrue(refused < 100, "graphs refused: " + refused);
        Differential.Outcome outcome = Differential.check(cases, dir);
        assertTrue(outcome.ticksCompared() > 20000, "ticks compared: " + outcome.ticksCompared());
    }

    /** Whether the export refuses {@code graph}: a change of variables or spent once transitions alone under a running timer (docs/export.md). */
    static boolean refused(Graph graph) {
        try {
            StackExpansion.expand(graph, StackAnalysis.analyze(graph), Optional.of(RuntimeSide.depthLimit(graph)));
            return false;
        } catch (ExportRefusedException e) {
            assertTrue(e.getMessage().contains("while a timer of its head runs"), e.getMessage());
            return true;
        }
    }
}
