package dev.stagestack.editor.canvas;

import javafx.animation.AnimationTimer;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.ImageView;
import javafx.scene.layout.Background;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.util.Duration;

import java.util.List;

/**
 * Pans as a picture: at the start of a pan gesture the canvas (what is on screen and a margin
 * around it: background, grid and graph) is drawn once into a bitmap, which then stands in for the live nodes and is only
 * moved while the gesture goes on, so each frame of a pan costs one image copy instead of
 * drawing every card, line and label again (decisive under a software renderer). The live
 * nodes come back when the gesture has been still for {@link #SETTLE} and for at least two frames
 * (so one slow frame in the middle of a gesture does not end it), or at once when the pan runs
 * past the margin, the zoom changes or the graph changes.
 */
final class PanBitmap {
    /** How long a pan must pause before the live nodes are shown again. */
    static final Duration SETTLE = Duration.millis(150);
    private static final long SETTLE_NANOS = (long) (SETTLE.toMillis() * 1_000_000);

    private final GraphCanvas canvas;
    private final List<Node> live;
    private final ImageView picture = new ImageView();
    private final AnimationTimer settle = new AnimationTimer() {
        @Override
        public void handle(long now) {
            framesSinceStep++;
            if (framesSinceStep >= 2 && System.nanoTime() - lastStepNanos >= SETTLE_NANOS) {
                release();
            }
        }
    };
    private long lastStepNanos;
    private int framesSinceStep;
    private double margin;
    private double shotPanX;
    private double shotPanY;
    /** Read by the checker's thread too ({@link GraphCanvas#isPanning()}). */
    private volatile boolean active;

    /** Stands in for the {@code live} layers of {@code canvas} (grid and graph) while panning. */
    PanBitmap(GraphCanvas canvas, Node... live) {
        this.canvas = canvas;
        this.live = List.of(live);
        picture.setMouseTransparent(true);
        picture.setVisible(false);
        picture.setManaged(false);
        // The picture is never scaled, only moved; at a fractional offset nearest-neighbour
        // sampling does not show while it moves, and filtering costs the software renderer time.
        picture.setSmooth(false);
    }

    /** The image node; the canvas puts it just above the grid. */
    ImageView picture() {
        return picture;
    }

    boolean isActive() {
        return active;
    }

    /** Moves the view by a gesture's step, drawing from the bitmap. */
    void panBy(double dx, double dy, double liveMargin) {
        if (!active) {
            capture(liveMargin);
        }
        Viewport v = canvas.viewport();
        v.panBy(dx, dy);
        double offsetX = v.panXProperty().get() - shotPanX;
        double offsetY = v.panYProperty().get() - shotPanY;
        if (Math.abs(offsetX) > margin || Math.abs(offsetY) > margin) {
            release();
            capture(liveMargin);
        } else {
            showPart(offsetX, offsetY);
        }
        lastStepNanos = System.nanoTime();
        framesSinceStep = 0;
        settle.start();
    }

    /** Shows the live nodes again (gesture over, zoom or graph changed). */
    void release() {
        settle.stop();
        if (active) {
            active = false;
            picture.setVisible(false);
            picture.setImage(null);
            live.forEach(n -> n.setVisible(true));
            canvas.grid().extendBeyondView(0);
            canvas.liveViewRestored();
        }
    }

    /**
     * Shows the part of the picture that the view at {@code (offsetX, offsetY)} from the capture
     * sees, at the canvas's origin: only that part is drawn each frame, not the whole picture with
     * its margins (the software renderer's cost follows the image drawn, not what is visible).
     */
    private void showPart(double offsetX, double offsetY) {
        picture.relocate(0, 0);
        picture.setViewport(new Rectangle2D(margin - offsetX, margin - offsetY, canvas.getWidth(), canvas.getHeight()));
    }

    /** The canvas's own background colour, so that the picture is opaque; transparent if it has none. */
    private Paint canvasFill() {
        Background background = canvas.getBackground();
        return background == null || background.getFills().isEmpty() ? Color.TRANSPARENT
                : background.getFills().get(0).getFill();
    }

    /**
     * Draws the canvas (background, grid dots and graph) with {@code margin} around the view into
     * the picture: one opaque image, so a pan frame is one plain copy.
     */
    private void capture(double liveMargin) {
        margin = Math.floor(liveMargin);
        canvas.grid().extendBeyondView(margin);
        Node clip = canvas.getClip();
        canvas.setClip(null);
        SnapshotParameters area = new SnapshotParameters();
        area.setFill(canvasFill());
        area.setViewport(new Rectangle2D(canvas.getLayoutX() - margin, canvas.getLayoutY() - margin,
                canvas.getWidth() + 2 * margin, canvas.getHeight() + 2 * margin));
        picture.setImage(canvas.snapshot(area, null));
        canvas.setClip(clip);
        showPart(0, 0);
        shotPanX = canvas.viewport().panXProperty().get();
        shotPanY = canvas.viewport().panYProperty().get();
        live.forEach(n -> n.setVisible(false));
        picture.setVisible(true);
        active = true;
    }
}
