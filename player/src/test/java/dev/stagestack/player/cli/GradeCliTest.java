package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.player.fx.model.AnswersFile;
import dev.stagestack.player.fx.model.LessonFingerprint;
import dev.stagestack.tools.lesson.StudentAnswer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code stagestack grade}: scores each student against the run's answers (never the file's own
 * "correct"), gives each question's statistics, and refuses, with the reason at the file's place,
 * answers made for another version of the lesson and files that are no answers file, grading the others.
 */
class GradeCliTest {

    private static final String LESSON = """
            graph: diverged.stagestack.json
            > title is head and staging.
            1 button Play
            > Play asks for world.
            ? stack
            > Advance: world entered.
            3 button Options
            > head and staging diverge.
            ? next-step
            > Retreat.
            ? callbacks
            """;

    @TempDir
    Path dir;

    private Path lesson;
    private String fingerprint;

    @BeforeEach
    void lesson() throws Exception {
        lesson = Files.writeString(dir.resolve("graded.lesson"), LESSON);
        Path graph = Files.copy(
                Path.of("..", "samples", "graphs", "diverged.stagestack.json"),
                dir.resolve("diverged.stagestack.json"));
        fingerprint = LessonFingerprint.of(lesson, graph);
    }

    @Test
    void eachStudentsScoreAndEachQuestionsStatisticsComeFromTheRun() throws Exception {
        Path ada = answers("Ada", fingerprint, "title > world", "retreat", "pause title · enter options");
        Path bob = answers("Bob", fingerprint, "title", "advance", "exit world · resume title");
        CliTest.Run run = CliTest.run("grade", lesson.toString(), ada.toString(), bob.toString());
        assertEquals(0, run.code(), run.err());
        assertEquals(
                List.of(
                        "student scores (3 questions)",
                        "  Ada                        3/3  100%  " + ada,
                        "  Bob                        0/3    0%  " + bob,
                        "questions (2 students)",
                        "   1. moment 1   stack         answered   2  right   1   50%  What is on the stack when this"
                                + " commit is done?  answer: title > world",
                        "   2. moment 3   next-step     answered   2  right   1   50%  What is the next commit step? "
                                + " answer: retreat",
                        "   3. moment 4   callbacks     answered   2  right   1   50%  Which callbacks run next, in"
                                + " order?  answer: pause title · enter options"),
                run.out().lines().toList());

        CliTest.Run csv = CliTest.run("grade", lesson.toString(), ada.toString(), bob.toString(), "--csv");
        assertEquals(
                List.of(
                        "student,file,score,out_of,q1,q2,q3",
                        "Ada," + ada + ",3,3,1,1,1",
                        "Bob," + bob + ",0,3,0,0,0",
                        "(right answers),,,2,1,1,1"),
                csv.out().lines().toList());
    }

    @Test
    void answersForAnotherVersionOrNoAnswersFileAreRefusedAndTheOthersGraded() throws Exception {
        Path ada = answers("Ada", fingerprint, "title > world", "retreat", "pause title · enter options");
        Path old = answers("Old", "sha256:0000", "title > world", "retreat", null);
        Path broken =
                Files.writeString(dir.resolve("broken.answers.json"), "{\n  \"format\": \"stagestack-answers\",\n  ]");
        Path wrongType = Files.writeString(
                dir.resolve("type.answers.json"),
                Files.readString(ada).replace("\"correct\": true", "\"correct\": \"yes\""));
        CliTest.Run run = CliTest.run(
                "grade", lesson.toString(), old.toString(), broken.toString(), ada.toString(), wrongType.toString());
        assertEquals(1, run.code());
        assertEquals(
                List.of(
                        old + ": $.fingerprint: these answers were made for another version of the lesson (sha256:0000;"
                                + " the lesson is now " + fingerprint + "): grade them with the lesson they were given",
                        broken + ":3:3: $: not JSON: Expected name",
                        wrongType + ": $.answers[0].correct: needs true or false"),
                run.err()
                        .lines()
                        .filter(l -> l.contains(".answers.json"))
                        .map(l -> l.replaceFirst("(not JSON: Expected name).*", "$1"))
                        .toList());
        assertTrue(run.out().contains("  Ada                        3/3  100%"), run.out());
        assertTrue(run.out().contains("questions (1 student)"), run.out());
    }

    @Test
    void sixtyStudentsAreGradedInUnderTwoSeconds() throws Exception {
        List<String> args = new ArrayList<>(List.of("grade", lesson.toString()));
        for (int i = 0; i < 60; i++) {
            args.add(answers("Student " + i, fingerprint, i % 2 == 0 ? "title > world" : "title", "retreat", null)
                    .toString());
        }
        CliTest.run(args.toArray(String[]::new)); // warms the JVM up, as a teacher's second run is
        long start = System.nanoTime();
        CliTest.Run run = CliTest.run(args.toArray(String[]::new));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("   1. moment 1   stack         answered  60  right  30   50%"), run.out());
        assertTrue(millis < 2000, "60 answers files took " + millis + " ms");
    }

    /**
     * An answers file with the first questions answered (null: not answered); every "correct" says
     * true, so a wrong answer graded wrong shows that grade checks against the run.
     */
    private Path answers(String student, String print, String... picked) throws Exception {
        List<StudentAnswer> answers = new ArrayList<>();
        int[] moments = {1, 3, 4};
        String[] kinds = {"stack", "next-step", "callbacks"};
        for (int q = 0; q < picked.length; q++) {
            if (picked[q] != null) {
                answers.add(new StudentAnswer(q + 1, 0, moments[q], kinds[q], picked[q], true, "2026-12-02T01:40:00Z"));
            }
        }
        Path file = dir.resolve(student.replace(' ', '-') + ".answers.json");
        Files.writeString(file, new AnswersFile(student, "graded.lesson", print, answers).json());
        return file;
    }
}
