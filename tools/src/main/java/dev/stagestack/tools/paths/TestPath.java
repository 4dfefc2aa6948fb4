package dev.stagestack.tools.paths;

import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.runtime.trace.ScriptEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * A run's input, tick by tick from tick 0: what a headless script (docs/semantics.md §13) gives.
 *
 * @param ticks the events of each tick, in arrival order; a tick without events waits
 */
public record TestPath(List<List<InputEvent>> ticks) {

    /** The path of no ticks: the run as it starts. */
    public static final TestPath START = new TestPath(List.of());

    /** Copies {@code ticks} deeply. */
    public TestPath {
        ticks = ticks.stream().<List<InputEvent>>map(List::copyOf).toList();
    }

    /**
     * @param events the events of one more tick
     * @return this path followed by one tick with {@code events}
     */
    public TestPath then(List<InputEvent> events) {
        List<List<InputEvent>> longer = new ArrayList<>(ticks);
        longer.add(events);
        return new TestPath(longer);
    }

    /** @return the number of ticks; the last one is numbered {@code length() - 1} */
    public int length() {
        return ticks.size();
    }

    /** @return the number of input events over all ticks */
    public int eventCount() {
        return ticks.stream().mapToInt(List::size).sum();
    }

    /** @return whether this path's ticks begin {@code longer}'s, with the same events each */
    public boolean isPrefixOf(TestPath longer) {
        return longer.ticks.size() >= ticks.size()
                && longer.ticks.subList(0, ticks.size()).equals(ticks);
    }

    /** @return the events as a script, each at its tick */
    public Script script() {
        List<ScriptEvent> events = new ArrayList<>();
        for (int tick = 0; tick < ticks.size(); tick++) {
            for (InputEvent event : ticks.get(tick)) {
                events.add(new ScriptEvent(tick, event, 0));
            }
        }
        return Script.of(events);
    }

    /** @return the script's lines, {@code <tick> <event>}, e.g. {@code 3 key ESCAPE}; ticks without events have none */
    public List<String> scriptLines() {
        List<String> lines = new ArrayList<>();
        for (int tick = 0; tick < ticks.size(); tick++) {
            for (InputEvent event : ticks.get(tick)) {
                lines.add(tick + " " + event);
            }
        }
        return lines;
    }
}
