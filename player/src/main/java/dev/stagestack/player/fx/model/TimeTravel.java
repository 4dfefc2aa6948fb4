package dev.stagestack.player.fx.model;

import dev.stagestack.runtime.debug.CommitWalk;
import dev.stagestack.runtime.debug.TickSnapshot;
import java.util.List;

/**
 * Which moment the player shows: the live one, a recorded tick (time travel, read-only, the run
 * paused), or a moment of the commit being stepped (Step back after F7 or a breakpoint). Part of
 * the {@link PlayerViewModel}; it reads the session, and only pauses it.
 */
final class TimeTravel {

    private final PlayerSession session;
    /** The recorded tick shown, or null. */
    private Long travelTick;
    /** The moment of the stepped commit shown, if any (an index of {@link PlayerSession#commitSteps()}). */
    private final CommitWalk walk = new CommitWalk();

    TimeTravel(PlayerSession session) {
        this.session = session;
    }

    /** Shows the recorded tick {@code tick} read-only (pausing the run); the live tick goes live. */
    void travelTo(long tick) {
        long oldest = session.history().oldest().map(TickSnapshot::tick).orElse(0L);
        long live = session.live().tick();
        long target = Math.max(oldest, Math.min(live, tick));
        walk.leave();
        if (target == live) {
            travelTick = null;
        } else {
            session.pause();
            travelTick = target;
        }
    }

    /** Back to the live moment. */
    void goLive() {
        travelTick = null;
        walk.leave();
    }

    /**
     * Within a commit being stepped, shows the moment before the shown one: before the last step
     * taken, then before the one before; false when there is none (time travel by tick then).
     */
    boolean stepBack() {
        return travelTick == null && walk.back(session.commitSteps().size());
    }

    /** Shows the next moment of the stepped commit; false when the live one is shown (F7 then takes a step). */
    boolean stepForward() {
        return walk.forward(session.commitSteps().size());
    }

    /** After the session moved on: a new run, a commit that went on or a tick that ran shows the live moment again. */
    void follow(boolean newRun) {
        if (newRun) {
            travelTick = null;
        }
        walk.follow(session.commitSteps().size());
    }

    /** The moment shown: a moment of the stepped commit, a recorded tick, or the live one. */
    TickSnapshot moment() {
        List<TickSnapshot> steps = session.commitSteps();
        if (walk.shown().isPresent() && walk.shown().getAsInt() < steps.size() - 1) {
            return steps.get(walk.shown().getAsInt());
        }
        return travelTick == null
                ? session.live()
                : session.history().at(travelTick).orElse(session.live());
    }

    /** Whether a recorded tick or a moment of the stepped commit is shown rather than the live one. */
    boolean travelling() {
        return travelTick != null || walk.shown().isPresent();
    }

    /** The recorded tick shown by time travel, or null (live, or a moment of the stepped commit). */
    Long recordedTick() {
        return travelTick;
    }

    /** What the banner says of the moment shown; null when it is the live one. */
    String banner(TickSnapshot shown) {
        if (walk.shown().isPresent()) {
            return "Step back: "
                    + walk.words(shown.tick(), session.commitSteps().size())
                    + ", read-only. F7 or PageDown goes forward.";
        }
        return travelTick == null
                ? null
                : "Time travel: tick " + shown.tick() + " of " + session.live().tick()
                        + " (read-only) — Ctrl+End to go live";
    }
}
