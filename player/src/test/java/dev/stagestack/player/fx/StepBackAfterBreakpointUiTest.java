package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.runtime.debug.LogLine;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A teacher stops the "diverged" commit of docs/semantics.md §10 with a breakpoint (before entering options) and walks
 * it back and forth with PageUp, PageDown and F7: step back walks the commit's steps the debugger
 * took, the control bar, the overlay, the screen's note and the shown snapshot name one moment, the
 * step numbers are the log's, and the breakpoint's banner goes once a step is taken.
 */
@ExtendWith(ApplicationExtension.class)
class StepBackAfterBreakpointUiTest {
    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = TestPlayers.open(stage, TestGraphs.diverged(), 1200, 860);
    }

    @Test
    void stepBackAfterABreakpointWalksTheCommitsSteps(FxRobot robot) throws Exception {
        robot.type(KeyCode.F5);
        FxWait.until(() -> player.session().paused());
        TestPlayers.setBreakpointBeforeEntering(robot, player, "options");
        robot.clickOn(TestPlayers.stateButton(robot, "Play"));
        robot.type(KeyCode.F6); // the click: world requested
        robot.type(KeyCode.F6); // world entered
        robot.clickOn(TestPlayers.stateButton(robot, "Options"));
        robot.type(KeyCode.F6); // the click: pop world, push options (diverged)
        robot.type(KeyCode.F6); // the commit: world exited, then the breakpoint stops before options enters
        FxWait.until(() -> breakBanner().startsWith("Breakpoint: before entering options#3"));
        long commitTick = FxWait.onFx(() -> player.session().live().tick());
        assertEquals(List.of("title"), FxWait.onFx(() -> TestPlayers.head(player)), "stopped after the retreat");
        assertTrue(FxWait.onFx(() -> log().contains("# " + commitTick + " commit step 1: retreat world#2")));

        robot.type(KeyCode.PAGE_UP);
        FxWait.until(() -> player.travelling() && shownHead().equals(List.of("title", "world")));
        assertEquals(
                "Step back: tick " + commitTick + "'s commit before step 1 (of 1 taken so far), read-only."
                        + " F7 or PageDown goes forward.",
                travelBanner());
        assertOneMoment(commitTick);
        assertEquals("", breakBanner(), "the breakpoint's words are of the live moment, not of the one shown");

        robot.type(KeyCode.PAGE_DOWN);
        FxWait.until(() -> !player.travelling() && shownHead().equals(List.of("title")));
        robot.type(KeyCode.F7); // step 2: options entered (its enter trigger pushes audio)
        FxWait.until(() -> TestPlayers.head(player).equals(List.of("title", "options")));
        FxWait.until(() -> breakBanner().isEmpty());
        assertTrue(FxWait.onFx(() -> log().contains("# " + commitTick + " commit step 2: advance options#3")));

        robot.type(KeyCode.PAGE_UP);
        FxWait.until(() -> player.travelling() && shownHead().equals(List.of("title")));
        assertEquals(
                "Step back: tick " + commitTick + "'s commit before step 2 (of 2 taken so far), read-only."
                        + " F7 or PageDown goes forward.",
                travelBanner());
        assertOneMoment(commitTick);
        robot.type(KeyCode.PAGE_UP);
        FxWait.until(() ->
                shownHead().equals(List.of("title", "world")) && travelBanner().contains("before step 1 (of 2"));
        assertOneMoment(commitTick);

        robot.type(KeyCode.PAGE_UP); // before the commit began: the tick before, by time travel
        FxWait.until(() -> travelBanner().startsWith("Time travel: tick " + (commitTick - 1)));
        assertOneMoment(commitTick - 1);
    }

    @Test
    void aCommitSteppedWithF7IsNamedByItsOwnTick(FxRobot robot) throws Exception {
        robot.type(KeyCode.F5);
        FxWait.until(() -> player.session().paused());
        robot.clickOn(TestPlayers.stateButton(robot, "Play"));
        robot.type(KeyCode.F6);
        long before = FxWait.onFx(() -> player.session().live().tick());
        robot.type(KeyCode.F7); // the next tick's commit: world entered
        FxWait.until(() -> TestPlayers.head(player).equals(List.of("title", "world")));
        long commitTick = before + 1;
        assertTrue(FxWait.onFx(() -> log().contains("# " + commitTick + " commit step 1: advance world#2")));

        robot.type(KeyCode.PAGE_UP);
        FxWait.until(() -> player.travelling() && shownHead().equals(List.of("title")));
        assertEquals(
                "Step back: tick " + commitTick + "'s commit before step 1 (of 1 taken so far), read-only."
                        + " F7 or PageDown goes forward.",
                travelBanner());
        assertOneMoment(commitTick);
    }

    /** The control bar, the overlay, the screen's note and the snapshot a host shows all name {@code tick}. */
    private void assertOneMoment(long tick) throws Exception {
        assertEquals("tick " + tick, text("#shown-tick"), "the control bar");
        assertEquals(Long.toString(tick), text("#overlay-tick"), "the overlay");
        assertEquals(
                tick, (long) FxWait.onFx(() -> player.shownTickProperty().get().tick()), "the editor's canvas");
        assertEquals(tick, (long) FxWait.onFx(player::shownTick));
        assertTrue(text("#live-note").contains("show tick " + tick + "."), text("#live-note"));
    }

    private List<String> shownHead() {
        return player.shownTickProperty().get().head().bottomUp().stream()
                .map(e -> e.stateId())
                .toList();
    }

    private List<String> log() {
        return player.session().log().recent().stream().map(LogLine::text).toList();
    }

    private static String breakBanner() throws Exception {
        return visibleText("#break-hit");
    }

    private static String travelBanner() throws Exception {
        return visibleText("#travel-banner");
    }

    private static String visibleText(String id) throws Exception {
        return FxWait.onFx(() -> {
            Label label = new FxRobot().lookup(id).queryAs(Label.class);
            return label.isVisible() ? label.getText() : "";
        });
    }

    private static String text(String id) throws Exception {
        return FxWait.onFx(() -> new FxRobot().lookup(id).queryAs(Label.class).getText());
    }
}
