package dev.stagestack.model;

import java.util.Objects;

/**
 * A node of the graph: a state definition (docs/format.md "State").
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
 */
public record StateDef(String id, String name, CoveredPolicy covered, boolean overlay,
                       String color, String behavior, String notes, Double x, Double y,
                       StateAssets assets) {

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
    }

    /** A state without assets. */
    public StateDef(String id, String name, CoveredPolicy covered, boolean overlay,
                    String color, String behavior, String notes, Double x, Double y) {
        this(id, name, covered, overlay, color, behavior, notes, x, y, StateAssets.EMPTY);
    }

    /** A state with every optional field at its default. */
    public static StateDef of(String id) {
        return new StateDef(id, id, CoveredPolicy.FREEZE, false, null, null, null, null, null, StateAssets.EMPTY);
    }

    /** Whether the state has a position on the canvas. */
    public boolean hasPosition() {
        return x != null && y != null;
    }

    /** A copy with another id. */
    public StateDef withId(String newId) {
        return new StateDef(newId, name, covered, overlay, color, behavior, notes, x, y, assets);
    }

    /** A copy with another display name. */
    public StateDef withName(String newName) {
        return new StateDef(id, newName, covered, overlay, color, behavior, notes, x, y, assets);
    }

    /** A copy with another covered policy. */
    public StateDef withCovered(CoveredPolicy policy) {
        return new StateDef(id, name, policy, overlay, color, behavior, notes, x, y, assets);
    }

    /** A copy that is, or is not, an overlay. */
    public StateDef withOverlay(boolean isOverlay) {
        return new StateDef(id, name, covered, isOverlay, color, behavior, notes, x, y, assets);
    }

    /** A copy with another colour ({@code #RRGGBB}), or none for null. */
    public StateDef withColor(String newColor) {
        return new StateDef(id, name, covered, overlay, newColor, behavior, notes, x, y, assets);
    }

    /** A copy with another behaviour id, or none for null. */
    public StateDef withBehavior(String behaviorId) {
        return new StateDef(id, name, covered, overlay, color, behaviorId, notes, x, y, assets);
    }

    /** A copy with other notes, or none for null. */
    public StateDef withNotes(String newNotes) {
        return new StateDef(id, name, covered, overlay, color, behavior, newNotes, x, y, assets);
    }

    /** A copy at another canvas position, or none for nulls. */
    public StateDef withPosition(Double newX, Double newY) {
        return new StateDef(id, name, covered, overlay, color, behavior, notes, newX, newY, assets);
    }

    /** A copy with other assets. */
    public StateDef withAssets(StateAssets newAssets) {
        return new StateDef(id, name, covered, overlay, color, behavior, notes, x, y, newAssets);
    }
}
