package dev.stagestack.editor.geometry;

/**
 * Where the number of a step sits on its line, when a transition is drawn as several numbered arrows
 * (docs/editor.md "How transitions are drawn"): a small disc three quarters of the way along, near
 * the head, so each number stands by the state its push brings. The canvas and the exports share it.
 */
public final class StepBadge {
    /** The disc's radius, in world units. */
    public static final double RADIUS = 8;
    /** The number's size. */
    public static final double FONT_SIZE = 10;
    /** How far along its curve the disc sits. */
    static final double ALONG = 0.75;

    private StepBadge() {}

    /** The disc's centre on {@code c}. */
    public static double[] centre(Curve c) {
        return new double[] {c.xAt(ALONG), c.yAt(ALONG)};
    }
}
