package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.player.fx.model.ChainBox;
import dev.stagestack.player.fx.model.ChainMark;
import java.util.List;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A teacher projects a lesson on a 1280 × 720 screen, where the player opens at 1203 × 676 to fit
 * it. At the moment head and staging diverge, a question sits under a three-line caption, which at
 * 2× leaves the chain room for little more than three of its six rows: the overlay is drawn smaller
 * so that the class sees where the branches meet — the fork the question is about — and both
 * branches' tips, with nothing to scroll; once the chains agree again, head's end is in view. With the game screen and the log back beside the
 * chain, the narrower overlay still shows every question whole.
 */
@ExtendWith(ApplicationExtension.class)
class LessonOnAProjectorUiTest {

    private static final String LESSON = """
            graph: classic.stagestack.json
            title: The head/staging diagrams, step by step
            > The run has started: system is the only entry.
            1 key ENTER
            > Enter asks to push title.
            > Advance: title entered.
            3 key ENTER
            > Enter on title asks to push world.
            > Advance: world entered.
            5 key ENTER
            > Enter on world asks to push level.
            > Advance: level entered.
            7 key P
            > P asks to push pause.
            > Advance: pause entered.
            9 key ENTER
            > Enter on pause asks to push dialog.
            ? stack
            > Advance: dialog entered.
            11 key T
            > T pops down to world and pushes a new level in the same tick. Head and staging now differ below the top: they have diverged. Head's branch (dialog, pause, level) will be exited; staging's (the new level) entered.
            ? next-step
            > Retreat: dialog exited, pause resumed.
            > Retreat: pause exited, level resumed.
            > Retreat: level exited, world resumed. Head has come back to where the branches meet.
            > Advance: world paused, the new level entered. The chains agree again.
            """;

    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = TestPlayers.openLesson(stage, TestGraphs.classicStack(), LESSON, 1203, 676);
    }

    @Test
    void theForkStaysInViewWhenTheChainMustScroll(FxRobot robot) throws Exception {
        FxWait.until(() -> player.view().overlay().lesson().caption() != null);
        for (int moment = 1; moment <= 11; moment++) {
            robot.type(KeyCode.PAGE_DOWN);
        }
        FxWait.until(() -> player.view().overlay().lesson().caption().startsWith("T pops down to world")
                && player.view().overlayChain().stream().anyMatch(box -> box.mark() == ChainMark.EXITING));
        assertEquals(
                "What is the next commit step?",
                FxWait.onFx(() ->
                        ((javafx.scene.control.Label) player.view().overlay().lookup("#lesson-question")).getText()));
        ChainBox meeting = FxWait.onFx(() -> box("world#3"));
        assertEquals(ChainMark.SHARED, meeting.mark());
        assertComeIntoView("world#3", "level#4", "pause#5", "dialog#6", "level#7");
        assertTrue(
                FxWait.onFx(() -> scrollPane().getContent().getLayoutBounds().getHeight()
                        <= scrollPane().getViewportBounds().getHeight() + 0.5),
                "the chain is drawn to fit its area: nothing to scroll");

        robot.type(KeyCode.PAGE_DOWN)
                .type(KeyCode.PAGE_DOWN)
                .type(KeyCode.PAGE_DOWN)
                .type(KeyCode.PAGE_DOWN);
        FxWait.until(() -> player.view().overlay().lesson().caption().startsWith("Advance: world paused")
                && player.view().overlayChain().stream().allMatch(box -> box.mark() == ChainMark.SHARED));
        assertComeIntoView("level#7");
        assertEquals(0.0, FxWait.onFx(() -> scrollPane().getVvalue()), "head's end, the top, in view");
    }

    /** Waits until the boxes of {@code labels} are all in the chain's viewport, or fails saying what is. */
    private void assertComeIntoView(String... labels) throws Exception {
        try {
            FxWait.until(() -> java.util.Arrays.stream(labels).allMatch(label -> inView(box(label))));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("not all of " + List.of(labels) + " in view; in view: "
                    + FxWait.onFx(() -> player.view().overlayChain().stream()
                            .filter(this::inView)
                            .map(this::label)
                            .toList()));
        }
    }

    private String label(ChainBox box) {
        return box.entry().stateId() + "#" + box.entry().serial();
    }

    @Test
    void besideTheGameScreenEveryQuestionIsReadWhole(FxRobot robot) throws Exception {
        FxWait.until(() -> player.view().overlay().lesson().caption() != null);
        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.F);
        FxWait.until(() -> !player.view().look().chainOnly());
        for (int moment = 1; moment <= 9; moment++) {
            robot.type(KeyCode.PAGE_DOWN);
        }
        String question = "What is on the stack when this commit is done?";
        FxWait.until(() -> question.equals(text("#lesson-question")));
        try {
            FxWait.until(() -> question.equals(drawnText("#lesson-question")));
        } catch (java.util.concurrent.TimeoutException e) {
            assertEquals(question, FxWait.onFx(() -> drawnText("#lesson-question")), "the question whole, wrapped");
        }
    }

    private String text(String query) {
        return ((javafx.scene.control.Label) player.view().overlay().lookup(query)).getText();
    }

    /** The text a label draws: its text, or what is left of it when it does not fit. */
    private String drawnText(String query) {
        return ((javafx.scene.text.Text) player.view().overlay().lookup(query).lookup(".text")).getText();
    }

    private ScrollPane scrollPane() {
        return player.view().overlay().chainScroll();
    }

    /** The box of the entry labelled {@code label} (state id and serial). */
    private ChainBox box(String label) {
        return player.view().overlayChain().stream()
                .filter(box -> label(box).equals(label))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no box for " + label));
    }

    /** Whether {@code box} is wholly inside the chain's scrolled viewport. */
    private boolean inView(ChainBox box) {
        ScrollPane scroll = scrollPane();
        double viewport = scroll.getViewportBounds().getHeight();
        double content = scroll.getContent().getLayoutBounds().getHeight();
        double top = scroll.getVvalue() * Math.max(0, content - viewport);
        return box.y() >= top - 0.5 && box.y() + box.height() <= top + viewport + 0.5;
    }
}
