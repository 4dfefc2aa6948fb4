package dev.stagestack.editor.panel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateDef;
import dev.stagestack.tools.depth.DepthVerdict;
import dev.stagestack.tools.depth.PumpWitness;
import dev.stagestack.tools.paths.TestPath;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
        StateDef plain = StateDef.of("hub")
                .withCovered(Fixtures.state("x", 0, 0).covered())
                .withPosition(0.0, 0.0);
        Graph graph = new Graph("G", "hub", 60, List.of(plain), List.of());

        assertEquals(
                "hub",
                new ProblemPlaces(graph)
                        .rowOf(Problem.error("initial", "x", "x"))
                        .where());
    }

    @Test
    void whereNamesATransitionAndTheStateItLeaves() {
        ProblemRow row = places.rowOf(Problem.error("transitions[2].actions[0]", "x", "x"));

        assertEquals("transition resume (from Pause)", row.where());
    }

    @Test
    void anUnboundedStackIsAWarningRowNamingAndSelectingTheTransitionsThatPush() {
        PumpWitness pump = new PumpWitness(
                TestPath.START.then(List.of()),
                TestPath.START.then(List.of()),
                List.of("title", "world"),
                2,
                List.of("pause", "world"),
                List.of("esc", "play"),
                8);
        StackInsight insight = new StackInsight(
                Map.of(),
                OptionalInt.empty(),
                List.of("pause", "world"),
                List.of(),
                List.of(),
                Optional.of(new DepthVerdict(DepthVerdict.Kind.UNBOUNDED, 8, Optional.of(pump), "pumped")));

        List<ProblemRow> rows = places.findingsOf(insight);

        assertEquals(1, rows.size());
        ProblemRow growth = rows.get(0);
        assertFalse(growth.problem().isError());
        assertEquals(
                List.of(
                        ElementRef.transition("esc"),
                        ElementRef.transition("play"),
                        ElementRef.state("pause"),
                        ElementRef.state("world")),
                growth.elements());
        assertEquals("transition esc (from World), transition play (from Title)", growth.where());
        assertEquals(
                "the stack can grow without limit: transition esc (from World) and transition play (from Title)"
                        + " push Pause → World again and again on top of Title → World; only the runtime's depth limit stops it"
                        + " (pop or replace somewhere in the loop)",
                growth.problem().message());
        assertEquals(
                "Stack grows without limit: pushed by transition esc (from World), transition play (from Title)",
                places.depthHeader(insight));
    }

    @Test
    void theHeaderSaysWhetherTheDepthIsExactOrAnOverApproximation() {
        StackInsight exact = new StackInsight(
                Map.of(),
                OptionalInt.of(3),
                List.of(),
                List.of(),
                List.of(),
                Optional.of(new DepthVerdict(DepthVerdict.Kind.EXACT, 3, Optional.empty(), "explored")));
        StackInsight atMost = new StackInsight(
                Map.of(),
                OptionalInt.of(5),
                List.of(),
                List.of(),
                List.of(),
                Optional.of(new DepthVerdict(DepthVerdict.Kind.AT_MOST, 5, Optional.empty(), "static")));

        assertEquals("Max stack depth 3", places.depthHeader(exact));
        assertEquals("Max stack depth at most 5 (over-approximation)", places.depthHeader(atMost));
        assertEquals(List.of(), places.findingsOf(exact));
    }

    @Test
    void aPopThatMayFindTheStackEmptyIsARowSelectingItsTransition() {
        StackInsight insight = new StackInsight(
                Map.of(), OptionalInt.of(2), List.of(), List.of("resume"), List.of(), Optional.empty());

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
