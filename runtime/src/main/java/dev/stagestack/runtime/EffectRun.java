package dev.stagestack.runtime;

import dev.stagestack.model.Effect;
import java.util.Objects;

/**
 * A transition effect playing on the screen (docs/semantics.md §22): started by the commit of tick
 * {@code startTick}, it lasts {@code ticks} ticks, so the host draws it after ticks {@code startTick}
 * to {@code startTick + ticks - 1} and it ends as tick {@code startTick + ticks} begins. It is
 * drawing only: nothing in the stack waits for it.
 *
 * @param effect    the effect the request carried
 * @param startTick the tick whose commit showed the new chain
 * @param ticks     how many ticks it lasts, at least 1 ({@link Effect#ticks})
 * @param cause     why the request was made, as {@link StackListener#because} said it (e.g. {@code key
 *                  ESCAPE fires transition esc}), or null when nothing said
 */
public record EffectRun(Effect effect, long startTick, long ticks, String cause) {

    /** Checks that an effect is given and lasts at least one tick. */
    public EffectRun {
        Objects.requireNonNull(effect, "effect");
        if (ticks < 1) {
            throw new IllegalArgumentException("an effect lasts at least 1 tick, not " + ticks);
        }
    }

    /** The tick at whose start the effect ends. */
    public long endTick() {
        return startTick + ticks;
    }

    /** How far the effect is once tick {@code tick} has run: 0 at its start tick, 1 at its end, clamped. */
    public double progress(long tick) {
        return progress(tick, 0);
    }

    /**
     * How far the effect is on a frame drawn {@code alpha} of a tick after tick {@code tick} ran
     * ({@code FrameClock}'s interpolation, 0 to 1), clamped to 0..1: smooth at any frame rate.
     */
    public double progress(long tick, double alpha) {
        double done = (tick - startTick + alpha) / ticks;
        return Math.max(0, Math.min(1, done));
    }
}
