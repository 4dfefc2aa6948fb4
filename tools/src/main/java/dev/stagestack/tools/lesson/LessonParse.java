package dev.stagestack.tools.lesson;

import dev.stagestack.model.Problem;
import dev.stagestack.runtime.trace.Script;
import java.util.List;

/**
 * A parsed lesson and the problems of its file.
 *
 * @param lesson   the lesson, without the lines that had problems
 * @param problems located problems; a lesson with any is not played
 */
public record LessonParse(Lesson lesson, List<Problem> problems) {

    /** Copies the list. */
    public LessonParse {
        problems = List.copyOf(problems);
    }

    static LessonParse refused(Problem problem) {
        return new LessonParse(
                new Lesson("", new Lesson.GraphPath("", 0, 0), Script.EMPTY, List.of(), List.of(), Lesson.Moments.ALL),
                List.of(problem));
    }
}
