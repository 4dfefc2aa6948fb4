package dev.stagestack.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A saved stack: the content of a save file (docs/format.md, "Save files"), made by {@code snapshot()} and
 * taken by {@code restore(...)} (docs/semantics.md §20). Immutable.
 *
 * @param graph      the name of the graph the run ran, or null for a bare stack; a graph run refuses a save
 *                   of a graph with another name
 * @param tick       the tick the restored stack is set to: a graph run's next tick, a bare stack's
 *                   {@code tick()}
 * @param nextSerial the serial the next push after the restore gets: above every serial of {@code stack}
 * @param stack      the entries, bottom first; at least one
 * @param variables  the graph variables' values by id, in file order: {@link Boolean} or {@link Long}; empty
 *                   for a bare stack, a graph without variables and a save made before variables existed
 *                   (docs/semantics.md §21)
 */
public record SaveGame(String graph, long tick, int nextSerial, List<SavedEntry> stack, Map<String, Object> variables) {

    /** The value of a save file's {@code format} field. */
    public static final String FORMAT = "stagestack-save";
    /** The save version this model reads and writes. */
    public static final int VERSION = 1;
    /** The highest tick a save holds: the largest whole number a JSON number keeps exactly everywhere. */
    public static final long MAX_TICK = (1L << 53) - 1;

    /** Copies the entries and the variables, keeping the variables' order. */
    public SaveGame {
        stack = List.copyOf(stack);
        variables = variables == null || variables.isEmpty()
                ? Map.of()
                : Collections.unmodifiableMap(new LinkedHashMap<>(variables));
    }

    /** A save without variables. */
    public SaveGame(String graph, long tick, int nextSerial, List<SavedEntry> stack) {
        this(graph, tick, nextSerial, stack, Map.of());
    }

    /** A copy carrying these variables. */
    public SaveGame withVariables(Map<String, Object> newVariables) {
        return new SaveGame(graph, tick, nextSerial, stack, newVariables);
    }

    /** The ids of the saved entries' states, bottom first. */
    public List<String> stateIds() {
        return stack.stream().map(SavedEntry::state).toList();
    }
}
