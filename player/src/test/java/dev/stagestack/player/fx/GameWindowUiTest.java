package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.graph.BehaviorProvider;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A game's window: the screen has the whole window, the overlay and the controls are one key (F1)
 * away, the window fits the screen, and the game's own loading shows in the overlay.
 */
@ExtendWith(ApplicationExtension.class)
class GameWindowUiTest {

    private final CountDownLatch closed = new CountDownLatch(1);
    private PlayerController game;

    /** A loading state that reports progress from its code: one of three level files read. */
    private static BehaviorRegistry loadingCode() {
        return BehaviorRegistry.of(List.of(new BehaviorProvider() {
            @Override
            public String id() {
                return "game.loading";
            }

            @Override
            public Behavior create() {
                return new Behavior() {
                    @Override
                    public void enter(Context context) {
                        context.loading().start(3, "levels");
                        context.loading().advance("level-1.json");
                    }
                };
            }
        }));
    }

    @Start
    void start(Stage ignored) {
        Graph graph = GraphBuilder.startingAt("loading")
                .state(StateDef.of("loading").withBehavior("game.loading"))
                .on("loading", Trigger.key("ENTER"), Action.replace("title"))
                .build();
        game = PlayerApp.open(graph, null, "My game", loadingCode(), closed, true);
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(() -> ((Stage) game.view().getScene().getWindow()).close());
    }

    @Test
    void theGameHasTheWindowAndF1ShowsTheDebugger(FxRobot robot) throws Exception {
        Window window = game.view().getScene().getWindow();
        assertFalse(game.view().isOverlayVisible());
        assertFalse(game.view().controls().isVisible());
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        assertTrue(
                window.getWidth() <= screen.getWidth() && window.getHeight() <= screen.getHeight(),
                window.getWidth() + "×" + window.getHeight() + " on " + screen);
        assertEquals("My game", ((Stage) window).getTitle());

        robot.type(KeyCode.F1);
        FxWait.until(
                () -> game.view().isOverlayVisible() && game.view().controls().isVisible());
        FxWait.until(() -> "game loading: 1 of 3 (33 %) — level-1.json"
                .equals(robot.lookup("#game-loading").queryAs(Label.class).getText()));

        robot.type(KeyCode.F1);
        FxWait.until(
                () -> !game.view().isOverlayVisible() && !game.view().controls().isVisible());
    }

    @Test
    void aWindowNeverOpensLargerThanItsScreen() {
        double[] size = WindowFit.fit(1360, 860, new Rectangle2D(0, 0, 1280, 800));
        assertEquals(1203, size[0]);
        assertEquals(752, size[1]);
        double[] roomy = WindowFit.fit(1280, 720, new Rectangle2D(0, 0, 2560, 1440));
        assertEquals(1280, roomy[0]);
        assertEquals(720, roomy[1]);
    }
}
