package dev.stagestack.web.browser;

import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.html.HTMLCanvasElement;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The canvas of a graph with behaviours at its logical size ({@code width × height}, what the states'
 * {@code Surface} says) scaled to its area by the largest factor that keeps its aspect ratio, centred,
 * with black bars on the sides it does not fill: the player's letterbox (docs/player.md). Checked every
 * frame, so a resized window, presentation mode or the chain alone refit it at once.
 */
final class Letterbox {

    private final HTMLCanvasElement canvas;
    private final HTMLElement area;
    private int fittedWidth = -1;
    private int fittedHeight = -1;

    private Letterbox(HTMLCanvasElement canvas, HTMLElement area) {
        this.canvas = canvas;
        this.area = area;
    }

    /** Keeps {@code canvas} fitted into {@code area} from now on. */
    static void fit(HTMLCanvasElement canvas, HTMLElement area) {
        area.getClassList().add("letterbox");
        new Letterbox(canvas, area).frame();
    }

    private void frame() {
        int width = area.getClientWidth();
        int height = area.getClientHeight();
        if (width != fittedWidth || height != fittedHeight) {
            fittedWidth = width;
            fittedHeight = height;
            double scale =
                    Math.max(0, Math.min((double) width / canvas.getWidth(), (double) height / canvas.getHeight()));
            double w = canvas.getWidth() * scale;
            double h = canvas.getHeight() * scale;
            canvas.getStyle().setProperty("width", w + "px");
            canvas.getStyle().setProperty("height", h + "px");
            canvas.getStyle().setProperty("left", (width - w) / 2 + "px");
            canvas.getStyle().setProperty("top", (height - h) / 2 + "px");
        }
        Window.requestAnimationFrame(time -> frame());
    }
}
