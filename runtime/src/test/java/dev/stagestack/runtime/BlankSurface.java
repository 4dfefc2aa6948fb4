package dev.stagestack.runtime;

import java.util.Optional;

/** A 320 × 200 surface that draws nothing, for tests that call {@code draw}. */
public final class BlankSurface implements Surface {
    @Override
    public double width() {
        return 320;
    }

    @Override
    public double height() {
        return 200;
    }

    @Override
    public void fillRect(double x, double y, double w, double h, int rgb) {}

    @Override
    public void strokeRect(double x, double y, double w, double h, int rgb) {}

    @Override
    public void fillOval(double x, double y, double w, double h, int rgb) {}

    @Override
    public void strokeOval(double x, double y, double w, double h, int rgb) {}

    @Override
    public void line(double x1, double y1, double x2, double y2, int rgb) {}

    @Override
    public void text(String text, double x, double y, int rgb) {}

    @Override
    public <T> Optional<T> unwrap(Class<T> type) {
        return Optional.empty();
    }
}
