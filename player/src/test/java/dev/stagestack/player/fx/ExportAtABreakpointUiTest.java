package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.load.GraphLoader;
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
 * A person stops the "diverged" sample at a breakpoint inside its commit, exports the trace
 * (Ctrl+E) and the script (Ctrl+Shift+E) there, and replays the script with {@code stagestack trace}
 * and the {@code --ticks} its header gives: the replay starts with the exported trace, byte for byte.
 */
@ExtendWith(ApplicationExtension.class)
class ExportAtABreakpointUiTest {
    private static final Path GRAPH = Path.of("..", "samples", "graphs", "diverged.stagestack.json");
    private static final String REPLAY_HINT = "# Replay: stagestack trace GRAPH --script THIS-FILE --ticks ";

    @TempDir
    Path temp;

    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = TestPlayers.open(stage, GraphLoader.load(GRAPH).orElseThrow(), 1200, 860);
        player.setExportChooser((owner, suggested) -> temp.resolve(suggested).toFile());
    }

    @Test
    void theScriptExportedInsideACommitReplaysToTheTraceExportedThere(FxRobot robot) throws Exception {
        robot.type(KeyCode.F5);
        FxWait.until(() -> player.session().paused());
        TestPlayers.setBreakpointBeforeEntering(robot, player, "options");
        robot.clickOn(TestPlayers.stateButton(robot, "Play"));
        robot.type(KeyCode.F6).type(KeyCode.F6);
        robot.clickOn(TestPlayers.stateButton(robot, "Options"));
        robot.type(KeyCode.F6).type(KeyCode.F6); // world exited, then the breakpoint, before options enters
        FxWait.until(() -> player.session().lastBreak().isPresent());
        assertEquals(List.of("title"), FxWait.onFx(() -> TestPlayers.head(player)));

        robot.push(KeyCode.SHORTCUT, KeyCode.E);
        robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.E);
        Path trace = temp.resolve("run.trace");
        Path script = temp.resolve("session.script");
        FxWait.until(() -> Files.isRegularFile(trace) && Files.isRegularFile(script));
        String ticks = Files.readAllLines(script).get(1).substring(REPLAY_HINT.length());
        long breakTick = FxWait.onFx(() -> player.session().nextTick());
        assertEquals(Long.toString(breakTick + 1), ticks, "the header counts the tick whose commit has begun");

        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = StagestackCommand.execute(
                new String[] {"trace", GRAPH.toString(), "--script", script.toString(), "--ticks", ticks},
                new PrintWriter(out),
                new PrintWriter(err));
        assertEquals(0, code, err.toString());
        String exported = Files.readString(trace).replace(System.lineSeparator(), "\n");
        assertTrue(exported.contains(breakTick + " exit world#2"), exported);
        assertTrue(out.toString().startsWith(exported), "the replay goes on from the exported trace:\n" + out);
    }
}
