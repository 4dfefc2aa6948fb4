package dev.stagestack.testkit;

import dev.stagestack.runtime.Surface;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A {@link Surface} that draws nothing and records every call as a line, e.g.
 * {@code fillRect 10 20 30 40 #ff8800} or {@code text "Score 3" 8 16 #ffffff}, so a test can check
 * what a behaviour's {@code draw} painted.
 */
public final class RecordingSurface implements Surface {

    private final double width;
    private final double height;
    private final List<String> calls = new ArrayList<>();
    private final List<String> texts = new ArrayList<>();

    /**
     * @param width  the width behaviours see
     * @param height the height behaviours see
     */
    public RecordingSurface(double width, double height) {
        this.width = width;
        this.height = height;
    }

    /** @return every call since the last {@link #clear()}, in order */
    public List<String> calls() {
        return List.copyOf(calls);
    }

    /** @return the strings drawn with {@link #text} since the last {@link #clear()}, in order */
    public List<String> texts() {
        return List.copyOf(texts);
    }

    /** Forgets what was recorded, e.g. between two frames. */
    public void clear() {
        calls.clear();
        texts.clear();
    }

    @Override
    public double width() {
        return width;
    }

    @Override
    public double height() {
        return height;
    }

    @Override
    public void fillRect(double x, double y, double w, double h, int rgb) {
        record("fillRect", rgb, x, y, w, h);
    }

    @Override
    public void strokeRect(double x, double y, double w, double h, int rgb) {
        record("strokeRect", rgb, x, y, w, h);
    }

    @Override
    public void fillOval(double x, double y, double w, double h, int rgb) {
        record("fillOval", rgb, x, y, w, h);
    }

    @Override
    public void strokeOval(double x, double y, double w, double h, int rgb) {
        record("strokeOval", rgb, x, y, w, h);
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, int rgb) {
        record("line", rgb, x1, y1, x2, y2);
    }

    @Override
    public void text(String text, double x, double y, int rgb) {
        texts.add(text);
        calls.add("text \"" + text + "\" " + number(x) + " " + number(y) + " " + color(rgb));
    }

    /** Records {@code image background 0 0 800 600}: the image's name and where it goes, loaded or not. */
    @Override
    public void image(String name, Object image, double x, double y, double w, double h) {
        calls.add("image " + name + numbers(x, y, w, h));
    }

    /** A recording surface stands for no toolkit: always empty. */
    @Override
    public <T> Optional<T> unwrap(Class<T> type) {
        return Optional.empty();
    }

    private void record(String call, int rgb, double... numbers) {
        calls.add(call + numbers(numbers) + " " + color(rgb));
    }

    private static String numbers(double... numbers) {
        StringBuilder line = new StringBuilder();
        for (double n : numbers) {
            line.append(' ').append(number(n));
        }
        return line.toString();
    }

    private static String number(double n) {
        return n == Math.rint(n) ? Long.toString((long) n) : Double.toString(n);
    }

    private static String color(int rgb) {
        return String.format(Locale.ROOT, "#%06x", rgb & 0xffffff);
    }
}
