package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.player.cli.StagestackCommand;
import dev.stagestack.player.fx.model.AnswersFile;
import dev.stagestack.player.fx.model.AnswersRecorder;
import dev.stagestack.player.fx.model.LessonFingerprint;
import dev.stagestack.tools.lesson.StudentAnswer;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A student works through a lesson with the keyboard alone — PageDown to move on, a digit to pick an
 * answer — on a lesson that shows only its captioned moments and asks which callbacks run next,
 * where head and staging point and a teacher's multiple choice. The answers go to an answers file,
 * first pick counting, and {@code stagestack grade} scores that file as the player did.
 */
@ExtendWith(ApplicationExtension.class)
class LessonAnswersUiTest {

    private static final String LESSON = """
            graph: diverged.stagestack.json
            title: Graded
            moments: captions
            > title is head and staging.
            1 button Play
            > Play asks for world.
            ? head-staging
            3 button Options
            > head and staging diverge.
            ? callbacks
            > retreat: world exited
            ? choice What did the retreat do first? | resume title | *exit world | enter options
            """;

    private static final Instant NOW = Instant.parse("2026-12-02T01:40:00Z");

    private PlayerController player;
    private Path dir;
    private Path lessonFile;
    private Path answers;

    @Start
    void start(Stage stage) throws Exception {
        dir = Files.createTempDirectory("lesson-answers");
        lessonFile = dir.resolve("graded.lesson");
        Files.writeString(lessonFile, LESSON);
        Path graphFile = dir.resolve("diverged.stagestack.json");
        Files.copy(Path.of("..", "samples", "graphs", "diverged.stagestack.json"), graphFile);
        answers = dir.resolve("graded-Ada.answers.json");
        player = TestPlayers.openLesson(stage, GraphLoader.load(graphFile).graph(), LESSON, 1280, 720);
        player.recordAnswers(new AnswersRecorder(
                answers,
                "Ada",
                "graded.lesson",
                LessonFingerprint.of(lessonFile, graphFile),
                Clock.fixed(NOW, ZoneOffset.UTC)));
    }

    @Test
    void digitsAnswerPageDownGoesOnAndTheAnswersFileIsGradedAsThePlayerChecked(FxRobot robot) throws Exception {
        FxWait.until(() -> "title is head and staging.".equals(caption()));
        robot.type(KeyCode.PAGE_DOWN);
        FxWait.until(() -> "Play asks for world.".equals(caption()));
        assertEquals("Where do head and staging point?", FxWait.onFx(() -> text("#lesson-question")));
        robot.type(KeyCode.DIGIT1);
        FxWait.until(() -> ("Not head: (empty) · staging: world: the run says head: title · staging: world. Head is the"
                        + " top of what has been committed and runs now; staging the top of what was asked for."
                        + " PageDown shows it.")
                .equals(text("#lesson-feedback")));
        robot.type(KeyCode.DIGIT4);
        FxWait.until(() -> text("#lesson-feedback").startsWith("Right: head: title · staging: world."));

        robot.type(KeyCode.PAGE_DOWN);
        FxWait.until(() -> "head and staging diverge.".equals(caption()));
        assertEquals(
                2,
                FxWait.onFx(() -> player.lessonWalk().orElseThrow().position()),
                "the advance after Play has no caption: it is no step of this lesson");
        assertEquals("Which callbacks run next, in order?", FxWait.onFx(() -> text("#lesson-question")));
        robot.type(KeyCode.DIGIT1);
        FxWait.until(() -> "Right: exit world · resume title. PageDown shows it.".equals(text("#lesson-feedback")));

        robot.type(KeyCode.PAGE_DOWN);
        FxWait.until(() -> "retreat: world exited".equals(caption()));
        assertEquals("What did the retreat do first?", FxWait.onFx(() -> text("#lesson-question")));
        robot.type(KeyCode.DIGIT1);
        FxWait.until(() ->
                "Not resume title: the answer is exit world. PageDown shows it.".equals(text("#lesson-feedback")));

        robot.type(KeyCode.PAGE_DOWN);
        FxWait.until(
                () -> text("#overlay-notice") != null && text("#overlay-notice").startsWith("The lesson is over"));
        assertEquals("retreat: world exited", FxWait.onFx(this::caption), "the last captioned moment stays");
        robot.type(KeyCode.PAGE_UP);
        FxWait.until(() -> "head and staging diverge.".equals(caption()));

        AnswersFile file = AnswersFile.read(answers).file().orElseThrow();
        assertEquals("Ada", file.student());
        assertEquals(
                List.of(
                        new StudentAnswer(
                                1, 7, 1, "head-staging", "head: (empty) · staging: world", false, NOW.toString()),
                        new StudentAnswer(2, 10, 2, "callbacks", "exit world · resume title", true, NOW.toString()),
                        new StudentAnswer(3, 12, 3, "choice", "resume title", false, NOW.toString())),
                file.answers(),
                "the first pick of each question, as the player judged it");

        StringWriter out = new StringWriter();
        int code = StagestackCommand.execute(
                new String[] {"grade", lessonFile.toString(), answers.toString(), "--csv"},
                new PrintWriter(out),
                new PrintWriter(new StringWriter()));
        assertEquals(0, code);
        assertTrue(out.toString().contains("\nAda," + answers + ",1,3,0,1,0\n"), out.toString());
    }

    @Test
    void withoutAStudentsNameThePlayerAsksItOnceAtTheFirstAnswer(FxRobot robot) throws Exception {
        Path unnamed = dir.resolve("unnamed.answers.json");
        FxWait.onFx(() -> {
            player.recordAnswers(
                    new AnswersRecorder(unnamed, "", "graded.lesson", "sha256:00", Clock.fixed(NOW, ZoneOffset.UTC)));
            return null;
        });
        robot.type(KeyCode.PAGE_DOWN);
        FxWait.until(() -> "Play asks for world.".equals(caption()));
        robot.type(KeyCode.DIGIT4);
        FxWait.until(() -> robot.lookup("#student-name").tryQuery().isPresent());
        robot.clickOn("#student-name").write("Grace Hopper").type(KeyCode.ENTER);
        FxWait.until(() -> Files.exists(unnamed));
        robot.type(KeyCode.PAGE_DOWN);
        FxWait.until(() -> "head and staging diverge.".equals(caption()));
        robot.type(KeyCode.DIGIT2);
        FxWait.until(
                () -> AnswersFile.read(unnamed).file().orElseThrow().answers().size() == 2);
        AnswersFile file = AnswersFile.read(unnamed).file().orElseThrow();
        assertEquals("Grace Hopper", file.student());
        assertEquals(
                List.of(true, false),
                file.answers().stream().map(StudentAnswer::correct).toList());
        assertTrue(robot.lookup("#student-name").tryQuery().isEmpty(), "the name is asked once");
    }

    private String caption() {
        return player.view().overlay().lesson().caption();
    }

    private String text(String id) {
        javafx.scene.control.Label label =
                (javafx.scene.control.Label) player.view().lookup(id);
        for (javafx.scene.Node n = label; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return null;
            }
        }
        return label.getText();
    }
}
