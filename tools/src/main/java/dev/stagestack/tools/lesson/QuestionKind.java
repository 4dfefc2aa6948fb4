package dev.stagestack.tools.lesson;

import java.util.List;

/**
 * What a lesson can ask a class (docs/teaching.md, "Questions"): a multiple choice whose right
 * answer the run gives, so a class can work through a lesson alone.
 */
public enum QuestionKind {
    /** What will the next commit step be: one of {@link #choices()}, as the overlay names it. */
    NEXT_STEP(
            "next-step",
            "What is the next commit step?",
            List.of("retreat", "advance", "restart", "none"),
            "While head and staging differ the commit first retreats head's own entries, top first, then advances"
                    + " staging's."),
    /**
     * What is on the stack once the commit under way (or the next one) is done: state ids bottom
     * first, {@code system > title > world}, or {@code (empty)}; the choices are offered by the
     * player from the run.
     */
    STACK(
            "stack",
            "What is on the stack when this commit is done?",
            List.of(),
            "Once the commit is done, head is what staging was."),
    /**
     * Which callbacks the next commit step runs, in order ({@code exit pause · resume level}): its
     * enter, exit, pause and resume calls, each with its state; the choices are offered from the run.
     */
    CALLBACKS(
            "callbacks",
            "Which callbacks run next, in order?",
            List.of(),
            "A retreat exits head's top before the entry below resumes; an advance pauses head before the new"
                    + " entry enters."),
    /** Where head and staging point now: {@code head: level · staging: dialog}; the choices are offered from the run. */
    POINTERS(
            "head-staging",
            "Where do head and staging point?",
            List.of(),
            "Head is the top of what has been committed and runs now; staging the top of what was asked for."),
    /**
     * A multiple choice the teacher writes, {@code ? choice PROMPT | *right | wrong}: the only kind
     * whose answer is the lesson's, not the run's.
     */
    CHOICE("choice", "", List.of(), "");

    /** How an empty stack is written as an answer. */
    public static final String EMPTY_STACK = "(empty)";

    private final String word;
    private final String prompt;
    private final List<String> choices;
    private final String why;

    QuestionKind(String word, String prompt, List<String> choices, String why) {
        this.word = word;
        this.prompt = prompt;
        this.choices = choices;
        this.why = why;
    }

    /** Why the run's answer is what it is, told to a class that picked another; empty for a teacher's choice. */
    public String why() {
        return why;
    }

    /** How a lesson file names it: {@code ? next-step}. */
    public String word() {
        return word;
    }

    /** The question as the class reads it. */
    public String prompt() {
        return prompt;
    }

    /** The answers offered; empty when they come from the run (the stack). */
    public List<String> choices() {
        return choices;
    }

    /** The kind a lesson file's word names, or null. */
    public static QuestionKind of(String word) {
        for (QuestionKind kind : values()) {
            if (kind.word.equals(word)) {
                return kind;
            }
        }
        return null;
    }
}
