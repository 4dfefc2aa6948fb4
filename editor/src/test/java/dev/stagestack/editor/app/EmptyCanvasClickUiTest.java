package dev.stagestack.editor.app;

import static dev.stagestack.editor.app.UiSteps.centreOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.Set;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A click on empty canvas, as a designer makes it: it clears the selection and selects nothing else,
 * so a Delete that follows deletes nothing. (It used to select the state covering world (0,0).)
 */
@ExtendWith(ApplicationExtension.class)
class EmptyCanvasClickUiTest {
    @TempDir
    static Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.openOn(
                stage,
                "dev/stagestack/editor-empty-click-test",
                new RecoveryStore(temp.resolve("recovery")),
                Fixtures.menu()); // title stands at world (0,0)
    }

    @org.junit.jupiter.api.AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    @Test
    void aClickOnEmptyCanvasClearsTheSelectionAndDeleteThenDeletesNothing(FxRobot robot) throws Exception {
        robot.clickOn(centreOf(window.canvas().skinOf(ElementRef.state("world")).root()));
        FxWait.until(() -> window.document().selection().items().equals(Set.of(ElementRef.state("world"))));

        robot.clickOn(emptyPoint());
        FxWait.until(() -> window.document().selection().items().isEmpty());

        robot.type(KeyCode.DELETE);
        assertEquals(3, FxWait.onFx(() -> window.document().graph().states().size()), "nothing was deleted");
        assertTrue(FxWait.onFx(() -> window.document().selection().items().isEmpty()));
    }

    @Test
    void aStateAddedByDoubleClickSitsOnTheGridLikeAMovedOne(FxRobot robot) throws Exception {
        Point2D at = emptyPoint();
        for (Point2D point : java.util.List.of(at, at.add(-213, -7))) {
            int before = FxWait.onFx(() -> window.document().graph().states().size());
            robot.doubleClickOn(point, javafx.scene.input.MouseButton.PRIMARY);
            FxWait.until(() -> window.document().graph().states().size() == before + 1);
            robot.type(KeyCode.ESCAPE); // leave the inline name as it is
            dev.stagestack.model.StateDef added =
                    FxWait.onFx(() -> window.document().graph().states().get(before));
            double grid = dev.stagestack.editor.geometry.StateBox.GRID;
            assertEquals(0, added.x() % grid, 1e-9, "x " + added.x() + " is on the grid");
            assertEquals(0, added.y() % grid, 1e-9, "y " + added.y() + " is on the grid");
            Point2D world = FxWait.onFx(() -> {
                Point2D local = window.canvas().screenToLocal(point);
                return new Point2D(
                        window.canvas().viewport().toWorldX(local.getX()),
                        window.canvas().viewport().toWorldY(local.getY()));
            });
            assertTrue(
                    world.getX() >= added.x()
                            && world.getX() <= added.x() + dev.stagestack.editor.geometry.StateBox.WIDTH
                            && world.getY() >= added.y()
                            && world.getY() <= added.y() + dev.stagestack.editor.geometry.StateBox.HEIGHT,
                    "the card is where the double-click was: " + world + " in " + added);
        }
    }

    /** A point of the canvas below every state and left of the minimap. */
    private Point2D emptyPoint() throws Exception {
        return FxWait.onFx(() -> {
            Bounds canvas = window.canvas().localToScreen(window.canvas().getLayoutBounds());
            return new Point2D(canvas.getMinX() + canvas.getWidth() * 0.4, canvas.getMaxY() - 30);
        });
    }
}
