package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.GraphProblemsException;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Script;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A graph is checked before a run starts: ids, behaviours, tick rate. */
class CompilationTest {

    private static final String WHERE_BEHAVIOURS_COME_FROM = "a BehaviorProvider on the class path registers behaviours"
            + " (docs/library.md, \"A graph with behaviours bound by id\"; docs/cli.md, \"Your own behaviours\")";

    @Test
    void unknownBehaviourIdIsAClearErrorAndNothingRuns() {
        Graph graph = GraphBuilder.startingAt("title")
                .state(StateDef.of("title").withBehavior("bounce.levle"))
                .build();
        StringBuilder out = new StringBuilder();
        List<Problem> problems = HeadlessRunner.run(
                graph,
                Provided.behavior("bounce.level", () -> Behavior.NONE).registry(),
                Script.EMPTY,
                HeadlessRunner.Options.DEFAULTS,
                out);
        assertEquals(
                List.of(
                        "states[0].behavior: no behaviour \"bounce.levle\" is registered (did you mean \"bounce.level\"?); registered: bounce.level"),
                problems.stream().map(Problem::format).toList());
        assertEquals("", out.toString());
    }

    @Test
    void danglingIdsDuplicatesAndBadTickRateAreAllReported() {
        Graph graph = new Graph(
                "broken",
                "start",
                0,
                List.of(StateDef.of("a"), StateDef.of("a")),
                List.of(Transition.of("t1", "ghost", Trigger.button("Go"), List.of(Action.push("nowhere")))));
        GraphCompilation compilation = CompiledGraph.compile(graph, BehaviorRegistry.empty());
        assertTrue(compilation.graph().isEmpty());
        assertEquals(
                List.of(
                        "tickRate: tickRate must be between 1 and 1000 ticks per second, found 0",
                        "states[1].id: duplicate state id \"a\" (first at states[0])",
                        "initial: unknown state \"start\"",
                        "transitions[0].from: unknown state \"ghost\"",
                        "transitions[0].actions[0].target: unknown state \"nowhere\""),
                compilation.problems().stream().map(Problem::format).toList());
    }

    @Test
    void compilingNoGraphSaysToCheckTheLoadsProblems() {
        IllegalArgumentException thrown = assertThrows(
                IllegalArgumentException.class, () -> CompiledGraph.compile(null, BehaviorRegistry.empty()));
        assertTrue(thrown.getMessage().contains("LoadedGraph.orElseThrow()"), thrown.getMessage());
    }

    @Test
    void orElseThrowGivesTheGraphOrListsEveryProblemOnePerLine() {
        Graph graph = GraphBuilder.startingAt("title")
                .state(StateDef.of("title").withBehavior("game.title"))
                .state(StateDef.of("level").withBehavior("game.level"))
                .build();
        GraphCompilation compilation = CompiledGraph.compile(graph, BehaviorRegistry.empty());

        GraphProblemsException thrown = assertThrows(GraphProblemsException.class, compilation::orElseThrow);

        assertEquals(
                List.of(
                        "the graph cannot run: fix the problems listed below (docs/format.md)",
                        "states[0].behavior: no behaviour \"game.title\" is registered; registered: none: "
                                + WHERE_BEHAVIOURS_COME_FROM,
                        "states[1].behavior: no behaviour \"game.level\" is registered; registered: none: "
                                + WHERE_BEHAVIOURS_COME_FROM),
                thrown.getMessage().lines().toList());
        Graph fine = GraphBuilder.startingAt("title").build();
        assertEquals(
                "title",
                CompiledGraph.compile(fine, BehaviorRegistry.empty())
                        .orElseThrow()
                        .initial()
                        .id());
    }

    @Test
    void aGraphBuiltInJavaIsValidatedLikeAFile() {
        Graph graph = GraphBuilder.startingAt("level")
                .on("level", Trigger.key("ESACPE"), Action.push("pause"))
                .state(StateDef.of("main menu"))
                .build();

        GraphCompilation compilation = CompiledGraph.compile(graph, BehaviorRegistry.empty());

        assertTrue(compilation.graph().isEmpty());
        List<String> problems =
                compilation.problems().stream().map(Problem::format).toList();
        assertTrue(
                problems.contains("transitions[0].trigger.key: unknown key \"ESACPE\" (did you mean \"ESCAPE\"?);"
                        + " key names are JavaFX KeyCode names such as ESCAPE, ENTER, SPACE, A, DIGIT1, F1, LEFT"),
                String.valueOf(problems));
        assertTrue(
                problems.contains(
                        "states[1].id: invalid id \"main menu\": use 1 to 64 characters of A-Z a-z 0-9 _ . -"),
                "worded as the file reader words it: " + problems);
    }

    @Test
    void warningsDoNotKeepAGraphFromCompiling() {
        Graph graph =
                GraphBuilder.startingAt("title").state(StateDef.of("never")).build();
        assertTrue(GraphLoader.check(graph).warningCount() > 0);

        GraphCompilation compilation = CompiledGraph.compile(graph, BehaviorRegistry.empty());

        assertTrue(compilation.graph().isPresent(), String.valueOf(compilation.problems()));
        assertEquals(List.of(), compilation.problems());
    }

    @Test
    void behavioursRegisteredThroughServiceLoaderAreFoundById() {
        BehaviorRegistry registry = BehaviorRegistry.load();
        assertTrue(registry.find(CountingProvider.ID).isPresent(), "registered in META-INF/services");
        Graph graph = GraphBuilder.startingAt("title")
                .state(StateDef.of("title").withBehavior(CountingProvider.ID))
                .build();
        StringBuilder out = new StringBuilder();
        assertEquals(
                List.of(), HeadlessRunner.run(graph, Script.EMPTY, HeadlessRunner.Options.DEFAULTS.withTicks(3), out));
        assertTrue(out.toString().contains("2 error callback title#1 active: active tick 3"), out.toString());
    }

    @Test
    void twoProvidersWithOneIdAreRefused() {
        Provided twice = Provided.behavior("x", () -> Behavior.NONE).and("x", () -> Behavior.NONE);
        assertThrows(IllegalArgumentException.class, twice::registry);
    }
}
