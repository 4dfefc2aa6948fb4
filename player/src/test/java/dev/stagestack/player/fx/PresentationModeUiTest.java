package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.player.fx.model.ChainBox;
import dev.stagestack.player.fx.model.ChainLayout;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.geometry.VerticalDirection;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A teacher projecting a 12-deep stack at 1280 × 720: F11 makes every text of the overlay at least
 * 20 px, light, and the chain readable (it scrolls rather than squeeze its boxes); Ctrl+wheel and
 * the View menu change it; F11 again brings the normal view back as it was.
 */
@ExtendWith(ApplicationExtension.class)
class PresentationModeUiTest {

    private static final int DEPTH = 12;
    private PlayerController player;

    @Start
    void start(Stage stage) {
        player = TestPlayers.open(stage, TestGraphs.deep(DEPTH), 1280, 720);
        player.view().requestFocus();
    }

    @Test
    void f11MakesTheOverlayLargeLightAndTheDeepChainReadable(FxRobot robot) throws Exception {
        FxWait.until(() -> TestPlayers.head(player).size() == DEPTH);
        assertEquals(
                12.0, FxWait.onFx(() -> player.view().overlay().chainPainter().labelSize()));
        assertTrue(smallestOverlayText() < 12, "at 1× the smallest text is the 11 px captions");
        assertReadable(1);

        robot.push(KeyCode.F5); // paused, the overlay also says what is queued: the tallest it gets
        FxWait.until(() -> player.session().paused());
        robot.push(KeyCode.F11);
        FxWait.until(() -> player.view().isPresenting());
        FxWait.until(() -> smallestOverlayText() >= 20);
        FxWait.until(() -> smallestScreenText() >= 16); // the game screen's placeholder: its name, keys, buttons
        assertEquals(
                24.0, FxWait.onFx(() -> player.view().overlay().chainPainter().labelSize()), "entry names");
        assertEquals(
                20.0, FxWait.onFx(() -> player.view().overlay().chainPainter().pillSize()), "HEAD / STAGING");
        assertTrue(FxWait.onFx(() -> player.view().getStyleClass().contains(PlayerStyles.LIGHT)), "the light theme");
        assertFalse(
                FxWait.onFx(() -> player.view().overlay().getChildren().stream()
                        .anyMatch(n -> n instanceof javafx.scene.canvas.Canvas && n.isVisible())),
                "the frame-time plot is left out");
        assertReadable(2);
        assertEveryControlInTheWindow();
        assertTheChainExportsAsAPngAsDrawn(robot);

        // Ctrl+wheel away from you (a positive delta, as a zoom everywhere) enlarges by one step.
        // (TestFX's robot sends a positive delta for VerticalDirection.DOWN.)
        List<Double> deltas = new ArrayList<>();
        FxWait.onFx(() -> {
            player.view().addEventFilter(javafx.scene.input.ScrollEvent.SCROLL, e -> deltas.add(e.getDeltaY()));
            return null;
        });
        robot.press(KeyCode.CONTROL);
        try {
            robot.moveTo(FxWait.onFx(() -> (Node) player.view().overlay())).scroll(1, VerticalDirection.DOWN);
        } finally {
            robot.release(KeyCode.CONTROL);
        }
        FxWait.until(() -> !deltas.isEmpty());
        assertTrue(deltas.get(0) > 0, "the robot's wheel turned away from the user: " + deltas);
        FxWait.until(() -> player.view().look().scale() == 2.25);
        FxWait.until(() -> player.view().overlay().chainPainter().labelSize() == 27);

        robot.clickOn("#view-menu");
        robot.clickOn(FxWait.onFx(() -> player.view()
                .controls()
                .viewItem(dev.stagestack.player.fx.model.PlayerCommand.CHAIN_ONLY)
                .getText()));
        FxWait.until(() -> player.view().getCenter() == player.view().overlayArea());
        assertTrue(FxWait.onFx(() -> player.view().overlay().getWidth()) > 1200, "the chain fills the window");

        robot.push(KeyCode.F11);
        FxWait.until(() -> !player.view().isPresenting()
                && player.view().getRight() == player.view().overlayArea());
        assertEquals(
                12.0, FxWait.onFx(() -> player.view().overlay().chainPainter().labelSize()));
        assertFalse(FxWait.onFx(() -> player.view().getStyleClass().contains(PlayerStyles.LIGHT)));
        assertEquals(
                OverlayPane.WIDTH, FxWait.onFx(() -> player.view().overlay().getWidth()), 0.5);

        robot.push(KeyCode.F11);
        FxWait.until(() -> player.view().isPresenting()
                && player.view().look().scale() == 2.25
                && player.view().look().chainOnly());
    }

    /** Ctrl+Shift+G to a .png file: the chain as the overlay draws it now, at its size, light. */
    private void assertTheChainExportsAsAPngAsDrawn(FxRobot robot) throws Exception {
        java.nio.file.Path png =
                java.nio.file.Files.createTempDirectory("chain").resolve("chain.png");
        FxWait.onFx(() -> {
            player.setExportChooser((owner, suggested) -> png.toFile());
            return null;
        });
        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.G);
        FxWait.until(() -> java.nio.file.Files.isRegularFile(png));
        java.awt.image.BufferedImage image = javax.imageio.ImageIO.read(png.toFile());
        assertEquals(Math.round(FxWait.onFx(() -> chainCanvas().getWidth())), image.getWidth());
        assertEquals(Math.round(FxWait.onFx(() -> chainCanvas().getHeight())), image.getHeight());
        ChainBox head = FxWait.onFx(() -> player.view().overlayChain().get(DEPTH - 1));
        int inside = image.getRGB((int) (head.x() + head.width() / 2), (int) (head.y() + head.height() / 2)) & 0xffffff;
        assertEquals(0xffffff, inside, "head's box, white in the light theme");
    }

    /** Every box of the chain is at least the minimum row's box tall, none overlaps the next, and head's is in view. */
    private void assertReadable(double scale) throws Exception {
        FxWait.until(() -> player.view().overlayChain().size() == DEPTH
                && Math.abs(player.view().overlayChain().get(0).height() - ChainLayout.MIN_ROW * 0.75 * scale) < 1e-6);
        List<ChainBox> boxes = FxWait.onFx(() -> player.view().overlayChain());
        for (int i = 1; i < boxes.size(); i++) {
            assertTrue(boxes.get(i - 1).y() - boxes.get(i).y() >= boxes.get(i).height(), "box " + i + " overlaps");
        }
        double viewport = FxWait.onFx(
                () -> player.view().overlay().chainScroll().getViewportBounds().getHeight());
        double drawn = FxWait.onFx(() -> chainCanvas().getHeight());
        assertTrue(drawn >= viewport && drawn >= DEPTH * ChainLayout.MIN_ROW * scale, "drawn " + drawn);
        assertEquals(
                0.0, FxWait.onFx(() -> player.view().overlay().chainScroll().getVvalue()), "head's end in view");
    }

    /** The overlay never pushes the controls out of the window, however large it is drawn. */
    private void assertEveryControlInTheWindow() throws Exception {
        Bounds window = FxWait.onFx(() -> new javafx.geometry.BoundingBox(
                0,
                0,
                player.view().getScene().getWidth(),
                player.view().getScene().getHeight()));
        Bounds bar = FxWait.onFx(() ->
                player.view().controls().localToScene(player.view().controls().getLayoutBounds()));
        assertTrue(window.contains(bar), "the control bar is in the window: " + bar + " in " + window);
    }

    private javafx.scene.canvas.Canvas chainCanvas() {
        return (javafx.scene.canvas.Canvas)
                ((Parent) player.view().overlay().chainScroll().getContent())
                        .getChildrenUnmodifiable()
                        .get(0);
    }

    /** The smallest font of any text shown on the game screen, in px. */
    private double smallestScreenText() throws Exception {
        return FxWait.onFx(() -> {
            List<Text> texts = new ArrayList<>();
            collect(player.view().screen(), texts);
            return texts.stream().mapToDouble(t -> t.getFont().getSize()).min().orElse(0);
        });
    }

    /** The smallest font of any text shown in the overlay, in px. */
    private double smallestOverlayText() throws Exception {
        return FxWait.onFx(() -> {
            List<Text> texts = new ArrayList<>();
            collect(player.view().overlay(), texts);
            return texts.stream().mapToDouble(t -> t.getFont().getSize()).min().orElse(0);
        });
    }

    private static void collect(Node node, List<Text> into) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof Text text && !text.getText().isBlank()) {
            into.add(text);
        }
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> collect(child, into));
        }
    }
}
