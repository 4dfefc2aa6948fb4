package dev.stagestack.testkit;

import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.trace.Pairing;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Assertions on a stack and its trace that fail with an {@link AssertionError} saying what the
 * stack holds, so they work with JUnit, TestNG or a plain {@code main}.
 */
public final class StackAssertions {

    private StackAssertions() {}

    /**
     * Fails unless head is an entry of {@code stateId}.
     *
     * @param stack   the stack to look at
     * @param stateId the state expected on top of the committed stack
     */
    public static void assertHead(StateStack stack, String stateId) {
        Entry head = stack.head();
        if (head == null || !head.stateId().equals(stateId)) {
            throw new AssertionError("expected head " + stateId + " but was " + (head == null ? "nothing" : head)
                    + " (head chain: " + describe(stack) + ")");
        }
    }

    /**
     * Fails unless the committed stack holds exactly these states, bottom first.
     *
     * @param stack    the stack to look at
     * @param bottomUp the expected state ids, from the bottom entry to head
     */
    public static void assertStack(StateStack stack, String... bottomUp) {
        List<String> actual = stateIds(stack);
        if (!actual.equals(Arrays.asList(bottomUp))) {
            throw new AssertionError("expected stack " + String.join(" ", bottomUp) + " but was " + describe(stack));
        }
    }

    /**
     * Fails when a trace breaks a pairing rule (docs/semantics.md §3): per entry one load and one
     * unload, as many frees as inits, one enter and one exit, pause and resume alternating.
     *
     * @param trace a whole trace, from tick 0 to {@code end}
     */
    public static void assertPaired(String trace) {
        List<String> violations = Pairing.violations(trace);
        if (!violations.isEmpty()) {
            throw new AssertionError("the trace breaks callback pairing: " + String.join("; ", violations));
        }
    }

    /**
     * The committed stack as its entries, bottom first, e.g. {@code title#1 level#2}.
     *
     * @param stack the stack to describe
     * @return the entries, or {@code (empty)}
     */
    public static String describe(StateStack stack) {
        List<String> entries = new ArrayList<>();
        for (int i = 0; i < stack.headDepth(); i++) {
            entries.add(stack.headAt(i).toString());
        }
        return entries.isEmpty() ? "(empty)" : String.join(" ", entries);
    }

    private static List<String> stateIds(StateStack stack) {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < stack.headDepth(); i++) {
            ids.add(stack.headAt(i).stateId());
        }
        return ids;
    }
}
