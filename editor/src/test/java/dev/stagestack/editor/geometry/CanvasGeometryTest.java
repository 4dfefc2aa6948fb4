package dev.stagestack.editor.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.tools.diagram.TransitionKind;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CanvasGeometryTest {
    private static Transition t(String id, String from, Action... actions) {
        return Transition.of(id, from, Trigger.button(id), List.of(actions));
    }

    @Test
    void eachSegmentIsDrawnInTheStyleOfWhatTheActionsDo() {
        assertEquals(TransitionKind.PUSH, only(t("a", "x", Action.push("y"))).kind());
        assertEquals(
                TransitionKind.REPLACE,
                only(t("a", "x", Action.pop(), Action.push("y"))).kind());
        assertEquals(
                TransitionKind.REPLACE, only(t("a", "x", Action.replace("y"))).kind());
        assertEquals(TransitionKind.POP_TO, only(t("a", "x", Action.popTo("y"))).kind());
        assertEquals(
                TransitionKind.POP,
                only(t("a", "x", Action.pop(), Action.restart())).kind());
        assertEquals(TransitionKind.RESTART, only(t("a", "x", Action.restart())).kind());
        assertEquals(TransitionKind.QUIT, only(t("a", "x", Action.clear())).kind());
        assertEquals("y", only(t("a", "x", Action.clear(), Action.push("y"))).to());
    }

    @Test
    void pushesThatStayOnTheStackAreNumberedSegmentsFromTheTransitionsState() {
        Transition intro = t("a", "x", Action.push("y"), Action.push("z"));
        Graph g =
                new Graph("g", "x", 60, List.of(StateDef.of("x"), StateDef.of("y"), StateDef.of("z")), List.of(intro));
        List<EdgeSegment> segments = EdgePlan.of(g, StackInsight.UNKNOWN).get("a");
        assertEquals(List.of("y", "z"), segments.stream().map(EdgeSegment::to).toList());
        assertEquals(List.of(1, 2), segments.stream().map(EdgeSegment::step).toList());
        assertEquals(0, only(t("a", "x", Action.push("y"))).step(), "a single arrow is not numbered");
    }

    private static EdgeSegment only(Transition transition) {
        Graph g = new Graph("g", "x", 60, List.of(StateDef.of("x"), StateDef.of("y")), List.of(transition));
        List<EdgeSegment> segments = EdgePlan.of(g, StackInsight.UNKNOWN).get(transition.id());
        assertEquals(1, segments.size(), segments.toString());
        return segments.get(0);
    }

    @Test
    void parallelEdgesGetDistinctLanesInBothDirections() {
        Graph g = Fixtures.menu()
                .withTransitions(List.of(
                        t("a", "title", Action.push("world")),
                        t("b", "title", Action.push("world")),
                        t("c", "world", Action.replace("title"))));
        Map<String, List<EdgeSegment>> plan = EdgePlan.of(g, StackInsight.UNKNOWN);
        assertEquals(
                List.of(0, 1, 2),
                List.of(
                        plan.get("a").get(0).lane(),
                        plan.get("b").get(0).lane(),
                        plan.get("c").get(0).lane()));
        assertEquals(3, plan.get("c").get(0).lanes());
        Curve a = EdgeGeometry.between(0, 0, 300, 0, true, 0, 3);
        Curve c = EdgeGeometry.between(300, 0, 0, 0, false, 2, 3);
        assertNotEquals(a.midY(), c.midY(), 1e-6);
        Curve middle = EdgeGeometry.between(0, 0, 300, 0, true, 1, 3);
        assertEquals(StateBox.centerY(0), middle.midY(), 1e-6);
    }

    @Test
    void anEdgeBetweenCloseNeighboursArrivesHeadOnAndStaysBetweenThem() {
        double gap = 72;
        Curve c = EdgeGeometry.between(0, 0, StateBox.WIDTH + gap, 0, true, 0, 1);
        assertEquals(0, c.endAngle(), 1e-9, "the arrow points from left to right, into the target");
        for (double x : new double[] {c.c1x(), c.c2x()}) {
            assertTrue(x > StateBox.WIDTH && x < StateBox.WIDTH + gap, "control point in the gap: " + x);
        }
    }

    @Test
    void popIsDrawnToEveryRevealedStateOrAsAReturnGlyph() {
        Graph g = Fixtures.menu();
        assertNull(EdgePlan.of(g, StackInsight.UNKNOWN).get("resume").get(0).to());
        StackInsight known =
                new StackInsight(Map.of("pause", Set.of("world", "title")), OptionalInt.empty(), List.of());
        List<EdgeSegment> pops = EdgePlan.of(g, known).get("resume");
        assertEquals(
                Set.of("title", "world"),
                pops.stream().map(EdgeSegment::to).collect(java.util.stream.Collectors.toSet()));
        assertEquals(2, pops.size());
        assertTrue(pops.stream().allMatch(s -> s.kind() == TransitionKind.POP));
    }

    @Test
    void exitPointLiesOnTheBoxBorder() {
        double[] p = EdgeGeometry.exitPoint(0, 0, 1000, StateBox.centerY(0));
        assertEquals(StateBox.WIDTH + 3, p[0], 1e-6);
        double[] q = EdgeGeometry.exitPoint(0, 0, StateBox.centerX(0), -1000);
        assertEquals(-3, q[1], 1e-6);
    }
}
