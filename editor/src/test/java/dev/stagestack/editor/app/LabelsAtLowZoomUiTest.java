package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.canvas.TransitionSkin;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.editor.geometry.LabelsAtZoom;
import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
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
 * Fit on a 15-state graph lands below the zoom at which labels used to vanish (45 %): the labels
 * that fit are still shown, at a readable size and apart; one that does not fit shows when its
 * edge is selected.
 */
@ExtendWith(ApplicationExtension.class)
class LabelsAtLowZoomUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    /** 15 states in three rows of five, each pushing the next with a button; s1 stands close to s0, so the label between them fits only at its own size. */
    static Graph fifteenStates() {
        List<StateDef> states = new ArrayList<>();
        List<Transition> transitions = new ArrayList<>();
        for (int i = 0; i < 15; i++) {
            double x = i == 1 ? StateBox.WIDTH + 70 : (i % 5) * 440.0;
            states.add(Fixtures.state("s" + i, x, (i / 5) * 300.0));
            if (i > 0) {
                transitions.add(Transition.of(
                        "t" + i, "s" + (i - 1), Trigger.button("Go " + i), List.of(Action.push("s" + i))));
            }
        }
        transitions.add(Transition.of("back", "s14", Trigger.key("ESCAPE"), List.of(Action.popTo("s0"))));
        return new Graph("Fifteen", "s0", 60, states, transitions);
    }

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage,
                "dev/stagestack/editor-low-zoom-test",
                new RecoveryStore(temp.resolve("recovery")),
                fifteenStates());
    }

    @AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void afterFitTheLabelsThatFitAreShownReadableAndApart(FxRobot robot) throws Exception {
        robot.clickOn(FxWait.onFx(() -> (Node) window.canvas()));
        robot.push(KeyCode.SHORTCUT, KeyCode.DIGIT0);
        FxWait.until(() -> window.canvas().viewport().zoom() < 0.45);
        double zoom = FxWait.onFx(() -> window.canvas().viewport().zoom());
        assertTrue(zoom >= 0.3, "the graph is drawn, not the overview: " + zoom);

        FxWait.until(() -> !shownLabels().isEmpty());
        List<Bounds> shown = FxWait.onFx(() -> shownLabels().stream()
                .map(l -> l.localToScreen(l.getBoundsInLocal()))
                .toList());
        for (Bounds label : shown) {
            assertTrue(label.getHeight() >= LabelsAtZoom.READABLE_TEXT_PX, "readable: " + label);
            for (Bounds other : shown) {
                assertTrue(label == other || !label.intersects(other), "apart: " + label + " and " + other);
            }
        }
        assertTrue(shown.size() >= 12, "most of the 15 labels fit: " + shown.size());
    }

    @Test
    void aLabelThatDoesNotFitShowsWhenItsEdgeIsSelected(FxRobot robot) throws Exception {
        robot.clickOn(FxWait.onFx(() -> (Node) window.canvas()));
        robot.push(KeyCode.SHORTCUT, KeyCode.DIGIT0);
        FxWait.until(() -> window.canvas().viewport().zoom() < 0.45);
        FxWait.until(() -> crowded() != null);
        TransitionSkin skin = FxWait.onFx(this::crowded);
        robot.moveTo(FxWait.onFx(() -> {
            Bounds canvas = window.canvas().localToScreen(window.canvas().getLayoutBounds());
            return new javafx.geometry.Point2D(canvas.getMaxX() - 5, canvas.getMinY() + 5); // over no edge
        }));
        assertEquals(0, FxWait.onFx(() -> visibleOpacity(skin.label())), 1e-9, "hidden while it does not fit");
        robot.interact(() -> window.document()
                .selection()
                .select(ElementRef.transition(skin.ref().id())));
        FxWait.until(() -> visibleOpacity(skin.label()) == 1);
        assertFalse(FxWait.onFx(skin::labelFits));
    }

    private TransitionSkin crowded() {
        return window.canvas().edgeSkins().values().stream()
                .filter(s -> s.isBuilt() && s.label().getScene() != null && !s.labelFits())
                .findFirst()
                .orElse(null);
    }

    private static double visibleOpacity(Node label) {
        label.applyCss();
        return label.isVisible() ? label.getOpacity() : 0;
    }

    private List<Node> shownLabels() {
        return window.canvas().edgeSkins().values().stream()
                .filter(s -> s.isBuilt() && s.label().getScene() != null)
                .map(TransitionSkin::label)
                .filter(l -> visibleOpacity(l) == 1)
                .toList();
    }
}
