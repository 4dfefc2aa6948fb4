package dev.stagestack.player.fx.model;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.tools.lesson.Lesson;
import java.util.ArrayList;
import java.util.List;

/**
 * The right answer to each question of a lesson, found by walking it headless as PageDown walks it
 * in the player, so that {@code grade} checks answers exactly as the player did.
 *
 * @param questions in the order the lesson asks them
 */
public record AnswerKey(List<Keyed> questions) {

    /**
     * One question and its right answer.
     *
     * @param number  from 1, in the order written
     * @param moment  the moment it is asked at
     * @param prompt  the question as the class reads it
     * @param kind    its kind's word
     * @param answer  the right answer
     * @param choices the answers offered
     */
    public record Keyed(int number, int moment, String prompt, String kind, String answer, List<String> choices) {}

    /** Copies the list. */
    public AnswerKey {
        questions = List.copyOf(questions);
    }

    /** Walks {@code lesson} of {@code graph} and reads each question's answer from the run. */
    public static AnswerKey of(Lesson lesson, Graph graph, BehaviorRegistry behaviors) {
        List<Keyed> keyed = new ArrayList<>();
        PlayerSession session = new PlayerSession(graph, behaviors, 16);
        try {
            LessonWalk walk = new LessonWalk(lesson, session);
            do {
                walk.question()
                        .ifPresent(q -> keyed.add(new Keyed(
                                lesson.questions().indexOf(q) + 1,
                                walk.position(),
                                q.prompt(),
                                q.kind().word(),
                                walk.answer(q),
                                walk.choices(q))));
            } while (walk.forward());
        } finally {
            session.close();
        }
        return new AnswerKey(keyed);
    }
}
