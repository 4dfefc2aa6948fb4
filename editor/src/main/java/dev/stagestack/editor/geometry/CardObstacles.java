package dev.stagestack.editor.geometry;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The cards an edge must not run under, indexed on a grid so that a large graph's edges are checked
 * against the few cards near them. Pure geometry, from the top-left corner of each state.
 */
public final class CardObstacles {
    /** No cards: every edge is drawn where its lane puts it. */
    public static final CardObstacles NONE = new CardObstacles(Map.of());

    private static final double CELL = 256;
    /** How close to a card an edge may pass (world units). */
    private static final double CLEARANCE = 6;

    private static final int SAMPLES = 40;

    private record Card(String id, double x, double y) {}

    private final Map<Long, List<Card>> cells = new HashMap<>();

    private CardObstacles(Map<String, double[]> corners) {
        corners.forEach((id, p) -> {
            Card card = new Card(id, p[0], p[1]);
            for (long cx = cell(p[0]); cx <= cell(p[0] + StateBox.WIDTH); cx++) {
                for (long cy = cell(p[1]); cy <= cell(p[1] + StateBox.HEIGHT); cy++) {
                    cells.computeIfAbsent(key(cx, cy), k -> new ArrayList<>()).add(card);
                }
            }
        });
    }

    /** The cards at these top-left corners, by state id. */
    public static CardObstacles of(Map<String, double[]> corners) {
        return new CardObstacles(corners);
    }

    /** Whether the curve runs under (or within a few units of) a card other than its two ends. */
    public boolean crosses(Curve curve, String from, String to) {
        if (cells.isEmpty()) {
            return false;
        }
        for (int i = 1; i < SAMPLES; i++) {
            double t = (double) i / SAMPLES;
            double x = curve.xAt(t);
            double y = curve.yAt(t);
            for (Card card : cells.getOrDefault(key(cell(x), cell(y)), List.of())) {
                if (!card.id().equals(from) && !card.id().equals(to) && inside(card, x, y)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean inside(Card card, double x, double y) {
        return x >= card.x() - CLEARANCE
                && x <= card.x() + StateBox.WIDTH + CLEARANCE
                && y >= card.y() - CLEARANCE
                && y <= card.y() + StateBox.HEIGHT + CLEARANCE;
    }

    private static long cell(double v) {
        return (long) Math.floor(v / CELL);
    }

    private static long key(long cx, long cy) {
        return (cx << 32) ^ (cy & 0xffffffffL);
    }
}
