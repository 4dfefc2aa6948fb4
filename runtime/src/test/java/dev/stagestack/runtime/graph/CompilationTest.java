package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.model.GraphBuilder;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A graph is checked before a run starts: ids, behaviours, tick rate. */
class CompilationTest {

    @Test
    void unknownBehaviourIdIsAClearErrorAndNothingRuns() {
        Graph graph = GraphBuilder.startingAt("title").state(StateDef.of("title").withBehavior("bounce.levle")).build();
        StringBuilder out = new StringBuilder();
        List<Problem> problems = HeadlessRunner.run(graph, Provided.behavior("bounce.level", () -> Behavior.NONE)
                .registry(), Script.EMPTY, HeadlessRunner.Options.DEFAULTS, out);
        assertEquals(List.of("states[0].behavior: no behaviour \"bounce.levle\" is registered; registered: bounce.level"),
                problems.stream().map(Problem::format).toList());
        assertEquals("", out.toString());
    }

    @Test
    void danglingIdsDuplicatesAndBadTickRateAreAllReported() {
        Graph graph = new Graph("broken", "start", 0,
                List.of(StateDef.of("a"), StateDef.of("a")),
                List.of(new Transition("t1", "ghost", Trigger.button("Go"),
                        List.of(Action.push("nowhere")))));
        GraphCompilation compilation = CompiledGraph.compile(graph, BehaviorRegistry.empty());
        assertTrue(compilation.graph().isEmpty());
        assertEquals(List.of(
                "tickRate: the tick rate must be between 1 and 1000 ticks per second, was 0.0",
                "states[1].id: state id \"a\" is used by an earlier state",
                "initial: no state has the id \"start\"",
                "transitions[0].from: no state has the id \"ghost\"",
                "transitions[0].actions[0].target: no state has the id \"nowhere\""),
                compilation.problems().stream().map(Problem::format).toList());
    }

    @Test
    void behavioursRegisteredThroughServiceLoaderAreFoundById() {
        BehaviorRegistry registry = BehaviorRegistry.load();
        assertTrue(registry.find(CountingProvider.ID).isPresent(), "registered in META-INF/services");
        Graph graph = GraphBuilder.startingAt("title").state(StateDef.of("title").withBehavior(CountingProvider.ID))
                .build();
        StringBuilder out = new StringBuilder();
        assertEquals(List.of(), HeadlessRunner.run(graph, Script.EMPTY, HeadlessRunner.Options.DEFAULTS.withTicks(3),
                out));
        assertTrue(out.toString().contains("2 error callback title#1 active: active tick 3"), out.toString());
    }

    @Test
    void twoProvidersWithOneIdAreRefused() {
        Provided twice = Provided.behavior("x", () -> Behavior.NONE).and("x", () -> Behavior.NONE);
        assertThrows(IllegalArgumentException.class, twice::registry);
    }
}
