package dev.stagestack.tools.lesson;

/**
 * A student's answer to one question of a lesson, as an answers file keeps it (docs/teaching.md,
 * "Answers files").
 *
 * @param question the question's number in the lesson, from 1, in the order written
 * @param line     the question's line in the lesson file
 * @param moment   the moment it was asked at, counted as the player counts them
 * @param kind     what was asked: {@code next-step}, {@code stack}, {@code callbacks}, {@code head-staging} or {@code choice}
 * @param answer   what the student picked
 * @param correct  whether it was the right answer (the run's, or the teacher's for a choice)
 * @param at       when it was picked, ISO-8601 UTC ({@code 2026-12-02T01:40:00Z})
 */
public record StudentAnswer(
        int question, int line, int moment, String kind, String answer, boolean correct, String at) {}
