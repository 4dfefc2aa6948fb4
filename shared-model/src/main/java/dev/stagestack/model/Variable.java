package dev.stagestack.model;

import java.util.Objects;

/**
 * A graph variable (docs/format.md "Variables", docs/semantics.md §21): a boolean, or a whole
 * number kept between {@code min} and {@code max}. Values are held as {@code long}; a boolean is
 * 0 (false) or 1 (true), with bounds 0 and 1.
 *
 * @param id      unique among the graph's variables, same syntax as a state id
 * @param type    boolean or integer
 * @param min     the lowest value (0 for a boolean)
 * @param max     the highest value (1 for a boolean)
 * @param initial the value when a run starts or restarts, between min and max
 */
public record Variable(String id, VariableType type, long min, long max, long initial) {

    /** The widest bounds an integer variable may have, so every sum of two values fits a long. */
    public static final long LIMIT = 1_000_000_000L;

    /** Checks the id and type; a boolean's bounds are 0 and 1. Bounds and initial are checked by validation. */
    public Variable {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(type, "type");
        if (type == VariableType.BOOLEAN) {
            min = 0;
            max = 1;
        }
    }

    /** A boolean variable. */
    public static Variable bool(String id, boolean initial) {
        return new Variable(id, VariableType.BOOLEAN, 0, 1, initial ? 1 : 0);
    }

    /** An integer variable kept between {@code min} and {@code max}. */
    public static Variable integer(String id, long min, long max, long initial) {
        return new Variable(id, VariableType.INTEGER, min, max, initial);
    }

    /** Whether this is a boolean variable. */
    public boolean isBoolean() {
        return type == VariableType.BOOLEAN;
    }

    /** How many values the variable can take. */
    public long domainSize() {
        return max - min + 1;
    }

    /** {@code value} kept within the bounds: below min gives min, above max gives max. */
    public long clamp(long value) {
        return Math.max(min, Math.min(max, value));
    }

    /** Whether {@code value} is within the bounds. */
    public boolean admits(long value) {
        return value >= min && value <= max;
    }

    /** The value as a file and a trace write it: {@code true}/{@code false} or the number. */
    public String format(long value) {
        return isBoolean() ? Boolean.toString(value != 0) : Long.toString(value);
    }

    /** The value an action's or a save's JSON-like value stands for, e.g. {@code Boolean.TRUE} is 1. */
    public static long valueOf(Object jsonLike) {
        if (jsonLike instanceof Boolean b) {
            return b ? 1 : 0;
        }
        return ((Number) jsonLike).longValue();
    }
}
