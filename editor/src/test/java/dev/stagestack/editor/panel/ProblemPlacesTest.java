package dev.stagestack.editor.panel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateDef;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class ProblemPlacesTest {
    private final Graph menu = Fixtures.menu();
    private final ProblemPlaces places = new ProblemPlaces(menu);

    @Test
    void whereNamesAStateByItsNameAndIdNotByItsPath() {
        ProblemRow row = places.rowOf(Problem.warning("states[0].id", "unreachable", "unreachable"));

        assertEquals("Title (title)", row.where());
        assertEquals(List.of(ElementRef.state("title")), row.elements());
        assertEquals("states[0].id", row.problem().path(), "the path stays with the problem, for the tooltip");
    }

    @Test
    void aStateNamedByItsIdIsNamedOnce() {
        StateDef plain = new StateDef("hub", "hub", Fixtures.state("x", 0, 0).covered(), false, null, null, null, 0.0, 0.0);
        Graph graph = new Graph("G", "hub", 60, List.of(plain), List.of());

        assertEquals("hub", new ProblemPlaces(graph).rowOf(Problem.error("initial", "x", "x")).where());
    }

    @Test
    void whereNamesATransitionAndTheStateItLeaves() {
        ProblemRow row = places.rowOf(Problem.error("transitions[2].actions[0]", "x", "x"));

        assertEquals("transition resume (from Pause)", row.where());
    }

    @Test
    void theUnboundedCycleIsAWarningRowNamingAndSelectingItsStates() {
        StackInsight insight = new StackInsight(Map.of(), OptionalInt.empty(), List.of("title", "world", "pause", "world"));

        List<ProblemRow> rows = places.findingsOf(insight);

        assertEquals(1, rows.size());
        ProblemRow cycle = rows.get(0);
        assertFalse(cycle.problem().isError());
        assertEquals(List.of(ElementRef.state("world"), ElementRef.state("pause")), cycle.elements());
        assertEquals("World, Pause", cycle.where());
        assertTrue(cycle.problem().message().contains("World → Pause → World → …"), cycle.problem().message());
        assertTrue(cycle.problem().message().contains("reached through Title"), cycle.problem().message());
    }

    @Test
    void aPopThatMayFindTheStackEmptyIsARowSelectingItsTransition() {
        StackInsight insight = new StackInsight(Map.of(), OptionalInt.of(2), List.of(), List.of("resume"), List.of());

        List<ProblemRow> rows = places.findingsOf(insight);

        assertEquals(1, rows.size());
        assertEquals(List.of(ElementRef.transition("resume")), rows.get(0).elements());
        assertEquals("transition resume (from Pause)", rows.get(0).where());
    }

    @Test
    void nothingFoundIsNoRow() {
        assertEquals(List.of(), places.findingsOf(StackInsight.UNKNOWN));
    }
}
