package dev.stagestack.model;

import java.util.Optional;

/** The kinds of graph variable (docs/format.md "Variables"). */
public enum VariableType {
    /** {@code true} or {@code false}. */
    BOOLEAN("boolean"),
    /** A whole number between the variable's {@code min} and {@code max}. */
    INTEGER("integer");

    private final String jsonName;

    VariableType(String jsonName) {
        this.jsonName = jsonName;
    }

    /** The type's name in a graph file. */
    public String jsonName() {
        return jsonName;
    }

    /** The type with this name in a graph file, if any. */
    public static Optional<VariableType> fromJson(String name) {
        for (VariableType t : values()) {
            if (t.jsonName.equals(name)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
