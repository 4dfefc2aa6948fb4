package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.canvas.CoverageMark;
import dev.stagestack.editor.feature.coverage.RunLengthDialog;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Add runs… measures a run for as long as it lasted: a session the player exported (its header says
 * {@code --ticks 3304}) counts the credits its title showed after 30 s; a script without a length is
 * asked for one, and the ticks the person types are the ones it runs.
 */
@ExtendWith(ApplicationExtension.class)
class CoverageOfLongRunsUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;
    private final List<Path> chosen = new ArrayList<>();

    /** A title that shows the credits after 30 s (1,800 ticks) when nobody presses anything; ESCAPE goes back. */
    private static Graph attract() {
        return new Graph(
                "Attract",
                "title",
                60,
                List.of(Fixtures.state("title", 0, 0), Fixtures.state("credits", 240, 0)),
                List.of(
                        Transition.of("idle", "title", Trigger.timer(30), List.of(Action.push("credits"))),
                        Transition.of("back", "credits", Trigger.key("ESCAPE"), List.of(Action.pop()))));
    }

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage,
                "dev/stagestack/editor-coverage-long-test",
                new RecoveryStore(temp.resolve("recovery")),
                attract());
        window.coverage().setRunFilesChooser(folder -> List.copyOf(chosen));
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void aSessionIsMeasuredForTheTicksItsHeaderGives(FxRobot robot) throws Exception {
        chosen.add(Files.writeString(temp.resolve("session.script"), """
                # Stagestack player session of "Attract", run 1, 3304 ticks, 1 input events.
                # Replay: stagestack trace GRAPH --script THIS-FILE --ticks 3304
                3000 key ESCAPE
                """));
        robot.clickOn("Coverage");
        robot.clickOn("#coverage-add-runs");
        FxWait.until(() -> status().startsWith("Measured"));

        assertEquals("2 of 2", CoverageUiTest.text("#coverage-states"), "the credits the run lived in");
        assertEquals("2 of 2", CoverageUiTest.text("#coverage-transitions"));
        assertEquals(List.of("session.script · 1 event, 3304 ticks"), CoverageUiTest.rows("#coverage-runs"));
        assertEquals(
                CoverageMark.EXERCISED,
                FxWait.onFx(() -> window.canvas().stateSkins().get("credits").coverage()));
    }

    @Test
    void aScriptWithoutALengthAsksForOneAndRunsThatLong(FxRobot robot) throws Exception {
        chosen.add(Files.writeString(temp.resolve("bare.script"), "# by hand\n3000 key ESCAPE\n"));
        robot.clickOn("Coverage");
        robot.clickOn("#coverage-add-runs");
        FxWait.until(() -> new FxRobot()
                .lookup("#" + RunLengthDialog.FIELD_ID)
                .tryQuery()
                .map(Node::isVisible)
                .orElse(false));
        assertEquals("600", FxWait.onFx(this::field).getText(), "trace's ticks are offered");

        robot.clickOn("#" + RunLengthDialog.FIELD_ID);
        robot.push(KeyCode.SHORTCUT, KeyCode.A).write("0");
        FxWait.until(() -> okButton().isDisabled());
        robot.push(KeyCode.SHORTCUT, KeyCode.A).write("3304");
        FxWait.until(() -> !okButton().isDisabled());
        robot.type(KeyCode.ENTER);
        FxWait.until(() -> status().startsWith("Measured"));

        assertEquals("2 of 2", CoverageUiTest.text("#coverage-states"));
        assertEquals(List.of("bare.script · 1 event, 3304 ticks"), CoverageUiTest.rows("#coverage-runs"));
        assertTrue(
                new FxRobot().lookup("#" + RunLengthDialog.FIELD_ID).tryQuery().isEmpty()
                        || !new FxRobot()
                                .lookup("#" + RunLengthDialog.FIELD_ID)
                                .query()
                                .isVisible(),
                "the dialog closed");
    }

    private TextField field() {
        return new FxRobot().lookup("#" + RunLengthDialog.FIELD_ID).queryAs(TextField.class);
    }

    private Node okButton() {
        DialogPane pane = (DialogPane) new FxRobot().lookup(".dialog-pane").query();
        return pane.lookupButton(ButtonType.OK);
    }

    private String status() throws Exception {
        return FxWait.onFx(() -> window.coverage().panel().status());
    }
}
