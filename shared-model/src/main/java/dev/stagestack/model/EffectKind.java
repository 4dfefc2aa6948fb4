package dev.stagestack.model;

import java.util.Optional;

/** How the screen moves from the old picture to the new one (docs/format.md "Effect", docs/semantics.md §22). */
public enum EffectKind {
    /** The old picture fades to black over the first half, the new one fades in from black over the second. */
    FADE("fade"),
    /** The old picture dissolves into the new one. */
    CROSSFADE("crossfade"),
    /** The new picture slides in over the old one, pushing it out, in the effect's direction. */
    SLIDE("slide");

    private final String jsonName;

    EffectKind(String jsonName) {
        this.jsonName = jsonName;
    }

    /** The kind's name in a graph file, e.g. {@code crossfade}. */
    public String jsonName() {
        return jsonName;
    }

    /** The kind with this name in a graph file, if any. */
    public static Optional<EffectKind> fromJson(String name) {
        for (EffectKind k : values()) {
            if (k.jsonName.equals(name)) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }
}
