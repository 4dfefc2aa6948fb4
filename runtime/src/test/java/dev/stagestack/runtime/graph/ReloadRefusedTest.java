package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** docs/semantics.md §19: a reload that cannot apply is refused, says why, and changes nothing. */
class ReloadRefusedTest {

    /** Runs the paused game on with ESCAPE and two more ticks, then finishes: what follows a refused reload. */
    private static String rest(ReloadRun run) {
        run.tickWith(InputEvent.key("ESCAPE")).ticks(2);
        return run.take() + run.finish();
    }

    private static void refusedAndNothingChanges(Graph next, Map<String, String> renames, List<String> reasons) {
        ReloadRun plain = ReloadRulesTest.paused();
        String without = rest(plain);

        ReloadRun refused = ReloadRulesTest.paused();
        assertEquals(reasons, refused.refusedReload(next, renames));
        assertFalse(refused.run().reloadPending());
        assertEquals("# 3 reload refused: " + String.join("; ", reasons) + "\n" + without, rest(refused));
    }

    @Test
    void aGraphWithErrorsIsRefusedWithItsProblems() {
        Graph game = ReloadRulesTest.game().build();
        List<StateDef> twice = new java.util.ArrayList<>(game.states());
        twice.add(StateDef.of("level"));
        refusedAndNothingChanges(
                game.withStates(twice),
                Map.of(),
                List.of("states[3].id: duplicate state id \"level\" (first at states[0])"));
    }

    @Test
    void anEmptyGraphIsRefused() {
        Graph empty = new Graph("empty", "title", 60, List.of(), List.of());
        ReloadRun run = ReloadRulesTest.paused();
        List<String> reasons = run.refusedReload(empty, Map.of());
        assertEquals(List.of("states: a graph needs at least one state", "initial: unknown state \"title\""), reasons);
    }

    @Test
    void anotherTickRateIsRefused() {
        refusedAndNothingChanges(
                ReloadRulesTest.game().tickRate(30).build(),
                Map.of(),
                List.of("tickRate: a running game keeps its tick rate (60 -> 30); restart the run to use the new one"));
    }

    @Test
    void renamesOfStatesThatDoNotExistAreRefused() {
        refusedAndNothingChanges(
                ReloadRulesTest.gameWith("stage"),
                Map.of("lvl", "stage"),
                List.of("renames: no state \"lvl\" in the running graph"));
        refusedAndNothingChanges(
                ReloadRulesTest.game().build(),
                Map.of("level", "stage"),
                List.of("renames: \"level\" is renamed \"stage\", which the new graph does not have"));
    }

    @Test
    void twoStatesRenamedToOneIdAreRefused() {
        Map<String, String> both = new java.util.LinkedHashMap<>();
        both.put("level", "stage");
        both.put("pause", "stage");
        refusedAndNothingChanges(
                ReloadRulesTest.gameWith("stage"),
                both,
                List.of("renames: \"level\" and \"pause\" are both renamed \"stage\""));
    }

    @Test
    void aRunThatHasNotStartedOrIsOverIsNotReloaded() {
        Graph graph = ReloadRulesTest.game().build();
        GraphRun notStarted = new GraphRun(
                CompiledGraph.compile(graph, BehaviorRegistry.of(List.of())).orElseThrow());
        assertEquals(
                List.of("the run has not started"), notStarted.reload(graph, BehaviorRegistry.of(List.of()), Map.of()));

        ReloadRun over = ReloadRulesTest.paused();
        over.finish();
        assertEquals(List.of("the run is over"), over.refusedReload(graph, Map.of()));
    }
}
