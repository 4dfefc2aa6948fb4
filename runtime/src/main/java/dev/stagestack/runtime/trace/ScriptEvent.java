package dev.stagestack.runtime.trace;

import dev.stagestack.runtime.graph.InputEvent;
import java.util.Objects;

/**
 * One event line of a headless script.
 *
 * @param tick  the tick whose input phase receives the event, at least 0
 * @param event the event
 * @param line  the 1-based line of the script it came from
 */
public record ScriptEvent(long tick, InputEvent event, int line) {

    /** Checks that the event is given and the tick is not negative. */
    public ScriptEvent {
        Objects.requireNonNull(event, "event");
        if (tick < 0) {
            throw new IllegalArgumentException("negative tick " + tick);
        }
    }
}
