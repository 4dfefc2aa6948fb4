package dev.stagestack.editor.geometry;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * The size of a trigger label before it is shown, for the {@link LabelPlacement}: measured with
 * the label's font rather than laid out with CSS, so thousands of labels can be placed at once.
 */
public final class LabelSizes {
    /** Height of a canvas label: 11.5 px text or 13 px icon, 2 px padding and 1 px border each side. */
    public static final double CANVAS_HEIGHT = 21;
    /** Icon, gap, padding and border around the text of a canvas label (see canvas.css). */
    private static final double CANVAS_CHROME = 13 + 4 + 6 + 7 + 2;

    static final double CANVAS_FONT_SIZE = 11.5;

    private LabelSizes() {}

    /** Widths already measured: a large graph repeats the same few triggers thousands of times. */
    private static final Map<String, Double> CANVAS_WIDTHS = new ConcurrentHashMap<>();

    private static final int MAX_REMEMBERED = 10_000;

    /** The width of a canvas label showing {@code text}. */
    public static double canvasWidth(String text) {
        Double known = CANVAS_WIDTHS.get(text);
        if (known != null) {
            return known;
        }
        if (CANVAS_WIDTHS.size() >= MAX_REMEMBERED) {
            CANVAS_WIDTHS.clear();
        }
        double width = textWidth(text, CANVAS_FONT_SIZE) + CANVAS_CHROME;
        CANVAS_WIDTHS.put(text, width);
        return width;
    }

    private static double textWidth(String text, double size) {
        Text probe = new Text(text);
        probe.setFont(Font.font(size));
        return Math.ceil(probe.getLayoutBounds().getWidth());
    }
}
