package dev.stagestack.samples.bounce;

import dev.stagestack.runtime.Surface;
import java.util.Optional;

/**
 * A {@link Surface} in the arena's fixed world coordinates ({@link Arena#WIDTH} ×
 * {@link Arena#HEIGHT}), letterboxed onto the real surface of any size: pieces draw in world
 * units and this scales and centres them. Reused from frame to frame; {@link #begin} fits it to
 * the surface of the frame.
 */
final class View implements Surface {

    private Surface surface;
    private double scale;
    private double offsetX;
    private double offsetY;

    /** Fits the world to {@code target} and fills the bars around it with {@code barColor}. */
    View begin(Surface target, int barColor) {
        surface = target;
        scale = Math.min(target.width() / Arena.WIDTH, target.height() / Arena.HEIGHT);
        offsetX = (target.width() - Arena.WIDTH * scale) / 2;
        offsetY = (target.height() - Arena.HEIGHT * scale) / 2;
        target.fillRect(0, 0, target.width(), target.height(), barColor);
        return this;
    }

    /** Whether there is anything to draw on (a zero-sized surface draws nothing). */
    boolean visible() {
        return scale > 0;
    }

    @Override
    public double width() {
        return Arena.WIDTH;
    }

    @Override
    public double height() {
        return Arena.HEIGHT;
    }

    @Override
    public void fillRect(double x, double y, double w, double h, int rgb) {
        surface.fillRect(px(x), py(y), w * scale, h * scale, rgb);
    }

    @Override
    public void strokeRect(double x, double y, double w, double h, int rgb) {
        surface.strokeRect(px(x), py(y), w * scale, h * scale, rgb);
    }

    @Override
    public void fillOval(double x, double y, double w, double h, int rgb) {
        surface.fillOval(px(x), py(y), w * scale, h * scale, rgb);
    }

    @Override
    public void strokeOval(double x, double y, double w, double h, int rgb) {
        surface.strokeOval(px(x), py(y), w * scale, h * scale, rgb);
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, int rgb) {
        surface.line(px(x1), py(y1), px(x2), py(y2), rgb);
    }

    /** Text in the surface's own font, placed in world coordinates (titles use {@link PixelFont}). */
    @Override
    public void text(String text, double x, double y, int rgb) {
        surface.text(text, px(x), py(y), rgb);
    }

    /** A state's image, placed and sized in world coordinates. */
    @Override
    public void image(String name, Object image, double x, double y, double w, double h) {
        surface.image(name, image, px(x), py(y), w * scale, h * scale);
    }

    @Override
    public <T> Optional<T> unwrap(Class<T> type) {
        return surface.unwrap(type);
    }

    /** A filled circle centred on (cx, cy), on any surface. */
    static void disc(Surface target, double cx, double cy, double r, int rgb) {
        target.fillOval(cx - r, cy - r, 2 * r, 2 * r, rgb);
    }

    private double px(double x) {
        return offsetX + x * scale;
    }

    private double py(double y) {
        return offsetY + y * scale;
    }
}
