package dev.stagestack.runtime.look;

import dev.stagestack.model.Transition;
import dev.stagestack.model.TriggerType;
import java.util.ArrayList;
import java.util.List;

/**
 * The ring a placeholder screen draws for one timer of its state (docs/player.md "What you see"): how far
 * the entry's active-tick counter (docs/semantics.md §4.3) has come towards the tick the timer fires at.
 * The player and the web page draw their rings from it.
 *
 * @param caption what the ring's caption says: the timer as traces describe it, {@code timer 2s}
 * @param ticks   the active ticks after which the timer fires at the graph's tick rate, at least 1
 */
public record TimerRing(String caption, long ticks) {

    /** Checks that the ring has a caption and at least one tick. */
    public TimerRing {
        if (caption == null || ticks < 1) {
            throw new IllegalArgumentException("a timer ring needs a caption and at least one tick");
        }
    }

    /** The ring of each timer among {@code shown} (a card's transitions, {@link StateLook#shown}), in their order. */
    public static List<TimerRing> of(List<Transition> shown, double tickRate) {
        List<TimerRing> rings = new ArrayList<>();
        for (Transition t : shown) {
            if (t.trigger().type() == TriggerType.TIMER) {
                rings.add(new TimerRing(t.trigger().describe(), t.trigger().timerTicks(tickRate)));
            }
        }
        return rings;
    }

    /** How much of the ring is drawn for an entry whose active-tick counter is {@code activeTicks}: 0 to 1. */
    public double progress(long activeTicks) {
        return Math.min(1.0, (double) activeTicks / ticks);
    }

    /** The ring's text for {@code activeTicks}: its progress in whole percent, {@code 42%}. */
    public String percent(long activeTicks) {
        return Math.round(progress(activeTicks) * 100) + "%";
    }
}
