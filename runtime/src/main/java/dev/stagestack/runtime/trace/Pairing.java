package dev.stagestack.runtime.trace;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks the pairing invariants of a finished trace: per entry, exactly one load and one unload,
 * as many frees as inits, one enter and one exit, and pause/resume alternating, pause first.
 * Discarded entries have no callback at all. An entry is known by its serial, so one whose state a reload
 * renamed ({@code level#2}, then {@code stage#2}: docs/semantics.md §19) is one entry, named as it first appeared.
 */
public final class Pairing {

    private Pairing() {}

    /** The violations found in {@code trace}; empty when every pairing holds. */
    public static List<String> violations(String trace) {
        Map<String, List<String>> callbacks = new LinkedHashMap<>();
        List<String> discarded = new ArrayList<>();
        Map<String, String> names = new LinkedHashMap<>();
        for (String line : trace.split("\n")) {
            String[] words = line.split(" ");
            if (words.length < 3 || words[1].equals("error")) {
                continue;
            }
            String entry = names.computeIfAbsent(serialOf(words[2]), serial -> words[2]);
            switch (words[1]) {
                case "load", "init", "enter", "exit", "free", "unload", "pause", "resume" ->
                    callbacks.computeIfAbsent(entry, e -> new ArrayList<>()).add(words[1]);
                case "discard" -> discarded.add(entry);
                default -> {}
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

    /** {@code #2} of {@code level#2}: what stays of an entry's name when a reload renames its state. */
    private static String serialOf(String entry) {
        int hash = entry.lastIndexOf('#');
        return hash < 0 ? entry : entry.substring(hash);
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
