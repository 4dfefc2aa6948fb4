package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.player.fx.model.ChainLayout;
import dev.stagestack.runtime.debug.LogLine;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * What the overlay says between steps: a pending restart is the next commit step (and its entry is
 * flagged), F7 with nothing to commit says so, and an ended run says it ended and offers Restart.
 */
@ExtendWith(ApplicationExtension.class)
class StepFeedbackUiTest {
    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = TestPlayers.open(stage, TestGraphs.menuAndGame(), 1200, 800);
    }

    @Test
    void aPendingRestartIsTheNextStepAndF7WithNothingPendingSaysSo(FxRobot robot) throws Exception {
        robot.type(KeyCode.ENTER);
        FxWait.until(() -> head().equals(List.of("menu", "game")));
        robot.type(KeyCode.F5);
        FxWait.until(() -> player.session().paused());
        robot.type(KeyCode.R);
        FxWait.until(() -> isShowing("#queued-events") && text("#queued-events").contains("hold R · release R"));
        robot.type(KeyCode.F6); // the tick handles R: the game entry is flagged for restart
        FxWait.until(() -> text(".next-step").startsWith("next commit step: restart game#"));
        assertTrue(
                FxWait.onFx(() -> player.view().overlayChain().stream()
                        .anyMatch(b ->
                                b.entry().stateId().equals("game") && b.badge().equals(ChainLayout.RESTART_BADGE))),
                "the entry to restart is flagged in the chain");

        robot.type(KeyCode.F7);
        FxWait.until(() -> text(".next-step").equals("next commit step: none"));
        List<String> trace =
                FxWait.onFx(() -> List.copyOf(player.session().log().trace()));
        assertTrue(
                trace.stream().anyMatch(line -> line.matches("\\d+ free game#\\d+")),
                "the restart step freed the entry: " + trace);
        robot.type(KeyCode.F7);
        FxWait.until(
                () -> isShowing("#overlay-notice") && text("#overlay-notice").startsWith("Nothing to commit"));
        robot.type(KeyCode.F6);
        FxWait.until(() -> !isShowing("#overlay-notice"));
    }

    @Test
    void aSignalChipRaisesTheSignal(FxRobot robot) throws Exception {
        robot.type(KeyCode.ENTER);
        FxWait.until(() -> head().equals(List.of("menu", "game")));
        FxWait.until(() -> new FxRobot().lookup(".signal-chip").tryQuery().isPresent());
        robot.clickOn(".signal-chip");
        FxWait.until(() -> head().equals(List.of("menu", "game", "pause")));
    }

    @Test
    void aKeyPressedInTheMiddleOfACommitIsQueuedForTheTickThatTakesIt(FxRobot robot) throws Exception {
        robot.type(KeyCode.F5);
        FxWait.until(() -> player.session().paused());
        robot.type(KeyCode.ENTER);
        robot.type(KeyCode.F6); // the tick handles Enter: game is pushed at the next tick's commit
        FxWait.until(() -> text(".next-step").equals("next commit step: advance"));
        robot.type(KeyCode.F7); // half-way into that tick: its commit stepped, its input phase to come
        FxWait.until(() -> text(".next-step").equals("next commit step: none"));
        robot.type(KeyCode.ESCAPE);
        FxWait.until(() -> isShowing("#queued-events") && text("#queued-events").contains("ESCAPE"));
        java.util.regex.Matcher queued =
                java.util.regex.Pattern.compile("queued for tick (\\d+)").matcher(text("#queued-events"));
        assertTrue(queued.find(), text("#queued-events"));

        robot.type(KeyCode.F6);
        FxWait.until(() -> player.session().log().recent().stream()
                .anyMatch(line -> line.text().contains("key ESCAPE fires")));
        LogLine fired = FxWait.onFx(() -> player.session().log().recent().stream()
                .filter(line -> line.text().contains("key ESCAPE fires transition esc"))
                .findFirst()
                .orElseThrow());
        assertEquals(
                Long.parseLong(queued.group(1)),
                fired.tick(),
                "the overlay said tick " + queued.group(1) + "; the key fired in: " + fired);
    }

    @Test
    void anEndedRunSaysSoAndOffersRestart(FxRobot robot) throws Exception {
        robot.type(KeyCode.ENTER);
        FxWait.until(() -> head().equals(List.of("menu", "game")));
        robot.type(KeyCode.Q);
        FxWait.until(() -> player.session().ended() && isShowing("#run-ended"));
        FxWait.until(() -> shownText("#ended-detail").endsWith("time travel still works."));
        assertFalse(shownText("#ended-detail").contains("..."), "the whole message is readable, wrapped, not cut off");
        javafx.geometry.Bounds card =
                FxWait.onFx(() -> robot.lookup(".loading-card").query().getBoundsInParent());
        assertTrue(card.getMinX() >= 16, "the card keeps off the screen's edge: " + card);
        robot.clickOn("#ended-restart");
        FxWait.until(() -> !player.session().ended() && !isShowing("#run-ended") && head().equals(List.of("menu")));
    }

    private boolean isShowing(String query) {
        Node node = new FxRobot().lookup(query).query();
        return node != null && node.isVisible() && node.isManaged();
    }

    /** The text a label draws: its text, or what is left of it when it does not fit. */
    private String shownText(String query) throws Exception {
        return FxWait.onFx(() ->
                ((javafx.scene.text.Text) new FxRobot().lookup(query).query().lookup(".text")).getText());
    }

    private String text(String query) {
        return new FxRobot().lookup(query).queryAs(Label.class).getText();
    }

    private List<String> head() {
        return TestPlayers.head(player);
    }
}
