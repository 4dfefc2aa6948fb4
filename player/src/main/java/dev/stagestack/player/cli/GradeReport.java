package dev.stagestack.player.cli;

import dev.stagestack.player.fx.model.AnswerKey;
import java.util.List;
import java.util.Locale;

/** How {@code grade} prints its result: a table for people, or CSV for a spreadsheet (docs/cli.md). */
final class GradeReport {

    private GradeReport() {}

    /** Each student's score, then each question's statistics. */
    static String text(AnswerKey key, List<Grading.Graded> graded) {
        int questions = key.questions().size();
        StringBuilder out =
                new StringBuilder("student scores (").append(questions).append(" questions)\n");
        for (Grading.Graded g : graded) {
            out.append(String.format(
                    Locale.ROOT,
                    "  %-24s %3d/%d  %3d%%  %s%n",
                    g.student(),
                    g.score(),
                    questions,
                    percent(g.score(), questions),
                    g.file()));
        }
        out.append("questions (").append(graded.size()).append(graded.size() == 1 ? " student)\n" : " students)\n");
        for (int q = 0; q < questions; q++) {
            AnswerKey.Keyed question = key.questions().get(q);
            long answered = answered(graded, q);
            long right = right(graded, q);
            out.append(String.format(
                    Locale.ROOT,
                    "  %2d. moment %-3d %-13s answered %3d  right %3d  %3d%%  %s  answer: %s%n",
                    question.number(),
                    question.moment(),
                    question.kind(),
                    answered,
                    right,
                    percent(right, answered),
                    question.prompt(),
                    question.answer()));
        }
        return out.toString();
    }

    /** One row per student: name, file, score, out of, then 1, 0 or nothing for each question; a last row of totals. */
    static String csv(AnswerKey key, List<Grading.Graded> graded) {
        int questions = key.questions().size();
        StringBuilder out = new StringBuilder("student,file,score,out_of");
        for (AnswerKey.Keyed question : key.questions()) {
            out.append(",q").append(question.number());
        }
        out.append('\n');
        for (Grading.Graded g : graded) {
            out.append(cell(g.student()))
                    .append(',')
                    .append(cell(g.file().toString()))
                    .append(',')
                    .append(g.score())
                    .append(',')
                    .append(questions);
            g.correct().forEach(c -> out.append(',').append(c == null ? "" : c ? "1" : "0"));
            out.append('\n');
        }
        out.append("(right answers),,,").append(graded.size());
        for (int q = 0; q < questions; q++) {
            out.append(',').append(right(graded, q));
        }
        return out.append('\n').toString();
    }

    private static long answered(List<Grading.Graded> graded, int q) {
        return graded.stream().filter(g -> g.correct().get(q) != null).count();
    }

    private static long right(List<Grading.Graded> graded, int q) {
        return graded.stream()
                .filter(g -> Boolean.TRUE.equals(g.correct().get(q)))
                .count();
    }

    private static long percent(long part, long whole) {
        return whole == 0 ? 0 : Math.round(100.0 * part / whole);
    }

    /** A CSV cell, quoted when it must be (RFC 4180); a leading = + - @ is quoted away so no spreadsheet runs it. */
    private static String cell(String text) {
        String safe = text.matches("^[=+\\-@].*") ? "'" + text : text;
        return safe.matches(".*[,\"\\r\\n].*") ? '"' + safe.replace("\"", "\"\"") + '"' : safe;
    }
}
