package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.player.cli.HeadlessChromium;
import dev.stagestack.player.cli.StagestackCommand;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A designer plays a flow, then View ▸ Export web page…: the page, opened in a real browser,
 * replays the run at load and shows its trace, byte for byte what {@code stagestack trace} gives
 * for the run's script — the same run, sent as one file.
 */
@ExtendWith(ApplicationExtension.class)
class ExportWebPageUiTest {
    private static final Path GRAPH = Path.of("..", "samples", "graphs", "basic-stack.stagestack.json");

    @TempDir
    Path temp;

    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = TestPlayers.open(stage, GraphLoader.load(GRAPH).orElseThrow(), 1200, 860);
        player.setExportChooser((owner, suggested) -> temp.resolve(suggested).toFile());
        player.view().requestFocus();
    }

    @Test
    void thePageOfARunReplaysItInTheBrowser(FxRobot robot) throws Exception {
        FxWait.until(() -> TestPlayers.head(player).equals(List.of("game")));
        robot.type(KeyCode.ESCAPE);
        FxWait.until(() -> TestPlayers.head(player).equals(List.of("game", "pause")));
        robot.clickOn(TestPlayers.stateButton(robot, "Resume"));
        FxWait.until(() -> TestPlayers.head(player).equals(List.of("game")));
        robot.type(KeyCode.F5);
        FxWait.until(() -> player.session().paused());

        robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.E); // the script, to compare with
        robot.clickOn("#view-menu");
        java.util.function.Predicate<javafx.scene.Node> item = n -> n instanceof javafx.scene.control.Labeled label
                && label.getText() != null
                && label.getText().startsWith("Export web page…") // then its shortcut
                && n.isVisible();
        FxWait.until(() -> robot.lookup(item).tryQuery().isPresent()); // the menu has opened
        robot.clickOn(robot.lookup(item).<javafx.scene.Node>query());
        Path page = temp.resolve("session.html");
        Path script = temp.resolve("session.script");
        FxWait.until(() -> Files.isRegularFile(page) && Files.isRegularFile(script));
        String ticks = Long.toString(FxWait.onFx(() -> player.session().ticksBegun()));
        assertTrue(Files.readAllLines(script).get(1).endsWith("--ticks " + ticks));

        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = StagestackCommand.execute(
                new String[] {"trace", GRAPH.toString(), "--script", script.toString(), "--ticks", ticks},
                new PrintWriter(out),
                new PrintWriter(err));
        assertEquals(0, code, err.toString());
        String expected = out.toString();
        assertTrue(expected.contains("enter pause#2"), expected);

        try (HeadlessChromium browser = HeadlessChromium.start()) {
            browser.open(page);
            assertEquals(expected, browser.awaitText("trace", expected));
        }
    }
}
