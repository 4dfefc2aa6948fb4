package dev.stagestack.web.browser;

import dev.stagestack.runtime.Surface;
import java.util.Optional;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.canvas.CanvasRenderingContext2D;
import org.teavm.jso.dom.html.HTMLCanvasElement;

/**
 * The runtime's {@link Surface} on the page's canvas (docs/library.md, "Drawing"): what a behaviour's
 * {@code draw} paints, with the canvas' 2D context. {@code image} draws the {@code <img>} the page carries
 * for it ({@link PageAssets}) once the browser has decoded it, and nothing for an image not loaded;
 * {@code unwrap} gives nothing.
 */
final class CanvasSurface implements Surface {

    private static final String FONT = "14px sans-serif";

    private final HTMLCanvasElement canvas;
    private final CanvasRenderingContext2D g;

    CanvasSurface(HTMLCanvasElement canvas) {
        this.canvas = canvas;
        this.g = (CanvasRenderingContext2D) canvas.getContext("2d");
    }

    @Override
    public double width() {
        return canvas.getWidth();
    }

    @Override
    public double height() {
        return canvas.getHeight();
    }

    @Override
    public void fillRect(double x, double y, double w, double h, int rgb) {
        g.setFillStyle(css(rgb));
        g.fillRect(x, y, w, h);
    }

    @Override
    public void strokeRect(double x, double y, double w, double h, int rgb) {
        g.setStrokeStyle(css(rgb));
        g.strokeRect(x, y, w, h);
    }

    @Override
    public void fillOval(double x, double y, double w, double h, int rgb) {
        oval(x, y, w, h);
        g.setFillStyle(css(rgb));
        g.fill();
    }

    @Override
    public void strokeOval(double x, double y, double w, double h, int rgb) {
        oval(x, y, w, h);
        g.setStrokeStyle(css(rgb));
        g.stroke();
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, int rgb) {
        g.beginPath();
        g.moveTo(x1, y1);
        g.lineTo(x2, y2);
        g.setStrokeStyle(css(rgb));
        g.stroke();
    }

    @Override
    public void text(String text, double x, double y, int rgb) {
        g.setFont(FONT);
        g.setFillStyle(css(rgb));
        g.fillText(text, x, y);
    }

    @Override
    public void image(String name, Object image, double x, double y, double w, double h) {
        if (image instanceof PageMedia picture) {
            drawImage(g, picture.element(), x, y, w, h);
        }
    }

    @JSBody(
            params = {"g", "image", "x", "y", "w", "h"},
            script = "if (image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0) {"
                    + " g.drawImage(image, x, y, w, h); }")
    private static native void drawImage(
            CanvasRenderingContext2D g, JSObject image, double x, double y, double w, double h);

    @Override
    public <T> Optional<T> unwrap(Class<T> type) {
        return Optional.empty();
    }

    private void oval(double x, double y, double w, double h) {
        g.beginPath();
        g.ellipse(x + w / 2, y + h / 2, Math.abs(w / 2), Math.abs(h / 2), 0, 0, 2 * Math.PI);
    }

    /** {@code 0xRRGGBB} as CSS writes it: {@code #rrggbb}. */
    static String css(int rgb) {
        String hex = Integer.toHexString(rgb & 0xffffff);
        return "#" + "000000".substring(hex.length()) + hex;
    }
}
