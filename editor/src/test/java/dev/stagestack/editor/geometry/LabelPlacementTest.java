package dev.stagestack.editor.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.tools.diagram.TransitionKind;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LabelPlacementTest {

    private static final double WIDTH = 80;
    private static final double HEIGHT = 20;

    /** A straight line as a curve. */
    private static Curve line(double ax, double ay, double bx, double by) {
        return new Curve(
                ax, ay, ax + (bx - ax) / 3, ay + (by - ay) / 3, ax + (bx - ax) * 2 / 3, ay + (by - ay) * 2 / 3, bx, by);
    }

    /** Four edges that all cross at the origin, as in a hub with spokes: their middles coincide. */
    private static List<LabelPlacement.Request> star() {
        return List.of(
                new LabelPlacement.Request("ns", line(0, -300, 0, 300), WIDTH, HEIGHT),
                new LabelPlacement.Request("we", line(-300, 0, 300, 0), WIDTH, HEIGHT),
                new LabelPlacement.Request("diag", line(-250, -250, 250, 250), WIDTH, HEIGHT),
                new LabelPlacement.Request("anti", line(250, -250, -250, 250), WIDTH, HEIGHT));
    }

    private static void assertNoOverlaps(Map<String, LabelBox> placed, List<LabelBox> obstacles) {
        List<Map.Entry<String, LabelBox>> boxes = new ArrayList<>(placed.entrySet());
        for (int i = 0; i < boxes.size(); i++) {
            for (int j = i + 1; j < boxes.size(); j++) {
                assertEquals(
                        0,
                        boxes.get(i).getValue().overlap(boxes.get(j).getValue()),
                        boxes.get(i).getKey() + " overlaps " + boxes.get(j).getKey());
            }
            for (LabelBox card : obstacles) {
                assertEquals(
                        0, boxes.get(i).getValue().overlap(card), boxes.get(i).getKey() + " covers a state");
            }
        }
    }

    @Test
    void aLabelWithRoomStaysAtTheMiddleOfItsEdge() {
        Map<String, LabelBox> placed = LabelPlacement.place(
                List.of(new LabelPlacement.Request("a", line(0, 0, 400, 0), WIDTH, HEIGHT)), List.of());
        assertEquals(200, placed.get("a").centerX(), 1e-9);
        assertEquals(0, placed.get("a").centerY(), 1e-9);
    }

    @Test
    void labelsOfEdgesCrossingAtTheirMiddlesAreSpreadApartAlongTheirEdges() {
        List<LabelPlacement.Request> star = star();
        Curve ns = star.get(0).curve();
        Curve we = star.get(1).curve();
        assertTrue(
                LabelBox.centredOn(ns.midX(), ns.midY(), WIDTH, HEIGHT)
                                .overlap(LabelBox.centredOn(we.midX(), we.midY(), WIDTH, HEIGHT))
                        > 0,
                "at their middles the labels would sit on the crossing");
        Map<String, LabelBox> placed = LabelPlacement.place(star, List.of());
        assertNoOverlaps(placed, List.of());
        for (LabelPlacement.Request r : star) {
            LabelBox box = placed.get(r.id());
            assertTrue(
                    distanceToCurve(r.curve(), box.centerX(), box.centerY()) <= HEIGHT + 2 * LabelPlacement.PADDING,
                    r.id() + " stays on its edge");
        }
    }

    @Test
    void labelsKeepOffStateCards() {
        List<LabelBox> cards = List.of(LabelBox.ofState(-84, -32));
        Map<String, LabelBox> placed = LabelPlacement.place(
                List.of(new LabelPlacement.Request("through", line(-400, 0, 400, 0), WIDTH, HEIGHT)), cards);
        assertNoOverlaps(placed, cards);
    }

    @Test
    void theShovelFlowSampleHasNoLabelOverlappingAnotherOrAState() throws IOException {
        SampleLabels shovel = SampleLabels.of("shovel-flow");
        assertNoOverlaps(LabelPlacement.place(shovel.requests(), shovel.cards()), shovel.cards());
    }

    @Test
    void theCrampedMenuPrototypeHasFarLessOverlapThanLabelsAtTheMiddle() throws IOException {
        SampleLabels menu = SampleLabels.of("menu-prototype");
        List<LabelBox> middles = menu.requests().stream()
                .map(r -> LabelBox.centredOn(r.curve().midX(), r.curve().midY(), r.width(), r.height()))
                .toList();
        double before = totalOverlap(middles, menu.cards());
        double after = totalOverlap(
                List.copyOf(LabelPlacement.place(menu.requests(), menu.cards()).values()), menu.cards());
        assertTrue(after < before / 4, "overlap " + before + " at the middles, " + after + " placed");
    }

    private static double totalOverlap(List<LabelBox> labels, List<LabelBox> cards) {
        double sum = 0;
        for (int i = 0; i < labels.size(); i++) {
            for (int j = i + 1; j < labels.size(); j++) {
                sum += labels.get(i).overlap(labels.get(j));
            }
            for (LabelBox card : cards) {
                sum += labels.get(i).overlap(card);
            }
        }
        return sum;
    }

    /** A sample's labels (canvas-sized) along the first segment of each transition, and its state cards. */
    private record SampleLabels(List<LabelPlacement.Request> requests, List<LabelBox> cards) {
        static SampleLabels of(String sample) throws IOException {
            Graph graph = GraphFiles.sample(sample).graph();
            Map<String, double[]> at = new HashMap<>();
            List<LabelBox> cards = new ArrayList<>();
            for (StateDef s : graph.states()) {
                at.put(s.id(), new double[] {s.x(), s.y()});
                cards.add(LabelBox.ofState(s.x(), s.y()));
            }
            List<LabelPlacement.Request> requests = new ArrayList<>();
            EdgePlan.of(graph, StackInsight.of(graph, StackAnalysis.analyze(graph)))
                    .forEach((id, segments) -> {
                        Curve first = EdgeGeometry.curveFor(segments.get(0), at::get);
                        requests.add(new LabelPlacement.Request(id, first, 70, HEIGHT));
                    });
            return new SampleLabels(requests, cards);
        }
    }

    private static double distanceToCurve(Curve c, double x, double y) {
        double best = Double.MAX_VALUE;
        for (int i = 0; i <= 200; i++) {
            double t = i / 200.0;
            best = Math.min(best, Math.hypot(c.xAt(t) - x, c.yAt(t) - y));
        }
        return best;
    }

    @Test
    void theLabelOfAQuitSitsBesideTheShortLineToItsTerminalNotOnIt() {
        Curve stub = EdgeGeometry.toTerminal(0, 0, 0);
        EdgeSegment quit = new EdgeSegment("q", "title", null, TransitionKind.QUIT, 0, 1);
        LabelBox onLine = LabelPlacement.place(List.of(new LabelPlacement.Request("q", stub, WIDTH, HEIGHT)), List.of())
                .get("q");
        LabelBox beside = LabelPlacement.place(
                        List.of(LabelPlacement.Request.onEdge("q", quit, stub, WIDTH, HEIGHT)), List.of())
                .get("q");
        for (double t = 0.1; t <= 0.9; t += 0.1) {
            double x = stub.xAt(t);
            double y = stub.yAt(t);
            assertFalse(
                    beside.centerX() - WIDTH / 2 <= x
                            && x <= beside.centerX() + WIDTH / 2
                            && beside.centerY() - HEIGHT / 2 <= y
                            && y <= beside.centerY() + HEIGHT / 2,
                    "line hidden at t=" + t);
        }
        assertTrue(
                onLine.centerX() - WIDTH / 2 <= stub.midX() && stub.midX() <= onLine.centerX() + WIDTH / 2,
                "a plain request would sit on the line");
    }
}
