package dev.stagestack.runtime.look;

import dev.stagestack.model.CoveredPolicy;

/**
 * The motion indicator of a placeholder screen (docs/player.md "What you see"): a dot on a circle that moves
 * a step each tick its entry is updated — head, or covered with policy {@code update} (docs/semantics.md §6) —
 * and stands still otherwise, so <em>frozen behind the pause menu</em> and <em>keeps running behind the
 * dialog</em> look different at a glance. The player and the web page draw it from here.
 */
public final class MotionIndicator {

    /** How far the dot moves round its circle per update, in radians: a turn in 60 updates. */
    public static final double RADIANS_PER_UPDATE = Math.PI / 30;

    private MotionIndicator() {}

    /** Whether an entry of a state with {@code policy} is updated each tick: it is head, or covered with {@code update}. */
    public static boolean updated(CoveredPolicy policy, boolean head) {
        return head || policy.updatedWhenCovered();
    }

    /** Where the dot stands after {@code updates} updates of its entry, in radians clockwise from three o'clock. */
    public static double angle(long updates) {
        return updates * RADIANS_PER_UPDATE;
    }

    /** The indicator's caption: {@code updating} while the dot moves, else {@code frozen}. */
    public static String caption(boolean moving) {
        return moving ? "updating" : "frozen";
    }
}
