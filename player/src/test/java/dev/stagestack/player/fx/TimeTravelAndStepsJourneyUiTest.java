package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.player.fx.model.ChainBox;
import dev.stagestack.player.fx.model.PlayerCommand;
import dev.stagestack.runtime.debug.LogLine;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A person pauses the running player, plays into the diverged commit of docs/semantics.md §10,
 * travels back a tick with Ctrl+←, goes live with Ctrl+End, takes a commit step with F7, steps back
 * into it with PageUp and forward with PageDown. At each stop the window itself is read — the
 * overlay's tick, banner, chain and log, the control bar's tick and slider, the veil over the game
 * screen — so the test fails when a part of the view stops following the view model.
 */
@ExtendWith(ApplicationExtension.class)
class TimeTravelAndStepsJourneyUiTest {

    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = TestPlayers.open(stage, TestGraphs.diverged(), 1200, 860);
    }

    @Test
    void timeTravelAndCommitStepsShowInEveryPartOfTheWindow(FxRobot robot) throws Exception {
        robot.type(KeyCode.F5);
        FxWait.until(() -> "Resume"
                .equals(player.view().controls().get(PlayerCommand.PAUSE_RESUME).getText()));
        robot.clickOn(TestPlayers.stateButton(robot, "Play"));
        robot.type(KeyCode.F6);
        robot.type(KeyCode.F6);
        FxWait.until(() -> TestPlayers.head(player).equals(List.of("title", "world")));
        robot.clickOn(TestPlayers.stateButton(robot, "Options"));
        robot.type(KeyCode.F6);
        FxWait.until(() -> player.session().live().diff().diverged());
        long live = FxWait.onFx(() -> player.session().live().tick());
        FxWait.until(() -> text("#overlay-tick").equals(Long.toString(live))
                && text("#shown-tick").equals("tick " + live));

        robot.press(KeyCode.CONTROL, KeyCode.LEFT).release(KeyCode.LEFT, KeyCode.CONTROL);
        long back = live - 1;
        FxWait.until(() -> text("#overlay-tick").equals(Long.toString(back)));
        assertEquals("tick " + back, text("#shown-tick"));
        assertEquals("Time travel: tick " + back + " of " + live + " (read-only) — Ctrl+End to go live", banner());
        assertTrue(shown("#live-veil"), "the live game screen is greyed");
        assertEquals(
                back,
                Math.round(FxWait.onFx(
                        () -> player.view().controls().travelSlider().getValue())));
        assertTrue(logLines().stream().noneMatch(l -> l.startsWith(live + " ")), "the log as it stood at tick " + back);
        assertEquals("world", overlayHead(), "the chain of tick " + back + ": world was head");

        robot.press(KeyCode.CONTROL, KeyCode.END).release(KeyCode.END, KeyCode.CONTROL);
        FxWait.until(() -> text("#overlay-tick").equals(Long.toString(live)) && banner() == null);
        assertFalse(shown("#live-veil"));
        assertTrue(logLines().stream().anyMatch(l -> l.startsWith(live + " push options#3")), logLines()::toString);

        robot.type(KeyCode.F7); // retreat: world exited
        long commit = live + 1;
        FxWait.until(() -> overlayHead().equals("title"));
        assertEquals(Long.toString(commit), text("#overlay-tick"), "a step's moment is named by its commit's tick");
        assertEquals(null, banner());

        robot.type(KeyCode.PAGE_UP);
        FxWait.until(() -> overlayHead().equals("world"));
        assertEquals(
                "Step back: tick " + commit + "'s commit before step 1 (of 1 taken so far), read-only. "
                        + "F7 or PageDown goes forward.",
                banner());
        assertEquals("tick " + commit, text("#shown-tick"));
        assertTrue(shown("#live-veil"));

        robot.type(KeyCode.PAGE_DOWN);
        FxWait.until(() -> overlayHead().equals("title") && banner() == null && !shown("#live-veil"));
        assertEquals(
                List.of("title"), TestPlayers.head(player), "walking the steps back and forth changed nothing live");
    }

    private static String text(String id) throws Exception {
        return FxWait.onFx(() -> new FxRobot().lookup(id).queryAs(Label.class).getText());
    }

    private static boolean shown(String id) throws Exception {
        return FxWait.onFx(() -> new FxRobot().lookup(id).query().isVisible());
    }

    /** The banner over the chain, or null while hidden. */
    private static String banner() throws Exception {
        return FxWait.onFx(() -> {
            Label l = new FxRobot().lookup("#travel-banner").queryAs(Label.class);
            return l.isVisible() ? l.getText() : null;
        });
    }

    /** The state of the entry the overlay's chain marks as head. */
    private String overlayHead() throws Exception {
        return FxWait.onFx(() -> player.view().overlayChain().stream()
                .filter(ChainBox::isHead)
                .map(b -> b.entry().stateId())
                .findFirst()
                .orElse(""));
    }

    /** The lines the overlay's log shows. */
    @SuppressWarnings("unchecked")
    private static List<String> logLines() throws Exception {
        return FxWait.onFx(() -> {
            Node log = new FxRobot().lookup(n -> n instanceof TraceLogView).query();
            return ((ListView<LogLine>) log)
                    .getItems().stream().map(LogLine::text).toList();
        });
    }
}
