package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.canvas.StateSkin;
import dev.stagestack.editor.canvas.TransitionSkin;
import dev.stagestack.editor.command.Position;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.editor.geometry.Curve;
import dev.stagestack.editor.geometry.EdgeSegment;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.editor.layout.AutoLayout;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A designer opens a sample and presses Ctrl+L: the states are laid out along the flow, the whole
 * graph is in view clear of the legend and the minimap, and no edge runs under a card it does not
 * join.
 */
@ExtendWith(ApplicationExtension.class)
class AutoLayoutUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.open(
                stage, "dev/stagestack/editor-auto-layout-test", new RecoveryStore(temp.resolve("recovery")));
    }

    @AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    @ParameterizedTest
    @ValueSource(strings = {"shovel-flow", "menu-prototype", "levels", "stack-lesson", "basic-stack", "diverged"})
    void ctrlLLaysTheSampleOutInViewWithNoEdgeUnderACard(String sample, FxRobot robot) throws Exception {
        FxWait.onFx(() -> {
            window.files().show(GraphFiles.sample(sample), false);
            return null;
        });
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        robot.push(KeyCode.SHORTCUT, KeyCode.L);
        FxWait.until(() -> "Auto-layout"
                .equals(window.document().history().undoTextProperty().get()));
        FxWait.until(() -> allCardsInViewAndClear(robot));
        try {
            FxWait.until(() ->
                    edgesUnderCards().isEmpty()); // the edges are routed anew a pulse or more after the cards move
        } catch (TimeoutException stillUnder) {
            // told below, with the edges that stay under a card
        }
        assertEquals(List.of(), FxWait.onFx(this::edgesUnderCards), sample);
    }

    /**
     * Ctrl+L pressed as soon as a file opens, before the live check has analysed it, lays it out as its
     * stack analysis says (where its pops go), not as the previous graph's or none.
     */
    @Test
    void ctrlLRightAfterOpeningLaysTheGraphOutByItsOwnAnalysis(FxRobot robot) throws Exception {
        robot.clickOn(FxWait.onFx(() -> window.canvas()));
        Graph[] opened = new Graph[1];
        robot.interact(() -> {
            try {
                window.files().show(GraphFiles.sample("menu-prototype"), false);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            opened[0] = window.document().graph();
        });
        robot.push(KeyCode.SHORTCUT, KeyCode.L); // within the check's debounce
        FxWait.until(() -> "Auto-layout"
                .equals(window.document().history().undoTextProperty().get()));

        Map<String, Position> expected = AutoLayout.compute(
                opened[0], StackInsight.of(opened[0], StackAnalysis.analyze(opened[0])), () -> false);
        Graph laidOut = FxWait.onFx(() -> window.document().graph());
        for (StateDef state : laidOut.states()) {
            assertEquals(expected.get(state.id()), new Position(state.x(), state.y()), state.id());
        }
    }

    private boolean allCardsInViewAndClear(FxRobot robot) {
        Bounds view = window.canvas().localToScreen(window.canvas().getLayoutBounds());
        List<Bounds> covers = new ArrayList<>();
        robot.lookup(".legend").queryAll().forEach(n -> covers.add(n.localToScreen(n.getBoundsInLocal())));
        robot.lookup(".minimap").queryAll().forEach(n -> covers.add(n.localToScreen(n.getBoundsInLocal())));
        for (StateSkin skin : window.canvas().stateSkins().values()) {
            Node card = skin.root();
            Bounds b = card.localToScreen(card.getBoundsInLocal());
            if (b == null || !view.contains(b) || covers.stream().anyMatch(b::intersects)) {
                return false;
            }
        }
        return true;
    }

    /** Each edge segment that passes through a card other than its ends, as "transition over state". */
    private List<String> edgesUnderCards() {
        List<String> under = new ArrayList<>();
        for (TransitionSkin edge : window.canvas().edgeSkins().values()) {
            List<Curve> curves = edge.curves();
            List<EdgeSegment> segments = edge.segments();
            for (int i = 0; i < curves.size() && i < segments.size(); i++) {
                for (StateSkin card : window.canvas().stateSkins().values()) {
                    String id = card.state().id();
                    if (!id.equals(segments.get(i).from())
                            && !id.equals(segments.get(i).to())
                            && passesThrough(curves.get(i), card.root().getBoundsInParent())) {
                        under.add(edge.transition().id() + " over " + id);
                    }
                }
            }
        }
        return under;
    }

    private static boolean passesThrough(Curve c, Bounds card) {
        for (int i = 1; i < 100; i++) {
            if (card.contains(c.xAt(i / 100.0), c.yAt(i / 100.0))) {
                return true;
            }
        }
        return false;
    }
}
