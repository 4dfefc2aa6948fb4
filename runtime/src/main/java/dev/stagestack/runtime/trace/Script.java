package dev.stagestack.runtime.trace;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A headless script (docs/semantics.md §13): the input events of a run, by tick.
 * Lines may come in any tick order: events are sorted stably by tick, so the events of one
 * tick keep their file order. Immutable.
 */
public final class Script {

    /** A script without events. */
    public static final Script EMPTY = new Script(List.of());

    private final List<ScriptEvent> events;

    private Script(List<ScriptEvent> events) {
        this.events = events;
    }

    /** A script of these events, sorted stably by tick. */
    public static Script of(List<ScriptEvent> events) {
        List<ScriptEvent> sorted = new ArrayList<>(events);
        sorted.sort(Comparator.comparingLong(ScriptEvent::tick));
        return new Script(List.copyOf(sorted));
    }

    /**
     * Parses a script; every bad line becomes a problem located at {@code fileName:line:column}
     * and is left out of the script.
     */
    public static ScriptParse parse(String fileName, String text) {
        return new ScriptParser(fileName).parse(text);
    }

    /** The events, sorted stably by tick. */
    public List<ScriptEvent> events() {
        return events;
    }
}
