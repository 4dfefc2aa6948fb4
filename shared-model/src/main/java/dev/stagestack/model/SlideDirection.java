package dev.stagestack.model;

import java.util.Optional;

/**
 * The way both pictures move during a {@link EffectKind#SLIDE slide}: {@code LEFT} moves them
 * leftwards, so the new picture comes in from the right edge (docs/format.md "Effect").
 */
public enum SlideDirection {
    /** Towards the left edge; the new picture enters from the right. */
    LEFT("left", -1, 0),
    /** Towards the right edge; the new picture enters from the left. */
    RIGHT("right", 1, 0),
    /** Towards the top edge; the new picture enters from the bottom. */
    UP("up", 0, -1),
    /** Towards the bottom edge; the new picture enters from the top. */
    DOWN("down", 0, 1);

    private final String jsonName;
    private final int dx;
    private final int dy;

    SlideDirection(String jsonName, int dx, int dy) {
        this.jsonName = jsonName;
        this.dx = dx;
        this.dy = dy;
    }

    /** The direction's name in a graph file, e.g. {@code left}. */
    public String jsonName() {
        return jsonName;
    }

    /** -1, 0 or 1: the sign of the horizontal movement (x grows to the right). */
    public int dx() {
        return dx;
    }

    /** -1, 0 or 1: the sign of the vertical movement (y grows downwards). */
    public int dy() {
        return dy;
    }

    /** The direction with this name in a graph file, if any. */
    public static Optional<SlideDirection> fromJson(String name) {
        for (SlideDirection d : values()) {
            if (d.jsonName.equals(name)) {
                return Optional.of(d);
            }
        }
        return Optional.empty();
    }
}
