package dev.stagestack.runtime.model;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Requests that callbacks make: each time callback {@code c} of an entry of state {@code s}
 * runs, it makes the next armed batch for ({@code s}, {@code c}), if any. Finite, so a run
 * always ends; each model consumes its own copy.
 */
final class Plan {

    private final Map<String, ArrayDeque<List<Req>>> batches = new HashMap<>();

    void arm(String state, String callback, List<Req> requests) {
        batches.computeIfAbsent(state + ":" + callback, k -> new ArrayDeque<>()).add(List.copyOf(requests));
    }

    List<Req> next(String state, String callback) {
        ArrayDeque<List<Req>> queue = batches.get(state + ":" + callback);
        return queue == null || queue.isEmpty() ? List.of() : queue.poll();
    }
}
