package dev.stagestack.model;

import java.util.Optional;

/** What an entry of a state does while it is covered (not head): docs/semantics.md §6. */
public enum CoveredPolicy {
    /** Drawn, not updated: the world behind a pause menu. The default. */
    FREEZE("freeze"),
    /** Drawn and updated: the world keeps moving behind a dialog. */
    UPDATE("update"),
    /** Neither drawn nor updated. */
    HIDE("hide");

    private final String jsonName;

    CoveredPolicy(String jsonName) {
        this.jsonName = jsonName;
    }

    /** The name used in the graph file. */
    public String jsonName() {
        return jsonName;
    }

    /** Whether entries of this policy are drawn while covered. */
    public boolean drawnWhenCovered() {
        return this != HIDE;
    }

    /** Whether entries of this policy are meant to update while covered. */
    public boolean updatedWhenCovered() {
        return this == UPDATE;
    }

    /** The policy with this name in a graph file, if any. */
    public static Optional<CoveredPolicy> fromJson(String name) {
        for (CoveredPolicy p : values()) {
            if (p.jsonName.equals(name)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
