package dev.stagestack.model.guard;

import java.util.Optional;

/** The guard functions that ask about a state on the stack (docs/format.md "Guards"). */
public enum StackFunction {
    /** {@code onStack(S)}: whether an entry of S is in the staging chain. */
    ON_STACK("onStack", true),
    /** {@code count(S)}: how many entries of S the staging chain holds. */
    COUNT("count", false),
    /** {@code visits(S)}: how many entries of S have been entered since the run started. */
    VISITS("visits", false);

    private final String text;
    private final boolean isBoolean;

    StackFunction(String text, boolean isBoolean) {
        this.text = text;
        this.isBoolean = isBoolean;
    }

    /** The function's name in a guard. */
    public String text() {
        return text;
    }

    /** Whether the function gives true or false (rather than a number). */
    public boolean isBoolean() {
        return isBoolean;
    }

    /** The function with this name, if any. */
    public static Optional<StackFunction> named(String name) {
        for (StackFunction f : values()) {
            if (f.text.equals(name)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }
}
