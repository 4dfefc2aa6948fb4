package dev.stagestack.model;

import java.util.Optional;

/** The requests a transition can make (docs/format.md "Action", docs/semantics.md §2). */
public enum ActionOp {
    /** Puts a new entry on top of staging. */
    PUSH("push", true),
    /** Takes the top entry off staging. */
    POP("pop", false),
    /** Pops the top entry and pushes another in its place. */
    REPLACE("replace", true),
    /** Pops down to the nearest entry of a state. */
    POP_TO("popTo", true),
    /** Pops every entry. */
    CLEAR("clear", false),
    /** Restarts an entry in place (free, then init). */
    RESTART("restart", false),
    /** Ends the run. */
    QUIT("quit", false),
    /** Sets a graph variable to a value (docs/semantics.md §21); requests nothing of the stack. */
    SET("set", true),
    /** Adds a whole number to an integer variable, staying within its bounds. */
    ADD("add", true),
    /** Sets a graph variable back to its initial value. */
    RESET("reset", true);

    private final String jsonName;
    private final boolean needsTarget;

    ActionOp(String jsonName, boolean needsTarget) {
        this.jsonName = jsonName;
        this.needsTarget = needsTarget;
    }

    /** The op's name in a graph file, e.g. {@code popTo}. */
    public String jsonName() {
        return jsonName;
    }

    /**
     * Whether the action names a {@code target}: a state for the stack's requests, a variable for
     * {@link #isVariable() set, add and reset}.
     */
    public boolean needsTarget() {
        return needsTarget;
    }

    /** Whether the action creates an entry that can carry {@code data}: push and replace. */
    public boolean carriesData() {
        return this == PUSH || this == REPLACE;
    }

    /**
     * Whether the action may carry an {@link Effect}: push, pop, replace and popTo, the requests
     * that show another entry on top (docs/semantics.md §22).
     */
    public boolean takesEffect() {
        return this == PUSH || this == POP || this == REPLACE || this == POP_TO;
    }

    /** Whether the action changes a graph variable rather than the stack: set, add and reset. */
    public boolean isVariable() {
        return this == SET || this == ADD || this == RESET;
    }

    /** Whether the action carries a {@code value}: set (the new value) and add (the amount). */
    public boolean carriesValue() {
        return this == SET || this == ADD;
    }

    /** The op with this name in a graph file, if any. */
    public static Optional<ActionOp> fromJson(String name) {
        for (ActionOp op : values()) {
            if (op.jsonName.equals(name)) {
                return Optional.of(op);
            }
        }
        return Optional.empty();
    }
}
