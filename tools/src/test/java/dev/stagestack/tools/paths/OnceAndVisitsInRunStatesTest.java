package dev.stagestack.tools.paths;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.load.GraphLoader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/paths.md "Once and visits": each entry's spent once transitions and the visit counts guards read
 * are part of a run state, so the runs they tell apart are explored apart; the counts are kept up to
 * where no guard tells them apart, so the exploration stays finite.
 */
class OnceAndVisitsInRunStatesTest {

    /** Title's first A opens a tip, once per entry; every later A opens the bag. */
    static final String TIP_ONCE = """
            {"format": "stagestack", "version": 1, "name": "tip", "initial": "title",
             "states": [{"id": "title"}, {"id": "tip"}, {"id": "bag"}],
             "transitions": [
               {"id": "show-tip", "from": "title", "trigger": {"type": "key", "key": "A"}, "once": true,
                "actions": [{"op": "push", "target": "tip"}]},
               {"id": "open-bag", "from": "title", "trigger": {"type": "key", "key": "A"},
                "actions": [{"op": "push", "target": "bag"}]},
               {"id": "close", "from": "*", "trigger": {"type": "key", "key": "ESCAPE"},
                "when": "depth > 1", "actions": [{"op": "pop"}]}]}
            """;

    /** The secret opens only after the intro was entered twice. */
    static final String SECRET_AFTER_TWO_INTROS = """
            {"format": "stagestack", "version": 1, "name": "secret", "initial": "title",
             "states": [{"id": "title"}, {"id": "intro"}, {"id": "secret"}],
             "transitions": [
               {"id": "open-intro", "from": "title", "trigger": {"type": "key", "key": "I"},
                "actions": [{"op": "push", "target": "intro"}]},
               {"id": "close-intro", "from": "intro", "trigger": {"type": "key", "key": "ESCAPE"},
                "actions": [{"op": "pop"}]},
               {"id": "open-secret", "from": "title", "trigger": {"type": "key", "key": "S"},
                "when": "visits(intro) >= 2", "actions": [{"op": "push", "target": "secret"}]}]}
            """;

    static Graph load(String name, String json) {
        return GraphLoader.load(name + ".stagestack.json", json).orElseThrow();
    }

    @Test
    void aOnceTransitionIsFiredByOneRunStateAndTheTransitionBehindItIsFoundAfterIt() {
        ConfigurationGraph explored = ConfigurationExplorer.explore(load("tip", TIP_ONCE), ExploreOptions.DEFAULTS);

        assertTrue(explored.exploration().complete());
        assertEquals(List.of(), explored.neverFired());
        assertEquals(
                List.of("0 key A", "1 key ESCAPE", "2 key A"),
                explored.pathTo(new Configuration(List.of("title", "bag")))
                        .orElseThrow()
                        .scriptLines(),
                "the bag opens on the second A, the tip's once spent by the first");
        RunStates runs = explored.runStates();
        int firing = 0;
        for (int run = 0; run < runs.size(); run++) {
            for (int move = runs.movesStart(run); move < runs.movesEnd(run); move++) {
                if (runs.firedAfter(move).contains("show-tip")) {
                    firing++;
                    assertFalse(
                            runs.pathTo(run).scriptLines().stream().anyMatch(l -> l.endsWith("key A")),
                            "fired again after " + runs.pathTo(run).scriptLines());
                }
            }
        }
        assertEquals(2, firing, "A at tick 0, and A from the first tick's title: never once spent");
        // the start; title fresh; then, once spent: title with the tip pending, title > tip, with its pop
        // pending, title, title with the bag pending, title > bag, with its pop pending
        assertEquals(9, explored.exploration().runStates());
    }

    @Test
    void theCoverScriptsFireTheOnceTransitionAndTheOneBehindIt() {
        Graph graph = load("tip", TIP_ONCE);
        ConfigurationGraph explored = ConfigurationExplorer.explore(graph, ExploreOptions.DEFAULTS);
        Exercised exercised = new Exercised();
        for (TestPath path : PathCover.cover(explored, PathCover.Goal.TRANSITIONS)) {
            exercised.addScript(graph, path.script(), path.length() + 1);
        }
        assertEquals(
                List.of("show-tip", "open-bag", "close"),
                graph.transitions().stream()
                        .map(t -> t.id())
                        .filter(exercised.transitions()::contains)
                        .toList());
    }

    @Test
    void aGuardOnTwoVisitsIsReachedOnlyAfterTwoVisits() {
        ConfigurationGraph explored =
                ConfigurationExplorer.explore(load("secret", SECRET_AFTER_TWO_INTROS), ExploreOptions.DEFAULTS);

        assertTrue(explored.exploration().complete());
        assertEquals(
                List.of("0 key I", "1 key ESCAPE", "2 key I", "3 key ESCAPE", "4 key S"),
                explored.pathTo(new Configuration(List.of("title", "secret")))
                        .orElseThrow()
                        .scriptLines());
    }

    @Test
    void countsAreKeptUpToWhereNoGuardTellsThemApartSoTheExplorationEnds() {
        Graph graph = load("secret", SECRET_AFTER_TWO_INTROS);
        assertEquals(3, RunConditions.of(graph).visits().cap("intro"));

        ConfigurationGraph explored = ConfigurationExplorer.explore(graph, ExploreOptions.DEFAULTS);

        assertTrue(explored.exploration().complete(), "intro can be visited for ever, but 3 visits are as good as 4");
        // the start; title with 0..3 intro visits kept, and with intro pending; title > intro with 1..3,
        // and with its pop pending; title with secret pending and title > secret, with 2 and 3
        assertEquals(19, explored.exploration().runStates());
        assertFalse(explored.contains(new Configuration(List.of("title", "intro", "secret"))));
    }
}
