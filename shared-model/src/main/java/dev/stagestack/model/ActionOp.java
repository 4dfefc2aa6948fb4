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
    QUIT("quit", false);

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

    /** Whether the action names a {@code target} state. */
    public boolean needsTarget() {
        return needsTarget;
    }

    /** Whether the action creates an entry that can carry {@code data}: push and replace. */
    public boolean carriesData() {
        return this == PUSH || this == REPLACE;
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
