package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
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
import dev.stagestack.runtime.debug.EntryRef;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
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
 * The Coverage tab as a designer uses it: run the graph's test paths and see what they never reach
 * painted on the canvas; measure a recorded script, find the configuration it missed and play the
 * path that reaches it; an edit sets the measurement aside, moving a card does not.
 */
@ExtendWith(ApplicationExtension.class)
class CoverageUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;
    private final List<Path> chosen = new ArrayList<>();

    /** The menu fixture with a credits screen nothing leads to, and its way back. */
    private static Graph menuWithOrphan() {
        Graph menu = Fixtures.menu();
        List<dev.stagestack.model.StateDef> states = new ArrayList<>(menu.states());
        states.add(Fixtures.state("credits", 0, 160));
        List<Transition> transitions = new ArrayList<>(menu.transitions());
        transitions.add(Transition.of("credits-back", "credits", Trigger.key("ESCAPE"), List.of(Action.pop())));
        return menu.withStates(states).withTransitions(transitions);
    }

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage,
                "dev/stagestack/editor-coverage-test",
                new RecoveryStore(temp.resolve("recovery")),
                menuWithOrphan());
        window.coverage().setRunFilesChooser(folder -> List.copyOf(chosen));
    }

    @AfterEach
    void stop() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void theGeneratedPathsExerciseEverythingReachableAndTheCanvasShowsWhatIsNot(FxRobot robot) throws Exception {
        robot.clickOn("Coverage");
        robot.clickOn("#coverage-run-paths");
        FxWait.until(() -> status().startsWith("Measured"));

        assertEquals("3 of 4", text("#coverage-states"), "credits is never entered");
        assertEquals("4 of 5", text("#coverage-transitions"), "credits-back never fires");
        assertEquals("3 of 3", text("#coverage-configurations"));
        assertEquals(CoverageMark.EXERCISED, FxWait.onFx(() -> stateMark("pause")));
        assertEquals(CoverageMark.NEVER, FxWait.onFx(() -> stateMark("credits")));
        assertEquals(CoverageMark.EXERCISED, FxWait.onFx(() -> edgeMark("quit")));
        assertEquals(CoverageMark.NEVER, FxWait.onFx(() -> edgeMark("credits-back")));
        assertEquals(
                List.of("state Credits (credits)", "transition credits-back (from Credits)"), rows("#coverage-never"));
        assertTrue(rows("#coverage-unreached").isEmpty(), "the paths commit every reachable configuration");

        robot.clickOn(cell("#coverage-never", "state Credits (credits)"));
        FxWait.until(() ->
                window.document().selection().contains(dev.stagestack.editor.document.ElementRef.state("credits")));
    }

    @Test
    void aRecordedScriptShowsTheConfigurationItMissedAndPlayReachesIt(FxRobot robot) throws Exception {
        Path session = temp.resolve("session.script");
        Files.writeString(session, "# a designer's session: into the world and no further\n1 button Play\n");
        chosen.add(session);
        robot.clickOn("Coverage");
        robot.clickOn("#coverage-add-runs");
        FxWait.until(() ->
                new FxRobot().lookup("#" + RunLengthDialog.FIELD_ID).tryQuery().isPresent());
        robot.type(KeyCode.ENTER); // its header does not say how long it ran: trace's 600 ticks will do
        FxWait.until(() -> status().startsWith("Measured"));

        assertEquals("2 of 4", text("#coverage-states"));
        assertEquals("1 of 5", text("#coverage-transitions"));
        assertEquals("2 of 3", text("#coverage-configurations"));
        assertEquals(List.of("session.script · 1 event, 600 ticks"), rows("#coverage-runs"));
        assertEquals(List.of("Title › World › Pause"), rows("#coverage-unreached"));
        assertEquals(CoverageMark.NEVER, FxWait.onFx(() -> edgeMark("esc")));

        robot.clickOn(cell("#coverage-unreached", "Title › World › Pause"));
        FxWait.until(() -> text("#coverage-path").startsWith("Reach title > world > pause with: "));
        double panelWidth = FxWait.onFx(() -> window.coverage().panel().getWidth());
        robot.clickOn("#coverage-play-path");
        FxWait.until(() -> window.play().isPlaying()
                && window.play().player().session().scriptProgress().isPresent());
        // a new run, not the one it replaced, is shown: paused at its start, waiting for F8
        FxWait.until(() -> "Paused · stack depth 0".equals(text("#play-status")));
        for (int event = 1; event <= 2; event++) {
            robot.type(KeyCode.F8);
            String delivered = "script: " + event + " of 2 events delivered";
            FxWait.until(() ->
                    window.play().player().session().scriptProgress().orElse("").startsWith(delivered));
        }
        // The tick that delivered ESCAPE requested the pause; the next tick's commit puts it on the head.
        assertEquals(List.of("title", "world"), head());
        robot.type(KeyCode.F6);
        FxWait.until(() -> head().equals(List.of("title", "world", "pause")));

        robot.push(KeyCode.SHIFT, KeyCode.F9);
        FxWait.until(() -> !window.play().isPlaying());
        FxWait.until(() -> Math.abs(window.coverage().panel().getWidth() - panelWidth) < 2);
        assertEquals(CoverageMark.EXERCISED, FxWait.onFx(() -> stateMark("world")), "the paint is back after Play");
    }

    @Test
    void movingACardKeepsTheMeasurementAnEditSetsItAside(FxRobot robot) throws Exception {
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.T);
        FxWait.until(() -> status().startsWith("Measured"));

        robot.drag(FxWait.onFx(() -> window.canvas().stateSkins().get("pause").root()))
                .dropBy(60, 40);
        FxWait.until(
                () -> window.document().graph().state("pause").orElseThrow().x() != 240);
        assertTrue(status().startsWith("Measured"), status());
        assertEquals(CoverageMark.EXERCISED, FxWait.onFx(() -> stateMark("pause")));

        robot.clickOn(
                FxWait.onFx(() -> window.canvas().stateSkins().get("credits").root()));
        robot.type(KeyCode.DELETE);
        FxWait.until(() -> window.document().graph().state("credits").isEmpty());
        FxWait.until(() -> status().startsWith("The graph changed"));
        assertNull(FxWait.onFx(() -> stateMark("pause")), "no paint from a measurement of another graph");
        assertEquals("–", text("#coverage-states"));

        robot.clickOn("#coverage-run-paths");
        FxWait.until(() -> status().startsWith("Measured"));
        assertEquals("3 of 3", text("#coverage-states"));
    }

    private String status() throws Exception {
        return FxWait.onFx(() -> window.coverage().panel().status());
    }

    private CoverageMark stateMark(String id) {
        return window.canvas().stateSkins().get(id).coverage();
    }

    private CoverageMark edgeMark(String id) {
        return window.canvas().edgeSkins().get(id).coverage();
    }

    private List<String> head() throws Exception {
        return FxWait.onFx(() -> window.play().player().session().live().head().bottomUp().stream()
                .map(EntryRef::stateId)
                .toList());
    }

    static String text(String id) throws Exception {
        return FxWait.onFx(() -> new FxRobot().lookup(id).queryAs(Label.class).getText());
    }

    @SuppressWarnings("unchecked")
    static List<String> rows(String listId) throws Exception {
        return FxWait.onFx(
                () -> ((ListView<Object>) new FxRobot().lookup(listId).queryAs(ListView.class))
                        .getItems().stream().map(Object::toString).toList());
    }

    private static Node cell(String listId, String text) throws Exception {
        FxWait.until(() -> findCell(listId, text) != null);
        return FxWait.onFx(() -> findCell(listId, text));
    }

    private static Node findCell(String listId, String text) {
        return new FxRobot()
                .from(new FxRobot().lookup(listId).queryAs(ListView.class)).lookup(".list-cell").queryAll().stream()
                        .filter(c -> c instanceof ListCell<?> cell && text.equals(cell.getText()))
                        .findFirst()
                        .orElse(null);
    }
}
