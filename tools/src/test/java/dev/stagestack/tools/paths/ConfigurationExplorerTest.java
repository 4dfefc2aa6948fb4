package dev.stagestack.tools.paths;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.trace.HeadlessRunner;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ConfigurationExplorerTest {

    /** The "diverged" flow: options opens audio on top of itself when entered. */
    private static final Graph DIVERGED = GraphBuilder.startingAt("title")
            .state("title")
            .state("world")
            .state("options")
            .state("audio")
            .on("title", Trigger.button("Play"), Action.push("world"))
            .on("world", Trigger.button("Options"), Action.replace("options"))
            .on("options", Trigger.on(TriggerType.ENTER), Action.push("audio"))
            .on("audio", Trigger.key("ESCAPE"), Action.pop())
            .build();

    private static Configuration config(String... states) {
        return new Configuration(List.of(states));
    }

    @Test
    void findsEveryCommittedStackWithItsShortestScript() {
        ConfigurationGraph explored = ConfigurationExplorer.explore(DIVERGED, ExploreOptions.DEFAULTS);

        assertEquals(
                List.of(
                        config("title"),
                        config("title", "world"),
                        config("title", "options", "audio"),
                        config("title", "options")),
                explored.configurations());
        assertEquals(
                List.of("0 button Play", "1 button Options"),
                explored.pathTo(config("title", "options", "audio"))
                        .orElseThrow()
                        .scriptLines());
        assertEquals(
                3,
                explored.pathTo(config("title", "options", "audio"))
                        .orElseThrow()
                        .length());
        assertTrue(explored.exploration().complete());
        assertEquals(List.of(), explored.neverFired());
    }

    @Test
    void exploringAGraphWhoseRequestsAreRefusedLogsNothing() {
        Graph graph = GraphBuilder.startingAt("a")
                .state("a")
                .state("b")
                .state("c")
                .on("a", Trigger.key("A"), Action.popTo("b"), Action.push("c"))
                .on("c", Trigger.key("ESCAPE"), Action.pop())
                .build();
        List<String> logged = new java.util.concurrent.CopyOnWriteArrayList<>();
        java.util.logging.Logger log = java.util.logging.Logger.getLogger("dev.stagestack.runtime");
        java.util.logging.Handler capture = new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord record) {
                logged.add(record.getMessage());
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        log.addHandler(capture);
        try {
            ConfigurationGraph explored = ConfigurationExplorer.explore(graph, ExploreOptions.DEFAULTS);
            assertTrue(explored.configurations().contains(config("a", "c")), String.valueOf(explored.configurations()));
        } finally {
            log.removeHandler(capture);
        }
        assertEquals(List.of(), logged, "the refused popTo b is an edge being explored, not a fault to log");
    }

    @Test
    void anEdgeNamesTheEventsAndEveryTransitionUpToTheCommitThatChangedTheStack() {
        ConfigurationGraph explored = ConfigurationExplorer.explore(DIVERGED, ExploreOptions.DEFAULTS);

        ConfigurationEdge toAudio = explored.edges().stream()
                .filter(e -> e.to() != null && e.to().equals(config("title", "options", "audio")))
                .findFirst()
                .orElseThrow();
        assertEquals(config("title", "world"), toAudio.from());
        assertEquals("[button Options]", toAudio.events().toString());
        assertEquals(List.of("t2", "t3"), toAudio.transitions(), "world's Options, then options' enter");
    }

    @Test
    void twoEventsInOneTickReachAStackOneEventATickNeverBuilds() {
        Graph graph = GraphBuilder.startingAt("level")
                .state("level")
                .state("pause")
                .state("dialog")
                .on("level", Trigger.key("P"), Action.push("pause"))
                .on("level", Trigger.key("D"), Action.push("dialog"))
                .build();
        Configuration both = config("level", "pause", "dialog");

        assertFalse(ConfigurationExplorer.explore(graph, ExploreOptions.DEFAULTS)
                .configurations()
                .contains(both));
        ConfigurationGraph twoATick =
                ConfigurationExplorer.explore(graph, ExploreOptions.DEFAULTS.withEventsPerTick(2));
        assertEquals(
                List.of("0 key P", "0 key D"),
                twoATick.pathTo(both).orElseThrow().scriptLines());
    }

    @Test
    void aTimerIsReachedByWaitingAndItsPathHasTheTicksToWait() {
        Graph graph = GraphBuilder.startingAt("splash")
                .tickRate(10)
                .state("splash")
                .state("title")
                .on("splash", Trigger.timer(1), Action.replace("title"))
                .build();

        TestPath toTitle = ConfigurationExplorer.explore(graph, ExploreOptions.DEFAULTS)
                .pathTo(config("title"))
                .orElseThrow();

        assertEquals(List.of(), toTitle.scriptLines());
        assertEquals(11, toTitle.length(), "enter at tick 0, the timer fires in tick 9's step, tick 10 commits");
    }

    @Test
    void anUnboundedPushIsCutAtTheDepthLimitAndTheResultSaysSo() {
        Graph graph = GraphBuilder.startingAt("a")
                .state("a")
                .on("a", Trigger.key("SPACE"), Action.push("a"))
                .build();

        ConfigurationGraph explored = ConfigurationExplorer.explore(graph, ExploreOptions.DEFAULTS.withMaxDepth(3));

        assertEquals(4, explored.configurations().size(), "depths 1 to 3 explored, depth 4 found and cut");
        assertFalse(explored.exploration().complete());
        assertEquals(1, explored.exploration().depthCut());
    }

    @Test
    void aSpentBudgetLeavesRunStatesUnexplored() {
        Graph graph = GraphBuilder.startingAt("a")
                .state("a")
                .on("a", Trigger.key("SPACE"), Action.push("a"))
                .build();

        ConfigurationGraph explored = ConfigurationExplorer.explore(
                graph, ExploreOptions.DEFAULTS.withMaxDepth(50).withMaxRunStates(5));

        assertFalse(explored.exploration().complete());
        assertTrue(explored.exploration().unexplored() > 0);
        assertEquals(5, explored.exploration().runStates());
    }

    @Test
    void aTransitionOfAStateNoRunReachesNeverFires() {
        Graph graph = GraphBuilder.startingAt("a")
                .state("a")
                .state("island")
                .on("a", Trigger.key("Q"), Action.quit())
                .on("island", Trigger.key("X"), Action.pop())
                .build();

        ConfigurationGraph explored = ConfigurationExplorer.explore(graph, ExploreOptions.DEFAULTS);

        assertEquals(List.of("t2"), explored.neverFired());
        assertEquals(List.of("0 key Q"), explored.endPath().orElseThrow().scriptLines());
        assertTrue(explored.edges().stream().anyMatch(ConfigurationEdge::endsRun));
    }

    @Test
    void theCoverExercisesEverythingFoundWhenItsScriptsAreTraced() {
        ConfigurationGraph explored = ConfigurationExplorer.explore(DIVERGED, ExploreOptions.DEFAULTS);
        List<TestPath> cover = PathCover.cover(explored, PathCover.Goal.TRANSITIONS);

        Exercised exercised = new Exercised();
        for (TestPath path : cover) {
            exercised.addTrace(trace(DIVERGED, path));
        }

        assertEquals(Set.copyOf(explored.configurations()), exercised.configurations());
        assertEquals(explored.firedTransitions().keySet(), new HashSet<>(exercised.transitions()));
        assertEquals(1, cover.size(), "one walk covers this graph");
    }

    static String trace(Graph graph, TestPath path) {
        StringBuilder out = new StringBuilder();
        HeadlessRunner.run(
                graph,
                BehaviorRegistry.empty(),
                path.script(),
                HeadlessRunner.Options.DEFAULTS.withTicks(path.length()).withExplain(true),
                out);
        return out.toString();
    }
}
