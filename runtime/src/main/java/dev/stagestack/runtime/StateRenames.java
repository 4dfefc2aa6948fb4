package dev.stagestack.runtime;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Which state of a new graph each state of a running graph becomes in a reload (docs/semantics.md §19):
 * the one its rename names, else the one with its own id, unless a rename gave that id to another
 * state; no state at all means it was deleted. Immutable.
 */
public final class StateRenames {

    private final Map<String, String> renames;
    private final Set<String> claimed;

    private StateRenames(Map<String, String> renames) {
        this.renames = Collections.unmodifiableMap(new LinkedHashMap<>(renames));
        this.claimed = new HashSet<>(renames.values());
    }

    /**
     * The renames {@code old id -> new id} of a reload, as its caller gives them; entries that keep their id
     * ({@code a -> a}) are ignored.
     *
     * @throws NullPointerException when the map, a key or a value is null
     */
    public static StateRenames of(Map<String, String> renames) {
        Map<String, String> kept = new LinkedHashMap<>();
        Objects.requireNonNull(renames, "renames").forEach((from, to) -> {
            if (!Objects.requireNonNull(from, "renamed id").equals(Objects.requireNonNull(to, "new id"))) {
                kept.put(from, to);
            }
        });
        return new StateRenames(kept);
    }

    /** The renames {@code old id -> new id}, without those that keep their id. */
    public Map<String, String> asMap() {
        return renames;
    }

    /**
     * The id a state of the running graph looks for in the new graph: its rename's, else its own unless a
     * rename claims it; null when a rename gave its id to another state (it counts as deleted).
     */
    public String target(String oldId) {
        String renamed = renames.get(oldId);
        if (renamed != null) {
            return renamed;
        }
        return claimed.contains(oldId) ? null : oldId;
    }

    /**
     * For the states {@code oldIds} of a running graph: these renames followed by {@code then}, made against
     * the graph these lead to. {@code a -> b} then {@code b -> c} is {@code a -> c}; a rename undone
     * ({@code a -> b} then {@code b -> a}) is gone; a state deleted on the way is matched by its own id again,
     * so one brought back (an undone delete) keeps its entries.
     */
    public StateRenames then(StateRenames then, Collection<String> oldIds) {
        Map<String, String> composed = new LinkedHashMap<>();
        for (String id : oldIds) {
            String middle = target(id);
            String last = middle == null ? null : then.target(middle);
            if (last != null && !last.equals(id)) {
                composed.put(id, last);
            }
        }
        return new StateRenames(composed);
    }

    /**
     * Why these renames cannot take a graph of {@code oldIds} to one of {@code newIds}, one reason each
     * ({@code renames: no state "lvl" in the running graph}); empty when they can.
     */
    public List<String> problems(Collection<String> oldIds, Collection<String> newIds) {
        Set<String> before = new HashSet<>(oldIds);
        Set<String> after = new HashSet<>(newIds);
        List<String> problems = new ArrayList<>();
        Map<String, String> byTarget = new HashMap<>();
        renames.forEach((from, to) -> {
            if (!before.contains(from)) {
                problems.add("renames: no state \"" + from + "\" in the running graph");
            }
            if (!after.contains(to)) {
                problems.add("renames: \"" + from + "\" is renamed \"" + to + "\", which the new graph does not have");
            }
            String other = byTarget.putIfAbsent(to, from);
            if (other != null) {
                problems.add("renames: \"" + other + "\" and \"" + from + "\" are both renamed \"" + to + "\"");
            }
        });
        return problems;
    }
}
