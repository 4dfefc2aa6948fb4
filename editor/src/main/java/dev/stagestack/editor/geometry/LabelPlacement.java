package dev.stagestack.editor.geometry;

import dev.stagestack.tools.diagram.TransitionKind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongConsumer;

/**
 * Places the trigger labels of edges so that they cover each other and the state cards as little
 * as possible. Greedy, in the order given: each label tries spots along its own edge, the middle
 * first, then nudged further and further to either side of the line (clear of a card it would cover), and takes the first spot that overlaps nothing
 * already placed, or else the one with the least overlap. Pure; the canvas and the SVG export use
 * the same pass, so both show the same picture.
 */
public final class LabelPlacement {

    /** Where along its curve a label may sit (curve parameter), the preferred middle first. */
    static final double[] STOPS = {0.5, 0.4, 0.6, 0.3, 0.7, 0.22, 0.78};
    /** Sideways nudges, in label heights: on the line first, then beside it. */
    static final double[] NUDGES = {0, 0.75, -0.75, 1.5, -1.5, 2.25, -2.25};
    /** Clear space kept around each label, in world units. */
    static final double PADDING = 2;

    /** A label to place: the transition it belongs to, the curve it follows and its size. */
    public record Request(String id, Curve curve, double width, double height) {
        /** Gap between a label and the short line to an exit terminal it sits beside. */
        private static final double BESIDE_GAP = 10;

        /**
         * The request for a label on the first segment of an edge: on its line, but beside the short
         * line to an exit terminal (on it, the label would hide the line and sit on the terminal).
         */
        public static Request onEdge(String id, EdgeSegment first, Curve curve, double width, double height) {
            boolean toTerminal = first.kind() == TransitionKind.QUIT && first.to() == null;
            return new Request(id, toTerminal ? curve.translated(-(width / 2 + BESIDE_GAP), 0) : curve, width, height);
        }
    }

    private LabelPlacement() {}

    /**
     * The box of every requested label, by id, avoiding {@code obstacles} (state cards) and the
     * labels placed before it.
     */
    public static Map<String, LabelBox> place(List<Request> labels, List<LabelBox> obstacles) {
        SpatialIndex taken = new SpatialIndex();
        obstacles.forEach(taken::add);
        Map<String, LabelBox> placed = new LinkedHashMap<>();
        for (Request r : labels) {
            LabelBox box = bestSpot(r, taken);
            taken.add(box);
            placed.put(r.id(), box);
        }
        return placed;
    }

    private static LabelBox bestSpot(Request r, SpatialIndex taken) {
        LabelBox best = null;
        double bestOverlap = Double.MAX_VALUE;
        for (double nudge : NUDGES) {
            for (double t : STOPS) {
                LabelBox spot = spotAt(r, t, nudge);
                double overlap = taken.overlap(spot);
                if (overlap == 0) {
                    return spot;
                }
                if (overlap < bestOverlap) {
                    best = spot;
                    bestOverlap = overlap;
                }
            }
        }
        return best;
    }

    /** The padded box at parameter {@code t}, moved {@code nudge} label heights across the curve. */
    private static LabelBox spotAt(Request r, double t, double nudge) {
        Curve c = r.curve();
        double dx = c.xAt(Math.min(1, t + 0.01)) - c.xAt(Math.max(0, t - 0.01));
        double dy = c.yAt(Math.min(1, t + 0.01)) - c.yAt(Math.max(0, t - 0.01));
        double length = Math.max(1e-9, Math.hypot(dx, dy));
        double shift = nudge * (r.height() + PADDING);
        double x = c.xAt(t) - dy / length * shift;
        double y = c.yAt(t) + dx / length * shift;
        return LabelBox.centredOn(x, y, r.width() + 2 * PADDING, r.height() + 2 * PADDING);
    }

    /** The boxes placed so far, bucketed on a coarse grid so a lookup only sees its neighbours. */
    static final class SpatialIndex {
        private static final double CELL = 160;
        private final Map<Long, List<LabelBox>> cells = new HashMap<>();

        void add(LabelBox box) {
            forCells(
                    box,
                    key -> cells.computeIfAbsent(key, k -> new ArrayList<>()).add(box));
        }

        /** The total area {@code box} shares with the boxes in the index (each counted once). */
        double overlap(LabelBox box) {
            Set<LabelBox> seen = Collections.newSetFromMap(new IdentityHashMap<>());
            forCells(box, key -> seen.addAll(cells.getOrDefault(key, List.of())));
            return seen.stream().mapToDouble(box::overlap).sum();
        }

        private static void forCells(LabelBox box, LongConsumer action) {
            long x0 = (long) Math.floor(box.minX() / CELL);
            long x1 = (long) Math.floor(box.maxX() / CELL);
            long y0 = (long) Math.floor(box.minY() / CELL);
            long y1 = (long) Math.floor(box.maxY() / CELL);
            for (long x = x0; x <= x1; x++) {
                for (long y = y0; y <= y1; y++) {
                    action.accept(x * 1_000_003L + y);
                }
            }
        }
    }
}
