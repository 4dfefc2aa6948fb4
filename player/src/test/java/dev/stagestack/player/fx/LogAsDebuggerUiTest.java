package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.control.ListCell;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The log as a debugger: the latest commit step's lines stand out, and a right click on a line sets a breakpoint on its entry's state. */
@ExtendWith(ApplicationExtension.class)
class LogAsDebuggerUiTest {
    private static final PseudoClass LATEST = PseudoClass.getPseudoClass("latest-step");
    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = TestPlayers.open(stage, TestGraphs.menuAndGame(), 1200, 900);
    }

    @Test
    void theLatestStepIsHighlightedAndALineSetsABreakpoint(FxRobot robot) throws Exception {
        robot.type(KeyCode.F5);
        FxWait.until(() -> player.session().paused());
        FxWait.onFx(() -> {
            player.session().key("ENTER");
            player.session().tick(); // ENTER pushes game
            return null;
        });
        robot.type(KeyCode.F7); // the commit's step: advance game#2
        try {
            FxWait.until(() -> TestPlayers.head(player).equals(List.of("menu", "game")));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError(
                    FxWait.onFx(() -> player.session().log().recent().stream()
                                    .map(l -> l.text())
                                    .toList() + " queued " + player.session().queued() + " paused "
                            + player.session().paused()),
                    e);
        }
        try {
            FxWait.until(() -> cell("commit step 1: advance game#") != null
                    && cell("commit step 1: advance game#")
                            .getPseudoClassStates()
                            .contains(LATEST));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError(
                    FxWait.onFx(() -> new FxRobot()
                            .lookup(".list-cell").queryAll().stream()
                                    .map(n ->
                                            ((ListCell<?>) n).getText() + n.getPseudoClassStates() + n.getStyleClass())
                                    .toList()
                                    .toString()),
                    e);
        }
        assertTrue(
                FxWait.onFx(() -> !cell("commit step 1: advance menu#")
                        .getPseudoClassStates()
                        .contains(LATEST)),
                "an older step's lines are not highlighted");

        robot.rightClickOn(FxWait.onFx(() -> cell("commit step 1: advance game#")));
        FxWait.until(() ->
                new FxRobot().lookup("Pause before exiting game").tryQuery().isPresent());
        robot.clickOn("Pause before exiting game");
        FxWait.until(() -> player.session().breakpoints().beforeExiting().contains("game"));
    }

    /**
     * The rendered log cell whose line contains {@code text}. The log shows its end, so the test
     * looks at the first line of a step (its "commit step" line), which stays in view.
     */
    private static ListCell<?> cell(String text) {
        return new FxRobot()
                .lookup(".trace-log .list-cell").queryAll().stream()
                        .map(n -> (ListCell<?>) n)
                        .filter(c -> c.isVisible()
                                && c.getText() != null
                                && c.getText().contains(text))
                        .findFirst()
                        .orElse(null);
    }
}
