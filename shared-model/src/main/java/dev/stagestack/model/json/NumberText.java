package dev.stagestack.model.json;

import java.math.BigDecimal;

/**
 * Numbers written the canonical way: as short as possible, {@code 60} not {@code 60.0},
 * {@code 2.5} as {@code 2.5}, exponents only for very large or very small magnitudes.
 */
final class NumberText {

    /** Whole numbers up to this many digits are written in full rather than with an exponent. */
    private static final int MAX_PLAIN_DIGITS = 21;

    private NumberText() {}

    /**
     * The shortest JSON text that reads back as exactly {@code value}.
     *
     * @throws IllegalArgumentException for NaN and infinities, which JSON cannot hold
     */
    static String of(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            throw new IllegalArgumentException("JSON cannot hold the number " + value);
        }
        if (value == 0) {
            return Double.doubleToRawLongBits(value) == 0 ? "0" : "-0";
        }
        return of(BigDecimal.valueOf(value));
    }

    /** {@code value} without trailing zeros, in plain notation unless that would be very long. */
    static String of(BigDecimal value) {
        BigDecimal v = value.stripTrailingZeros();
        if (v.scale() <= 0 && v.precision() - v.scale() <= MAX_PLAIN_DIGITS) {
            return v.toPlainString();
        }
        return v.toString();
    }
}
