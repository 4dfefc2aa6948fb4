package dev.stagestack.runtime.lesson;

import java.util.List;

/**
 * What a lesson can ask a class (docs/teaching.md, "Questions"): a multiple choice whose right
 * answer the run gives, so a class can work through a lesson alone.
 */
public enum QuestionKind {
    /** What will the next commit step be: one of {@link #choices()}, as the overlay names it. */
    NEXT_STEP("next-step", "What is the next commit step?", List.of("retreat", "advance", "restart", "none")),
    /**
     * What is on the stack once the commit under way (or the next one) is done: state ids bottom
     * first, {@code system > title > world}, or {@code (empty)}; the choices are offered by the
     * player from the run.
     */
    STACK("stack", "What is on the stack when this commit is done?", List.of());

    /** How an empty stack is written as an answer. */
    public static final String EMPTY_STACK = "(empty)";

    private final String word;
    private final String prompt;
    private final List<String> choices;

    QuestionKind(String word, String prompt, List<String> choices) {
        this.word = word;
        this.prompt = prompt;
        this.choices = choices;
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
