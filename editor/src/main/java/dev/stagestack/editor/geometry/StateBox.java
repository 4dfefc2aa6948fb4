package dev.stagestack.editor.geometry;

/** The size of a state node on the canvas, in world units; positions are its top-left corner. */
public final class StateBox {
    public static final double WIDTH = 168;
    public static final double HEIGHT = 64;
    /** Spacing of the snap grid. */
    public static final double GRID = 20;

    private StateBox() {}

    public static double centerX(double x) {
        return x + WIDTH / 2;
    }

    public static double centerY(double y) {
        return y + HEIGHT / 2;
    }
}
