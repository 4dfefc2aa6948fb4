package dev.stagestack.editor.canvas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.bench.LargeGraphs;
import dev.stagestack.editor.command.Position;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * On a graph larger than the view, cards and lines are built only when they first come into view,
 * yet every state keeps its selection, problem, Play and position even while it has never been drawn.
 */
@ExtendWith(ApplicationExtension.class)
class LazySkinsUiTest {
    /** The last state of the grid: far below and right of the view at 100 %. */
    private static final String FAR = "s299";

    private EditorDocument document;
    private GraphCanvas canvas;

    @Start
    void start(Stage stage) {
        Graph graph = LargeGraphs.grid(300, 900, 7);
        document = new EditorDocument(graph, null);
        canvas = new GraphCanvas(document);
        stage.setScene(new Scene(canvas, 900, 600));
        stage.show();
    }

    private StateSkin far() {
        return canvas.stateSkins().get(FAR);
    }

    private void scrollTo(FxRobot robot, String stateId) {
        StateSkin skin = canvas.stateSkins().get(stateId);
        robot.interact(() -> canvas.viewport()
                .centerOn(
                        StateBox.centerX(skin.x()), StateBox.centerY(skin.y()), canvas.getWidth(), canvas.getHeight()));
    }

    @Test
    void onlyTheCardsAndLinesInViewAreBuilt(FxRobot robot) {
        robot.interact(() -> canvas.viewport().zoomProperty().set(1.0));
        assertTrue(canvas.stateSkins().get("s0").isBuilt(), "a card in view is built");
        assertSame(canvas.stateSkins().get("s0").root().getScene(), canvas.getScene(), "and shown");
        assertFalse(far().isBuilt(), "a card far outside the view is not");
        long builtEdges = canvas.edgeSkins().values().stream()
                .filter(ElementSkin::isBuilt)
                .count();
        assertTrue(
                builtEdges > 0 && builtEdges < canvas.edgeSkins().size() / 2,
                "only the lines near the view are built: " + builtEdges);
    }

    @Test
    void scrollingACardIntoViewBuildsAndAttachesIt(FxRobot robot) {
        robot.interact(() -> canvas.viewport().zoomProperty().set(1.0));
        scrollTo(robot, FAR);
        assertTrue(far().isBuilt());
        assertSame(canvas.getScene(), far().root().getScene(), "the card is on the canvas");
        assertEquals(far().x(), far().root().getLayoutX(), 1e-9, "where its state is");
        TransitionSkin edge = canvas.edgeSkins().values().stream()
                .filter(t -> t.transition().from().equals(FAR))
                .findFirst()
                .orElseThrow();
        assertTrue(edge.isBuilt(), "its lines are built too");
        assertNotNull(edge.root().getScene());
        assertTrue(edge.root().getChildren().contains(edge.label()), "with their label");
    }

    @Test
    void aSelectedCardStaysOnTheCanvasOutsideTheViewButNotInTheOverview(FxRobot robot) {
        robot.interact(() -> {
            canvas.viewport().zoomProperty().set(1.0);
            document.selection().select(ElementRef.state(FAR));
            canvas.viewport().panBy(-1, 0);
        });
        assertSame(canvas.getScene(), far().root().getScene(), "selected, it is kept on the canvas");
        robot.interact(() -> canvas.viewport().zoomProperty().set(0.2));
        assertNull(far().root().getParent(), "but not in the overview");
    }

    @Test
    void marksSetBeforeACardIsBuiltAreShownWhenItIs(FxRobot robot) {
        robot.interact(() -> {
            canvas.viewport().zoomProperty().set(1.0);
            document.selection().select(ElementRef.state(FAR));
            canvas.showProblems(document.graph(), List.of(Problem.error("states[299].name", "test", "broken")));
            far().showPlay(PlayMark.HEAD, "#1");
            far().showCycle(true);
        });
        assertTrue(far().isSelected());
        assertTrue(far().hasProblem());
        assertEquals(PlayMark.HEAD, far().playMark());
        scrollTo(robot, FAR);
        var marks = far().root().getPseudoClassStates();
        assertTrue(marks.contains(EditorStyles.SELECTED), "selected");
        assertTrue(marks.contains(EditorStyles.ERROR), "marked with its problem");
        assertTrue(marks.contains(EditorStyles.HEAD), "highlighted as Play's head");
        assertTrue(marks.contains(EditorStyles.CYCLE), "marked as part of the cycle");
    }

    @Test
    void aCardNeverDrawnIsHitTestedAndMovedByItsPosition(FxRobot robot) {
        robot.interact(() -> canvas.viewport().zoomProperty().set(1.0));
        double x = far().x();
        double y = far().y();
        assertEquals(FAR, canvas.stateAt(x + 10, y + 10), "hit testing sees it");
        robot.interact(() -> canvas.preview(Map.of(FAR, Position.of(x + 40, y + 20))));
        assertFalse(far().isBuilt(), "a drag preview moves it without building it");
        assertEquals(x + 40, far().x(), 1e-9);
        assertNull(canvas.stateAt(x + 10, y + 10), "the old place is empty");
        scrollTo(robot, FAR);
        assertEquals(x + 40, far().root().getLayoutX(), 1e-9, "drawn where it was moved");
        assertEquals(y + 20, far().root().getLayoutY(), 1e-9);
    }

    @Test
    void theLabelsOfTheLinesShownArePlacedAndStayWhenMoreComeIntoView(FxRobot robot) {
        robot.interact(() -> canvas.viewport().zoomProperty().set(1.0));
        Map<String, double[]> placed = new HashMap<>();
        robot.interact(() -> canvas.edgeSkins().forEach((id, t) -> {
            if (t.isBuilt() && t.root().getParent() != null && !t.curves().isEmpty()) {
                assertTrue(t.label().getLayoutBounds().getWidth() > 0, id + ": the label is laid out");
                placed.put(id, new double[] {t.label().getLayoutX(), t.label().getLayoutY()});
            }
        }));
        List<String> moved = new ArrayList<>();
        for (int step = 0; step < 6; step++) {
            robot.interact(() -> canvas.viewport().panBy(-150, -100));
            robot.interact(() -> placed.forEach((id, xy) -> {
                TransitionSkin t = canvas.edgeSkins().get(id);
                boolean away = t.label().getLayoutX() != xy[0] || t.label().getLayoutY() != xy[1];
                if (t.root().getParent() != null && away && !moved.contains(id)) {
                    moved.add(id);
                }
            }));
        }
        long built = canvas.edgeSkins().values().stream()
                .filter(ElementSkin::isBuilt)
                .count();
        assertTrue(built > placed.size(), "panning brought new lines into view");
        assertEquals(List.of(), moved, "labels placed before moved while new lines came into view");
    }
}
