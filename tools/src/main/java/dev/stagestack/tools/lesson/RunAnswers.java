package dev.stagestack.tools.lesson;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * How the run's answers to a lesson's questions are written, and the wrong answers offered beside
 * them (docs/teaching.md, "Questions"): one place for the player, the trace, the handout and
 * {@code grade}, so they all agree.
 */
public final class RunAnswers {

    /** Between two callbacks or two pointers of an answer. */
    public static final String SEPARATOR = " · ";
    /** The answer when the next commit step calls none of the callbacks asked about. */
    public static final String NO_CALLBACKS = "(none)";

    private static final Set<String> ASKED_CALLBACKS = Set.of("enter", "exit", "pause", "resume");

    private RunAnswers() {}

    /**
     * The callbacks of trace lines {@code 10 exit pause#5} that a class is asked about (enter, exit,
     * pause, resume), in order, each with its state: {@code exit pause · resume level}.
     */
    public static String callbacks(List<String> traceLines) {
        List<String> called = new ArrayList<>();
        for (String line : traceLines) {
            String[] words = line.split(" ");
            if (!line.startsWith("#") && words.length == 3 && ASKED_CALLBACKS.contains(words[1])) {
                called.add(words[1] + " " + stateOf(words[2]));
            }
        }
        return called.isEmpty() ? NO_CALLBACKS : String.join(SEPARATOR, called);
    }

    /** The answer offered with the wrong orders a class might pick: backwards, and the first two swapped. */
    public static List<String> callbackChoices(String answer) {
        List<String> calls = List.of(answer.split(SEPARATOR));
        Set<String> choices = new LinkedHashSet<>();
        choices.add(answer);
        List<String> backwards = new ArrayList<>(calls);
        java.util.Collections.reverse(backwards);
        choices.add(String.join(SEPARATOR, backwards));
        if (calls.size() > 2) {
            List<String> swapped = new ArrayList<>(calls);
            java.util.Collections.swap(swapped, 0, 1);
            choices.add(String.join(SEPARATOR, swapped));
        }
        return sorted(choices);
    }

    /** Where head and staging point, by the state ids of their tops: {@code head: level · staging: dialog}. */
    public static String pointers(String headTop, String stagingTop) {
        return "head: " + headTop + SEPARATOR + "staging: " + stagingTop;
    }

    /**
     * The answer offered with the pointers a class might confuse it with: swapped, both at one of
     * them, or one at {@code belowHead} (the state under head's top), so that two pointers at the
     * same entry still have wrong answers beside them.
     */
    public static List<String> pointerChoices(String headTop, String stagingTop, String belowHead) {
        Set<String> choices = new LinkedHashSet<>(List.of(
                pointers(headTop, stagingTop),
                pointers(stagingTop, headTop),
                pointers(headTop, headTop),
                pointers(stagingTop, stagingTop),
                pointers(belowHead, stagingTop),
                pointers(headTop, belowHead)));
        return sorted(choices);
    }

    /**
     * The stack answers offered: the run's answer among the stacks a class might confuse it with, each
     * state ids bottom first ({@code system > title}), shortest first.
     *
     * @param answer  the stack once the commit is done
     * @param head    head's chain now, state ids bottom first
     * @param staging staging's chain now, state ids bottom first
     */
    public static List<String> stackChoices(String answer, List<String> head, List<String> staging) {
        Set<String> choices = new LinkedHashSet<>(List.of(
                answer, stack(head), stack(staging), stack(head.subList(0, Math.max(0, head.size() - 1)))));
        return choices.stream()
                .sorted(java.util.Comparator.comparingInt(String::length)
                        .thenComparing(java.util.Comparator.naturalOrder()))
                .toList();
    }

    /** A stack as an answer writes it: state ids bottom first, {@code system > title}, or {@code (empty)}. */
    public static String stack(List<String> stateIds) {
        return stateIds.isEmpty() ? QuestionKind.EMPTY_STACK : String.join(" > ", stateIds);
    }

    /**
     * What a class is told of its pick: {@code Right: advance. PageDown shows it.}, or why not: {@code Not
     * advance: the run says retreat. WHY PageDown shows it.} (the teacher's answer for a choice).
     */
    public static String verdict(QuestionKind kind, String picked, String right) {
        if (picked.equals(right)) {
            return "Right: " + right + ". PageDown shows it.";
        }
        String why = kind.why();
        String says = kind == QuestionKind.CHOICE ? ": the answer is " : ": the run says ";
        return "Not " + picked + says + right + ". " + (why.isEmpty() ? "" : why + " ") + "PageDown shows it.";
    }

    /** The state id of an entry label {@code level#4}. */
    public static String stateOf(String entry) {
        int hash = entry.lastIndexOf('#');
        return hash < 0 ? entry : entry.substring(0, hash);
    }

    private static List<String> sorted(Set<String> choices) {
        return choices.stream().sorted().toList();
    }
}
