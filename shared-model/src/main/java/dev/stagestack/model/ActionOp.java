package dev.stagestack.model;

import java.util.Optional;

/** The requests a transition can make (docs/format.md "Action", docs/semantics.md §2). */
public enum ActionOp {
    PUSH("push", true),
    POP("pop", false),
    REPLACE("replace", true),
    POP_TO("popTo", true),
    CLEAR("clear", false),
    RESTART("restart", false),
    QUIT("quit", false);

    private final String jsonName;
    private final boolean needsTarget;

    ActionOp(String jsonName, boolean needsTarget) {
        this.jsonName = jsonName;
        this.needsTarget = needsTarget;
    }

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

    public static Optional<ActionOp> fromJson(String name) {
        for (ActionOp op : values()) {
            if (op.jsonName.equals(name)) {
                return Optional.of(op);
            }
        }
        return Optional.empty();
    }
}
