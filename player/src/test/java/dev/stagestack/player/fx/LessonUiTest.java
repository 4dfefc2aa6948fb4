package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.runtime.debug.EntryRef;
import java.util.List;
import java.util.stream.Collectors;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A class walks the worked example as a lesson with a clicker: PageDown only. Each press shows the
 * next moment — events delivered, then each commit step — with its caption above the chain that
 * caption speaks of; PageUp goes back. Nothing else derails it: a stray key or Pause is ignored with
 * a hint, Restart starts the lesson again, and only Ctrl+Shift+L leaves it, at the moment shown.
 */
@ExtendWith(ApplicationExtension.class)
class LessonUiTest {

    private static final String LESSON = """
            graph: diverged.stagestack.json
            title: The worked example
            > title is head and staging.
            1 button Play
            > Play asks for world: staging only.
            > Advance: world entered.
            3 button Options
            > Options pops world and pushes options: the chains diverge.
            ? next-step
            > Retreat: world exited, title resumed.
            > Advance: options entered; its enter pushes audio.
            > Advance: audio entered.
            """;

    /** Caption, head | staging: what each moment shows (docs/semantics.md §10). */
    private static final List<String> MOMENTS = List.of(
            "title is head and staging. = title#1 | title#1",
            "Play asks for world: staging only. = title#1 | title#1 world#2",
            "Advance: world entered. = title#1 world#2 | title#1 world#2",
            "Options pops world and pushes options: the chains diverge. = title#1 world#2 | title#1 options#3",
            "Retreat: world exited, title resumed. = title#1 | title#1 options#3",
            "Advance: options entered; its enter pushes audio. = title#1 options#3 | title#1 options#3 audio#4",
            "Advance: audio entered. = title#1 options#3 audio#4 | title#1 options#3 audio#4");

    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = TestPlayers.openLesson(stage, TestGraphs.diverged(), LESSON, 1280, 720);
    }

    @Test
    void pageDownWalksTheLessonWithACaptionForEachMoment(FxRobot robot) throws Exception {
        assertTrue(
                FxWait.onFx(() ->
                        player.view().isPresenting() && player.view().look().chainOnly()),
                "a lesson opens in presentation mode, the chain filling the window");
        FxWait.until(() -> shown().equals(MOMENTS.get(0)));
        for (int moment = 1; moment < MOMENTS.size(); moment++) {
            robot.type(KeyCode.PAGE_DOWN);
            String expected = MOMENTS.get(moment);
            FxWait.until(() -> shown().equals(expected));
            assertTrue(FxWait.onFx(() -> player.session().paused()), "the run waits between moments");
        }
        assertEquals("next commit step: none", FxWait.onFx(() -> nextStepText()));
        assertNull(FxWait.onFx(() -> text("#lesson-question")), "no question at the last moment");

        robot.type(KeyCode.PAGE_DOWN);
        FxWait.until(() -> "The lesson is over. PageUp goes back through it; Ctrl+R starts it again."
                .equals(text("#overlay-notice")));
        assertEquals(MOMENTS.get(6), FxWait.onFx(this::shown), "nothing moved");

        robot.type(KeyCode.PAGE_UP);
        FxWait.until(() -> shown().equals(MOMENTS.get(5)));
        robot.type(KeyCode.PAGE_UP);
        FxWait.until(() -> shown().equals(MOMENTS.get(4)));
        robot.type(KeyCode.PAGE_UP);
        FxWait.until(() -> shown().equals(MOMENTS.get(3)));
        assertEquals("What is the next commit step?", FxWait.onFx(() -> text("#lesson-question")));
        assertNull(FxWait.onFx(this::nextStepShown), "the overlay does not give the answer away");
        robot.clickOn("#answer-advance");
        FxWait.until(() -> ("Not advance: the run says retreat. While head and staging differ the commit first retreats"
                        + " head's own entries, top first, then advances staging's. PageDown shows it.")
                .equals(text("#lesson-feedback")));
        robot.clickOn("#answer-retreat");
        FxWait.until(() -> "Right: retreat. PageDown shows it.".equals(text("#lesson-feedback")));
        assertEquals("next commit step: retreat  (chains diverged)", FxWait.onFx(this::nextStepShown));
        robot.type(KeyCode.PAGE_DOWN);
        FxWait.until(() -> shown().equals(MOMENTS.get(4)) && text("#lesson-question") == null);
        assertTrue(FxWait.onFx(() -> nextStepText()).startsWith("next commit step: advance"));
        robot.type(KeyCode.PAGE_DOWN);
        FxWait.until(() -> shown().equals(MOMENTS.get(5)));
    }

    @Test
    void aStrayKeyIsIgnoredWithAHintAndTheNextMomentIsTheLessons(FxRobot robot) throws Exception {
        FxWait.until(() -> shown().equals(MOMENTS.get(0)));
        walkTo(robot, 4);
        robot.type(KeyCode.PAGE_UP);
        FxWait.until(() -> shown().equals(MOMENTS.get(3)));

        robot.type(KeyCode.Q);
        FxWait.until(() -> ("Q is ignored in a lesson. " + KEYS).equals(text("#overlay-notice")));
        assertEquals(List.of(), FxWait.onFx(() -> player.session().queued()), "nothing reaches the run");

        robot.type(KeyCode.PAGE_DOWN);
        FxWait.until(() -> shown().equals(MOMENTS.get(4)));
        assertEquals(4, FxWait.onFx(() -> player.lessonWalk().orElseThrow().position()));
        assertNull(FxWait.onFx(() -> text("#overlay-notice")), "the hint goes with the moment it was given at");
        assertEquals(List.of(), FxWait.onFx(() -> player.session().queued()));
    }

    @Test
    void pauseKeepsTheLessonRestartStartsItAgainAndOnlyAnExplicitCommandLeavesIt(FxRobot robot) throws Exception {
        FxWait.until(() -> shown().equals(MOMENTS.get(0)));
        walkTo(robot, 5);

        robot.type(KeyCode.F5);
        FxWait.until(() -> ("Pause (F5) is ignored in a lesson. " + KEYS).equals(text("#overlay-notice")));
        assertTrue(FxWait.onFx(() -> player.session().paused()), "the run still waits at the moment");
        assertEquals(MOMENTS.get(5), FxWait.onFx(this::shown), "the caption stays over its moment");
        robot.type(KeyCode.PAGE_DOWN);
        FxWait.until(() -> shown().equals(MOMENTS.get(6)));
        robot.type(KeyCode.PAGE_UP);
        FxWait.until(() -> shown().equals(MOMENTS.get(5)));
        assertTrue(FxWait.onFx(() -> !player.travelling()), "PageUp walks the lesson back, not time travel");

        robot.push(KeyCode.CONTROL, KeyCode.R);
        FxWait.until(() -> shown().equals(MOMENTS.get(0)));
        assertEquals(
                0, FxWait.onFx(() -> player.lessonWalk().orElseThrow().position()), "Restart starts the lesson again");
        walkTo(robot, 2);

        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.L);
        FxWait.until(() -> player.lessonWalk().isEmpty());
        assertNull(FxWait.onFx(() -> player.view().overlay().lesson().caption()), "the lesson's panel goes");
        assertEquals("null = title#1 world#2 | title#1 world#2", FxWait.onFx(this::shown), "the moment is kept");
        assertTrue(FxWait.onFx(() -> player.session().paused()), "the run waits where the lesson was");
        assertEquals("Left the lesson at moment 2: F5 runs on from here.", FxWait.onFx(() -> text("#overlay-notice")));
        robot.type(KeyCode.F5);
        FxWait.until(() -> !player.session().paused());
    }

    /** What the hint says the presenter's keys are. */
    private static final String KEYS =
            "PageDown next · PageUp back · Ctrl+R from the start · Ctrl+Shift+L leaves the lesson.";

    /** Presses PageDown from the start up to moment {@code moment}. */
    private void walkTo(FxRobot robot, int moment) throws Exception {
        for (int m = 1; m <= moment; m++) {
            robot.type(KeyCode.PAGE_DOWN);
            String expected = MOMENTS.get(m);
            FxWait.until(() -> shown().equals(expected));
        }
    }

    /** The caption shown and the live head and staging chains. */
    private String shown() {
        return player.view().overlay().lesson().caption() + " = "
                + labels(player.session().live().head().bottomUp()) + " | "
                + labels(player.session().live().staging().bottomUp());
    }

    private String nextStepShown() {
        javafx.scene.Node label = player.view().overlay().lookup(".next-step");
        return label.isVisible() ? nextStepText() : null;
    }

    private String nextStepText() {
        return ((javafx.scene.control.Label) player.view().overlay().lookup(".next-step")).getText();
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

    private static String labels(List<EntryRef> entries) {
        return entries.stream().map(EntryRef::label).collect(Collectors.joining(" "));
    }
}
