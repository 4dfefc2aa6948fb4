package dev.stagestack.model;

import java.util.List;
import java.util.Objects;

/**
 * A node of the graph: a state definition (docs/format.md "State").
 *
 * <p>Make one with {@link #of} or {@link #builder}, and change one with the withers; the record's
 * constructor is for this package's builder alone, so that a new optional field touches only
 * this record, its builder and the reader and writer of the format.
 *
 * @param id       unique, 1..64 chars of {@code A-Z a-z 0-9 _ . -}
 * @param name     display name; the codec fills in the id when the file has none
 * @param covered  policy while covered, default {@link CoveredPolicy#FREEZE}
 * @param overlay  drawn as a panel over what lies below
 * @param color    {@code #rrggbb}, or null
 * @param behavior id of a registered code behaviour, or null
 * @param notes    free text, or null
 * @param x        editor position, or null when the file has none
 * @param y        editor position, or null when the file has none
 * @param assets   images, sounds and music the state loads; {@link StateAssets#EMPTY} when none
 * @param groups   the groups the state belongs to (docs/format.md "State"), which transitions
 *                 may leave as a whole; empty when none
 */
public record StateDef(
        String id,
        String name,
        CoveredPolicy covered,
        boolean overlay,
        String color,
        String behavior,
        String notes,
        Double x,
        Double y,
        StateAssets assets,
        List<String> groups) {

    /** Checks that the id is given; a missing name is the id, a missing covered policy is {@code freeze}. */
    public StateDef {
        Objects.requireNonNull(id, "id");
        if (name == null) {
            name = id;
        }
        if (covered == null) {
            covered = CoveredPolicy.FREEZE;
        }
        if (assets == null) {
            assets = StateAssets.EMPTY;
        }
        groups = groups == null ? List.of() : List.copyOf(groups);
    }

    /** Whether the state belongs to {@code group}. */
    public boolean inGroup(String group) {
        return groups.contains(group);
    }

    /** A state with every optional field at its default. */
    public static StateDef of(String id) {
        return builder(id).build();
    }

    /** A builder with every optional field at its default. */
    public static Builder builder(String id) {
        return new Builder(id);
    }

    /** A builder holding every field of this state. */
    public Builder toBuilder() {
        return new Builder(id)
                .name(name)
                .covered(covered)
                .overlay(overlay)
                .color(color)
                .behavior(behavior)
                .notes(notes)
                .position(x, y)
                .assets(assets)
                .groups(groups);
    }

    /** Whether the state has a position on the canvas. */
    public boolean hasPosition() {
        return x != null && y != null;
    }

    /** A copy with another id. */
    public StateDef withId(String newId) {
        return toBuilder().id(newId).build();
    }

    /** A copy with another display name. */
    public StateDef withName(String newName) {
        return toBuilder().name(newName).build();
    }

    /** A copy with another covered policy. */
    public StateDef withCovered(CoveredPolicy policy) {
        return toBuilder().covered(policy).build();
    }

    /** A copy that is, or is not, an overlay. */
    public StateDef withOverlay(boolean isOverlay) {
        return toBuilder().overlay(isOverlay).build();
    }

    /** A copy with another colour ({@code #RRGGBB}), or none for null. */
    public StateDef withColor(String newColor) {
        return toBuilder().color(newColor).build();
    }

    /** A copy with another behaviour id, or none for null. */
    public StateDef withBehavior(String behaviorId) {
        return toBuilder().behavior(behaviorId).build();
    }

    /** A copy with other notes, or none for null. */
    public StateDef withNotes(String newNotes) {
        return toBuilder().notes(newNotes).build();
    }

    /** A copy in other groups. */
    public StateDef withGroups(List<String> newGroups) {
        return toBuilder().groups(newGroups).build();
    }

    /** A copy at another canvas position, or none for nulls. */
    public StateDef withPosition(Double newX, Double newY) {
        return toBuilder().position(newX, newY).build();
    }

    /** A copy with other assets. */
    public StateDef withAssets(StateAssets newAssets) {
        return toBuilder().assets(newAssets).build();
    }

    /**
     * Collects the fields of a {@link StateDef}. Every optional field starts absent (null or
     * false); the record turns an absent name, covered policy or assets into its default.
     */
    public static final class Builder {
        private String id;
        private String name;
        private CoveredPolicy covered;
        private boolean overlay;
        private String color;
        private String behavior;
        private String notes;
        private Double x;
        private Double y;
        private StateAssets assets;
        private List<String> groups = List.of();

        private Builder(String id) {
            this.id = id;
        }

        /** Sets the id. */
        public Builder id(String newId) {
            this.id = newId;
            return this;
        }

        /** Sets the display name; null for the id. */
        public Builder name(String newName) {
            this.name = newName;
            return this;
        }

        /** Sets the policy while covered; null for {@code freeze}. */
        public Builder covered(CoveredPolicy policy) {
            this.covered = policy;
            return this;
        }

        /** Sets whether the state is drawn as a panel over what lies below. */
        public Builder overlay(boolean isOverlay) {
            this.overlay = isOverlay;
            return this;
        }

        /** Sets the colour ({@code #RRGGBB}), or none for null. */
        public Builder color(String newColor) {
            this.color = newColor;
            return this;
        }

        /** Sets the behaviour id, or none for null. */
        public Builder behavior(String behaviorId) {
            this.behavior = behaviorId;
            return this;
        }

        /** Sets the notes, or none for null. */
        public Builder notes(String newNotes) {
            this.notes = newNotes;
            return this;
        }

        /** Sets the canvas position, or none for nulls. */
        public Builder position(Double newX, Double newY) {
            this.x = newX;
            this.y = newY;
            return this;
        }

        /** Sets the assets; null for none. */
        public Builder assets(StateAssets newAssets) {
            this.assets = newAssets;
            return this;
        }

        /** Sets the groups; null for none. */
        public Builder groups(List<String> newGroups) {
            this.groups = newGroups;
            return this;
        }

        /** The state; fails when the id is missing. */
        public StateDef build() {
            return new StateDef(id, name, covered, overlay, color, behavior, notes, x, y, assets, groups);
        }
    }
}
