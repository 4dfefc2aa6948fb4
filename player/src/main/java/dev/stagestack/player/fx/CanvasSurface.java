package dev.stagestack.player.fx;

import dev.stagestack.runtime.Surface;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.Image;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;

/**
 * The core's {@link Surface} over a JavaFX canvas: what behaviours' {@code draw} paints, a game
 * that hosts the runtime itself gets on its own canvas with {@link #of}. The target context is
 * looked up per call, so one surface can route the draw walk to the canvas of whichever entry is
 * drawing; {@link #unwrap} gives behaviours the {@code GraphicsContext} for anything more.
 */
public final class CanvasSurface implements Surface {

    private final Supplier<GraphicsContext> target;

    CanvasSurface(Supplier<GraphicsContext> target) {
        this.target = target;
    }

    /**
     * A surface that draws on {@code canvas}: pass it to {@code StateStack.draw} once per frame, on
     * the JavaFX thread.
     *
     * @param canvas the canvas to draw on; its size is the surface's
     * @return the surface
     */
    public static CanvasSurface of(javafx.scene.canvas.Canvas canvas) {
        GraphicsContext gc = canvas.getGraphicsContext2D();
        return new CanvasSurface(() -> gc);
    }

    @Override
    public double width() {
        GraphicsContext gc = target.get();
        return gc == null ? 0 : gc.getCanvas().getWidth();
    }

    @Override
    public double height() {
        GraphicsContext gc = target.get();
        return gc == null ? 0 : gc.getCanvas().getHeight();
    }

    @Override
    public void fillRect(double x, double y, double w, double h, int rgb) {
        GraphicsContext gc = fill(rgb);
        if (gc != null) {
            gc.fillRect(x, y, w, h);
        }
    }

    @Override
    public void strokeRect(double x, double y, double w, double h, int rgb) {
        GraphicsContext gc = stroke(rgb);
        if (gc != null) {
            gc.strokeRect(x, y, w, h);
        }
    }

    @Override
    public void fillOval(double x, double y, double w, double h, int rgb) {
        GraphicsContext gc = fill(rgb);
        if (gc != null) {
            gc.fillOval(x, y, w, h);
        }
    }

    @Override
    public void strokeOval(double x, double y, double w, double h, int rgb) {
        GraphicsContext gc = stroke(rgb);
        if (gc != null) {
            gc.strokeOval(x, y, w, h);
        }
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, int rgb) {
        GraphicsContext gc = stroke(rgb);
        if (gc != null) {
            gc.strokeLine(x1, y1, x2, y2);
        }
    }

    @Override
    public void text(String text, double x, double y, int rgb) {
        GraphicsContext gc = fill(rgb);
        if (gc != null) {
            gc.setTextAlign(TextAlignment.LEFT);
            gc.setTextBaseline(VPos.BASELINE);
            gc.setFont(PlayerPalette.BODY);
            gc.fillText(text, x, y);
        }
    }

    /** Draws {@code image} when it is a JavaFX {@code Image} (as the player loads them); else nothing. */
    @Override
    public void image(String name, Object image, double x, double y, double w, double h) {
        GraphicsContext gc = target.get();
        if (gc != null && image instanceof Image fx) {
            gc.drawImage(fx, x, y, w, h);
        }
    }

    @Override
    public <T> Optional<T> unwrap(Class<T> type) {
        GraphicsContext gc = target.get();
        return type.isInstance(gc) ? Optional.of(type.cast(gc)) : Optional.empty();
    }

    private GraphicsContext fill(int rgb) {
        GraphicsContext gc = target.get();
        if (gc != null) {
            gc.setFill(color(rgb));
        }
        return gc;
    }

    private GraphicsContext stroke(int rgb) {
        GraphicsContext gc = target.get();
        if (gc != null) {
            gc.setStroke(color(rgb));
            gc.setLineWidth(1);
        }
        return gc;
    }

    static Color color(int rgb) {
        return Color.rgb((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff);
    }
}
