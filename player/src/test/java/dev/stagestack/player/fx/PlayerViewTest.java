package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.player.fx.model.ChainBox;
import dev.stagestack.player.fx.model.ChainMark;
import dev.stagestack.player.fx.model.PlayerCommand;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The player headless on Monocle, driven tick by tick (the frame loop is not started). */
@ExtendWith(ApplicationExtension.class)
class PlayerViewTest {

    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = new PlayerController(TestGraphs.diverged(), BehaviorRegistry.empty());
        stage.setScene(new Scene(player.view(), 1280, 800));
        stage.show();
        player.view().requestFocus();
    }

    private void command(FxRobot robot, PlayerCommand command, int times) {
        for (int i = 0; i < times; i++) {
            robot.interact(() -> player.run(command));
        }
    }

    private List<String> trace() {
        return player.session().log().trace();
    }

    private EntryRef head() {
        return player.session().live().head().top().orElseThrow();
    }

    /** The enabled button {@code label}, once a pulse has laid it out (the robot clicks where it is). */
    @Test
    void clickingAButtonAndPressingAKeyReachHeadAsTheTicksEvents(FxRobot robot) throws TimeoutException {
        command(robot, PlayerCommand.STEP_TICK, 1);
        assertEquals(new EntryRef("title", 1), head());
        robot.clickOn(TestPlayers.stateButton(robot, "Play"));
        command(robot, PlayerCommand.STEP_TICK, 2);
        assertEquals(new EntryRef("world", 2), head());
        assertTrue(
                trace().containsAll(List.of("1 push world#2", "2 pause title#1", "2 enter world#2")),
                trace()::toString);

        robot.interact(() -> player.view().requestFocus());
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        command(robot, PlayerCommand.STEP_TICK, 2);
        assertEquals(new EntryRef("pause", 3), head());
        assertTrue(
                trace().containsAll(List.of("3 push pause#3", "4 pause world#2", "4 enter pause#3")),
                trace()::toString);
        assertTrue(
                robot.lookup(".state-button").queryAllAs(Button.class).stream()
                        .filter(b -> b.getText().equals("Options"))
                        .allMatch(Button::isDisabled),
                "a covered entry's buttons are not clickable");
    }

    @Test
    void commitStepsWalkTheDivergedCaseAndTheOverlayShowsTheChainBetweenSteps(FxRobot robot) throws TimeoutException {
        command(robot, PlayerCommand.STEP_TICK, 1);
        robot.clickOn(TestPlayers.stateButton(robot, "Play"));
        command(robot, PlayerCommand.STEP_TICK, 2);
        robot.clickOn(TestPlayers.stateButton(robot, "Options"));
        command(robot, PlayerCommand.STEP_TICK, 1);

        assertEquals(List.of("title#1 SHARED", "world#2 EXITING head", "options#3 ENTERING staging"), chain());
        command(robot, PlayerCommand.STEP_COMMIT, 1);
        assertEquals(List.of("title#1 SHARED head", "options#3 ENTERING staging"), chain());
        assertTrue(trace().containsAll(List.of("4 exit world#2", "4 resume title#1")), trace()::toString);
        assertFalse(trace().contains("4 enter options#3"), "one step only retreats");
        command(robot, PlayerCommand.STEP_COMMIT, 1);
        assertEquals(List.of("title#1 SHARED", "options#3 SHARED head", "audio#4 ENTERING staging"), chain());
        command(robot, PlayerCommand.STEP_COMMIT, 1);
        assertEquals(List.of("title#1 SHARED", "options#3 SHARED", "audio#4 SHARED head staging"), chain());
        assertEquals(4, player.session().live().tick(), "the steps belong to tick 4");
        assertTrue(player.session().paused());
    }

    @Test
    void scrubbingBackShowsTheRecordedTickReadOnly(FxRobot robot) throws TimeoutException {
        command(robot, PlayerCommand.STEP_TICK, 1);
        robot.clickOn(TestPlayers.stateButton(robot, "Play"));
        command(robot, PlayerCommand.STEP_TICK, 5);
        assertEquals(5, player.shownTick());
        robot.interact(() -> player.travelTo(1));
        assertTrue(player.travelling());
        assertEquals(1, player.shownTick());
        assertEquals(List.of("title#1 SHARED head", "world#2 ENTERING staging"), chain());
        robot.interact(() -> player.view().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.LEFT).release(KeyCode.LEFT, KeyCode.CONTROL);
        assertEquals(0, player.shownTick());
        assertEquals(List.of("title#1 SHARED head staging"), chain());
        assertEquals(5, player.session().live().tick(), "time travel never runs the graph");
        command(robot, PlayerCommand.GO_LIVE, 1);
        assertFalse(player.travelling());
        assertEquals(5, player.shownTick());
    }

    private List<String> chain() {
        return player.view().overlayChain().stream()
                .map(PlayerViewTest::describe)
                .toList();
    }

    private static String describe(ChainBox b) {
        String text = b.entry().label() + " " + b.mark();
        if (b.isHead()) {
            text += " head";
        }
        if (b.isStaging()) {
            text += " staging";
        }
        return b.mark() == ChainMark.DISCARDED ? text + " discarded" : text;
    }
}
