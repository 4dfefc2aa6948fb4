package dev.stagestack.editor.command;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/** Maps of state renames (old id to new id): one after another, and backwards. Toolkit-free. */
public final class StateRenames {
    private StateRenames() {}

    /**
     * The renames of {@code first} followed by {@code second}: {@code a -> b} then {@code b -> c}
     * is {@code a -> c}; a state renamed back to its old id is not renamed at all.
     */
    public static Map<String, String> then(Map<String, String> first, Map<String, String> second) {
        if (second.isEmpty()) {
            return first;
        }
        Map<String, String> result = new HashMap<>();
        Set<String> renamedTo = new HashSet<>(first.values());
        first.forEach((from, to) -> result.put(from, second.getOrDefault(to, to)));
        second.forEach((from, to) -> {
            if (!renamedTo.contains(from)) {
                result.putIfAbsent(from, to);
            }
        });
        result.entrySet().removeIf(e -> e.getKey().equals(e.getValue()));
        return Map.copyOf(result);
    }

    /** The renames that undo {@code renames}: new id to old id. */
    public static Map<String, String> reversed(Map<String, String> renames) {
        Map<String, String> back = new HashMap<>();
        renames.forEach((from, to) -> back.put(to, from));
        return Map.copyOf(back);
    }
}
