package dev.stagestack.runtime.trace;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks the pairing invariants of a finished trace: per entry, exactly one load and one unload,
 * as many frees as inits, one enter and one exit, and pause/resume alternating, pause first.
 * Discarded entries have no callback at all.
 */
public final class Pairing {

    private Pairing() {
    }

    /** The violations found in {@code trace}; empty when every pairing holds. */
    public static List<String> violations(String trace) {
        Map<String, List<String>> callbacks = new LinkedHashMap<>();
        List<String> discarded = new ArrayList<>();
        for (String line : trace.split("\n")) {
            String[] words = line.split(" ");
            if (words.length < 3 || words[1].equals("error")) {
                continue;
            }
            switch (words[1]) {
                case "load", "init", "enter", "exit", "free", "unload", "pause", "resume" ->
                        callbacks.computeIfAbsent(words[2], e -> new ArrayList<>()).add(words[1]);
                case "discard" -> discarded.add(words[2]);
                default -> {
                }
            }
        }
        List<String> violations = new ArrayList<>();
        callbacks.forEach((entry, calls) -> check(entry, calls, violations));
        for (String entry : discarded) {
            if (callbacks.containsKey(entry)) {
                violations.add(entry + " was discarded but had callbacks " + callbacks.get(entry));
            }
        }
        return violations;
    }

    private static void check(String entry, List<String> calls, List<String> violations) {
        expectCount(entry, calls, "load", 1, violations);
        expectCount(entry, calls, "unload", 1, violations);
        expectCount(entry, calls, "enter", 1, violations);
        expectCount(entry, calls, "exit", 1, violations);
        if (count(calls, "init") != count(calls, "free")) {
            violations.add(entry + ": inits and frees differ in " + calls);
        }
        boolean paused = false;
        for (String call : calls) {
            if (call.equals("pause") || call.equals("resume")) {
                if (paused == call.equals("pause")) {
                    violations.add(entry + ": pause and resume do not alternate in " + calls);
                    return;
                }
                paused = !paused;
            }
        }
        if (paused) {
            violations.add(entry + ": paused at the end in " + calls);
        }
    }

    private static void expectCount(String entry, List<String> calls, String call, int expected, List<String> out) {
        if (count(calls, call) != expected) {
            out.add(entry + ": " + count(calls, call) + " " + call + " in " + calls);
        }
    }

    private static long count(List<String> calls, String call) {
        return calls.stream().filter(call::equals).count();
    }
}
