package dev.stagestack.editor.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Edges bow around the cards in their way, and parallel edges stay apart while they do. */
class CardObstaclesTest {
    private static final double[] A = {0, 0};
    private static final double[] B = {600, 0};
    private static final double[] MIDDLE = {300, 0};

    @Test
    void anEdgeThroughACardBowsAroundIt() {
        CardObstacles cards = CardObstacles.of(Map.of("a", A, "b", B, "m", MIDDLE));
        Curve straight = EdgeGeometry.between(A[0], A[1], B[0], B[1], true, 0, 1);
        assertTrue(cards.crosses(straight, "a", "b"), "the straight line runs under the card between");
        Curve around = EdgeGeometry.around(A, B, "a", "b", 0, 1, cards);
        assertFalse(cards.crosses(around, "a", "b"));
        assertFalse(CardObstacles.NONE.crosses(straight, "a", "b"));
    }

    @Test
    void anEdgeWithNothingInItsWayIsTheStraightLane() {
        CardObstacles cards = CardObstacles.of(Map.of("a", A, "b", B, "far", new double[] {300, 400}));
        assertEquals(
                EdgeGeometry.between(A[0], A[1], B[0], B[1], true, 0, 1),
                EdgeGeometry.around(A, B, "a", "b", 0, 1, cards));
    }

    @Test
    void bothDirectionsAndEveryLaneTakeTheSameDetourAndStayApart() {
        CardObstacles cards = CardObstacles.of(Map.of("a", A, "b", B, "m", MIDDLE));
        Curve there = EdgeGeometry.around(A, B, "a", "b", 0, 2, cards);
        Curve back = EdgeGeometry.around(B, A, "b", "a", 1, 2, cards);
        assertFalse(cards.crosses(there, "a", "b"));
        assertFalse(cards.crosses(back, "a", "b"));
        assertNotEquals(Math.round(there.midY()), Math.round(back.midY()), "parallel edges stay apart");
        assertTrue(Math.abs(there.midY() - back.midY()) >= EdgeGeometry.SPREAD, "at least a lane apart");
    }
}
