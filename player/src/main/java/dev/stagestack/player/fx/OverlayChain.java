package dev.stagestack.player.fx;

import dev.stagestack.player.fx.model.ChainBox;
import dev.stagestack.player.fx.model.ChainLayout;
import dev.stagestack.player.fx.model.StateIndex;
import dev.stagestack.runtime.debug.TickSnapshot;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.SnapshotParameters;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.ScrollPane;
import javafx.scene.image.Image;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The overlay's chain diagram, head and staging of the moment shown, in a scroll pane that grows into
 * the overlay's free space. It is laid out at the overlay's scale or, in a lesson, smaller so that it
 * fits ({@link OverlayFit#chainScale}); a stack that does not fit is drawn taller and scrolls to the rows
 * the moment is about.
 */
final class OverlayChain {

    /** Rows of the chain always in view, and those it asks for before it grows into the free space. */
    private static final int CHAIN_MIN_ROWS = 2;

    private static final int CHAIN_PREF_ROWS = 4;

    private final ChainLayout layout;
    private final ChainPainter painter;
    private final Node lesson;
    private final Canvas chain = new Canvas();
    private final ScrollPane scroll = new ScrollPane(new Pane(chain));
    private OverlayLook look = OverlayLook.NORMAL;
    private TickSnapshot shown;
    private List<ChainBox> boxes = List.of();
    private double chainHeight;
    private double chainFocusTop;

    /** The chain of the states {@code states}, drawn smaller while {@code lesson} is shown. */
    OverlayChain(StateIndex states, Node lesson) {
        this.layout = new ChainLayout(states);
        this.painter = new ChainPainter(states);
        this.lesson = lesson;
        scroll.setId("overlay-chain");
        scroll.getStyleClass().add(PlayerStyles.CHAIN_SCROLL);
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.setFocusTraversable(false);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        scroll.viewportBoundsProperty().addListener((o, was, is) -> relayout());
    }

    /** The overlay is drawn in {@code newLook}: the chain's palette, its scale and the rows it asks for. */
    void setLook(OverlayLook newLook) {
        look = newLook;
        painter.setLook(look.palette(), look.scale());
        scroll.setMinHeight(CHAIN_MIN_ROWS * ChainLayout.MIN_ROW * look.scale());
        scroll.setPrefViewportHeight(CHAIN_PREF_ROWS * ChainLayout.MIN_ROW * look.scale());
    }

    /** Shows the chains of the moment {@code snapshot}. */
    void show(TickSnapshot snapshot) {
        shown = snapshot;
        relayout();
    }

    /** The rows the moment shown takes, 0 before the first. */
    int rows() {
        return shown == null ? 0 : ChainLayout.rows(shown);
    }

    /** Lays the chain out in its area at the scale it is drawn at, and paints it. */
    void relayout() {
        Bounds viewport = scroll.getViewportBounds();
        if (shown == null || viewport == null) {
            return;
        }
        double scale = lesson.isVisible()
                ? OverlayFit.chainScale(viewport.getHeight(), ChainLayout.rows(shown), look.scale())
                : look.scale();
        painter.setLook(look.palette(), scale);
        double needed = ChainLayout.readableHeight(shown, scale);
        double height = Math.max(viewport.getHeight(), needed);
        chain.setWidth(viewport.getWidth());
        chain.setHeight(height);
        boxes = layout.layout(shown, chain.getWidth(), height, scale);
        scrollToFocus(height, viewport.getHeight());
        var gc = chain.getGraphicsContext2D();
        gc.clearRect(0, 0, chain.getWidth(), chain.getHeight());
        painter.paint(gc, boxes);
    }

    /**
     * Scrolls a chain taller than its area to the rows the moment is about ({@link
     * ChainLayout#focusTop}): head's end, or where the chains meet when not all of it fits. Only when
     * that place moves, so that a scroll of the viewer's own stays while the stack keeps its shape.
     */
    private void scrollToFocus(double height, double viewportHeight) {
        double top = ChainLayout.focusTop(boxes, viewportHeight);
        if (height == chainHeight && top == chainFocusTop) {
            return;
        }
        chainHeight = height;
        chainFocusTop = top;
        double scrollable = height - viewportHeight;
        scroll.setVvalue(scrollable <= 0 ? 0 : Math.min(1, top / scrollable));
    }

    /** The chain as drawn now, as a picture (its scale, its theme's background). */
    Image picture() {
        SnapshotParameters parameters = new SnapshotParameters();
        parameters.setFill(look.palette().panel());
        return chain.snapshot(parameters, null);
    }

    /** The scroll pane around the chain, the overlay's part. */
    ScrollPane scroll() {
        return scroll;
    }

    /** The boxes as last laid out. */
    List<ChainBox> boxes() {
        return boxes;
    }

    ChainPainter painter() {
        return painter;
    }
}
