package dev.stagestack.editor.geometry;

/** An axis-aligned rectangle in world units: a placed label or something a label should not cover. */
public record LabelBox(double minX, double minY, double width, double height) {

    /** The box of {@code width × height} centred on {@code (x, y)}. */
    public static LabelBox centredOn(double x, double y, double width, double height) {
        return new LabelBox(x - width / 2, y - height / 2, width, height);
    }

    /** The card of a state whose top-left corner is {@code (x, y)}. */
    public static LabelBox ofState(double x, double y) {
        return new LabelBox(x, y, StateBox.WIDTH, StateBox.HEIGHT);
    }

    public double maxX() {
        return minX + width;
    }

    public double maxY() {
        return minY + height;
    }

    public double centerX() {
        return minX + width / 2;
    }

    public double centerY() {
        return minY + height / 2;
    }

    /** The area this box shares with {@code other}; 0 when they only touch or are apart. */
    public double overlap(LabelBox other) {
        double w = Math.min(maxX(), other.maxX()) - Math.max(minX, other.minX);
        double h = Math.min(maxY(), other.maxY()) - Math.max(minY, other.minY);
        return w > 0 && h > 0 ? w * h : 0;
    }
}
