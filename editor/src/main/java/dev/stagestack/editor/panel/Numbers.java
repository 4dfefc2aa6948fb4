package dev.stagestack.editor.panel;

import java.util.Locale;
import java.util.Optional;

/** Number text in forms: parsing that never throws, and short display. */
final class Numbers {
    private Numbers() {}

    static Optional<Double> parse(String text) {
        try {
            double v = Double.parseDouble(text.trim());
            return Double.isFinite(v) ? Optional.of(v) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    static String format(Double value) {
        if (value == null) {
            return "";
        }
        return value == Math.rint(value) ? Long.toString(value.longValue()) : String.format(Locale.ROOT, "%s", value);
    }
}
