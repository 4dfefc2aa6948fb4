package dev.stagestack.runtime;

import dev.stagestack.model.Effect;

/**
 * Knows the transition effect in progress (docs/semantics.md §22): a request carrying an effect that
 * changed staging makes it pending; the next commit that moves the stack starts it, replacing one
 * that plays; it ends as the tick after its last begins, or when a reload or the end of the run
 * cancels it. Tells listeners; changes nothing in the stack, so the trace is the same without it.
 */
final class EffectTracker {

    private final StateStack stack;
    private final StackEvents events;
    private Effect pending;
    private String pendingCause;
    private String cause;
    private EffectRun playing;

    EffectTracker(StateStack stack, StackEvents events) {
        this.stack = stack;
        this.events = events;
    }

    /** The effect playing, or null. */
    EffectRun playing() {
        return playing;
    }

    /** Why the requests that follow are made, as {@link StateStack#because} said. */
    void because(String newCause) {
        cause = newCause;
    }

    /** A request carrying {@code effect} was made; {@code changed}: it changed staging. */
    void requested(Effect effect, boolean changed) {
        if (effect != null && changed) {
            pending = effect;
            pendingCause = cause;
        }
    }

    /** A tick begins: ends the effect playing if its last tick has run. */
    void tickBegins(long tick) {
        if (playing != null && tick >= playing.endTick()) {
            end();
        }
    }

    /**
     * A commit is over; {@code moved}: it took steps. The pending effect starts when it did and is
     * dropped when it did not (its request was undone before any commit, or the commit was runaway).
     */
    void commitOver(boolean moved) {
        Effect effect = pending;
        pending = null;
        if (effect == null || !moved) {
            return;
        }
        double tickRate = 1e9 / stack.options().nanosPerTick();
        playing = new EffectRun(effect, stack.tick(), effect.ticks(tickRate), pendingCause);
        events.effectStarted(playing);
    }

    /** A reload or the end of the run: the effect playing, and a pending one, are cancelled. */
    void cancel() {
        pending = null;
        if (playing != null) {
            end();
        }
    }

    private void end() {
        EffectRun ended = playing;
        playing = null;
        events.effectEnded(ended);
    }
}
