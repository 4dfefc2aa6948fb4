package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.canvas.TransitionSkin;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Trigger labels stay where they were: a rename and its undo, or a card moved and moved back by
 * undo, leave every label of the graph where it was before (they used to drift after unrelated undos).
 */
@ExtendWith(ApplicationExtension.class)
class LabelsStayPutUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.open(
                stage, "dev/stagestack/editor-labels-stay-test", new RecoveryStore(temp.resolve("recovery")));
        window.files().show(GraphFiles.sample("shovel-flow"), false);
    }

    @AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void aRenameOrAMoveTakenBackByUndoLeavesEveryLabelWhereItWas(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        Map<String, String> before = FxWait.onFx(this::labelSpots);

        Node card = FxWait.onFx(
                () -> window.canvas().stateSkins().get("boss-dialog").root());
        robot.clickOn(UiSteps.centreOf(card));
        robot.type(KeyCode.F2);
        FxWait.until(() -> robot.lookup(".text-field").queryAll().stream().anyMatch(Node::isFocused));
        robot.push(KeyCode.SHORTCUT, KeyCode.A).write("Boss").type(KeyCode.ENTER);
        FxWait.until(() -> "Boss"
                .equals(window.document()
                        .graph()
                        .state("boss-dialog")
                        .orElseThrow()
                        .name()));
        robot.push(KeyCode.SHORTCUT, KeyCode.Z);
        FxWait.until(() -> "Boss dialog"
                .equals(window.document()
                        .graph()
                        .state("boss-dialog")
                        .orElseThrow()
                        .name()));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(before, FxWait.onFx(this::labelSpots), "after a rename and its undo");

        Point2D from = UiSteps.centreOf(card);
        robot.moveTo(from)
                .press(MouseButton.PRIMARY)
                .moveTo(from.add(60, 80))
                .moveTo(from.add(120, 160))
                .release(MouseButton.PRIMARY);
        FxWait.until(() -> window.document().history().undoTextProperty().get().startsWith("Move"));
        robot.push(KeyCode.SHORTCUT, KeyCode.Z);
        FxWait.until(() -> window.document()
                .graph()
                .equals(GraphFiles.sample("shovel-flow").graph()));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(before, FxWait.onFx(this::labelSpots), "after a move and its undo");
    }

    @Test
    void aProblemMarksAnEdgesLabelWithoutWideningItOverItsNeighbours(FxRobot robot) throws Exception {
        dev.stagestack.model.Graph good = GraphFiles.sample("shovel-flow").graph();
        dev.stagestack.model.Transition pushing = good.transitions().stream()
                .filter(t -> t.actions().size() == 1
                        && t.actions().get(0).op() == dev.stagestack.model.ActionOp.PUSH
                        && t.trigger().type() == dev.stagestack.model.TriggerType.KEY)
                .findFirst()
                .orElseThrow();
        WaitForAsyncUtils.waitForFxEvents();
        double width = FxWait.onFx(() -> labelOf(pushing.id()).getLayoutBounds().getWidth());

        // the same trigger from the same state, listed first: the original is shadowed (a warning on it),
        // its line and caption unchanged
        java.util.List<dev.stagestack.model.Transition> transitions = new java.util.ArrayList<>(good.transitions());
        transitions.add(
                0,
                dev.stagestack.model.Transition.of("shadowing", pushing.from(), pushing.trigger(), pushing.actions()));
        dev.stagestack.model.Graph broken = good.withTransitions(transitions);
        robot.interact(() -> {
            window.document().load(broken, null, false);
            window.graphOpened();
        });
        FxWait.until(() ->
                labelOf(pushing.id()).lookupAll(".problem-marker").stream().anyMatch(Node::isVisible));
        assertEquals(
                width,
                FxWait.onFx(() -> labelOf(pushing.id()).getLayoutBounds().getWidth()),
                0.5,
                "the marker sits on the label's corner; the label keeps the width its spot was placed for");
    }

    private Node labelOf(String transitionId) {
        return window.canvas().edgeSkins().get(transitionId).label();
    }

    /** Each transition's label centre, rounded to a pixel of the world. */
    private Map<String, String> labelSpots() {
        Map<String, String> spots = new TreeMap<>();
        for (TransitionSkin skin : window.canvas().edgeSkins().values()) {
            double[] c = skin.labelCentre();
            spots.put(skin.transition().id(), c == null ? "none" : Math.round(c[0]) + "," + Math.round(c[1]));
        }
        return spots;
    }
}
