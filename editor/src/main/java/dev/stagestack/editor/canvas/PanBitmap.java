package dev.stagestack.editor.canvas;

import java.util.List;
import javafx.animation.AnimationTimer;
import javafx.geometry.Rectangle2D;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.Background;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.transform.Translate;
import javafx.util.Duration;

/**
 * Pans as a picture: at the start of a pan gesture the canvas (what is on screen and a margin
 * around it: background, grid and graph) is drawn once into a bitmap, which then stands in for
 * the live nodes while the gesture goes on, so each frame of a pan costs one image copy instead of
 * drawing every card, line and label again (decisive under a software renderer).
 *
 * <p>The picture follows a long pan a strip at a time ({@link WrappedPicture}): when the view
 * nears an edge of what the picture holds, the skins of the next strip that way are attached, a
 * few per frame, and then the strip is drawn in one frame; only a pan that outruns this (past the
 * edge before the strip is drawn) draws a whole picture at once.
 *
 * <p>Places on the picture are in whole pixels of a plane fixed at the gesture's start (the
 * canvas at the pan of that moment), so strips drawn later fit the earlier ones exactly; a pan
 * step of a fraction of a pixel shows the picture rounded to the nearest pixel.
 *
 * <p>The live nodes come back when the gesture has been still for {@link #SETTLE} and for at
 * least two frames (so one slow frame in the middle of a gesture does not end it), or at once when
 * the zoom or the graph changes.
 */
final class PanBitmap {
    /** How long a pan must pause before the live nodes are shown again. */
    static final Duration SETTLE = Duration.millis(150);

    private static final long SETTLE_NANOS = (long) (SETTLE.toMillis() * 1_000_000);
    /** Skins attached per frame while a strip is prepared, at least (a fast pan needs more). */
    private static final int ATTACH_PER_FRAME = 3;
    /** Frames of a pan at its speed that a strip is begun before the view would reach the edge. */
    private static final int LEAD_FRAMES = 24;
    /**
     * The picture's margin around the view, at most, in pixels: the culling margin grows with the
     * zoom (300 world units), and at 400 % a 1920 × 1080 picture and its grid would take 200 MB.
     */
    static final int MAX_MARGIN = 300;

    private final GraphCanvas canvas;
    private final Node content;
    private final List<Node> live;
    private final WrappedPicture picture = new WrappedPicture();
    private final AnimationTimer frames = new AnimationTimer() {
        @Override
        public void handle(long now) {
            framesSinceStep++;
            if (framesSinceStep >= 2 && System.nanoTime() - lastStepNanos >= SETTLE_NANOS) {
                release();
            } else {
                followHeading();
            }
        }
    };
    private long lastStepNanos;
    private int framesSinceStep;
    private int margin;
    /** The pan at the gesture's start: the plane's origin. */
    private double basePanX;

    private double basePanY;
    /** The way the pan is going: the recent steps, the older ones weighing less. */
    private double headingX;

    private double headingY;
    private Strip strip;
    /** Read by the checker's thread too ({@link GraphCanvas#isPanning()}). */
    private volatile boolean active;

    /**
     * Stands in for the {@code live} layers of {@code canvas} (grid and graph) while panning;
     * {@code content} is their parent, unclipped, which the picture is drawn from.
     */
    PanBitmap(GraphCanvas canvas, Node content, Node... live) {
        this.canvas = canvas;
        this.content = content;
        this.live = List.of(live);
        picture.node().setVisible(false);
    }

    /** The picture's node; the canvas puts it just above the grid. */
    Group picture() {
        return picture.node();
    }

    /** The buffer behind the picture (for tests). */
    WrappedPicture wrappedPicture() {
        return picture;
    }

    boolean isActive() {
        return active;
    }

    /** Where the view is on the plane: {left, top, width, height} (for tests). */
    int[] view() {
        return new int[] {viewLeft(), viewTop(), viewWidth(), viewHeight()};
    }

    /** Moves the view by a gesture's step, drawing from the bitmap. */
    void panBy(double dx, double dy, double liveMargin) {
        if (!active) {
            captureWhole(liveMargin);
        }
        canvas.viewport().panBy(dx, dy);
        headingX = 0.7 * headingX + dx;
        headingY = 0.7 * headingY + dy;
        if (!picture.holds(viewLeft(), viewTop(), viewWidth(), viewHeight())) {
            release();
            captureWhole(liveMargin);
        } else {
            showView();
        }
        lastStepNanos = System.nanoTime();
        framesSinceStep = 0;
        frames.start();
    }

    /** Shows the live nodes again (gesture over, zoom or graph changed). */
    void release() {
        frames.stop();
        strip = null;
        headingX = 0;
        headingY = 0;
        if (active) {
            active = false;
            picture.node().setVisible(false);
            showLive(true);
            canvas.grid().extendBeyondView(0);
            canvas.liveViewRestored();
        }
    }

    /** Where the view's left edge is on the plane. */
    private int viewLeft() {
        return (int) Math.rint(basePanX - canvas.viewport().panXProperty().get());
    }

    private int viewTop() {
        return (int) Math.rint(basePanY - canvas.viewport().panYProperty().get());
    }

    private int viewWidth() {
        return (int) Math.ceil(canvas.getWidth());
    }

    private int viewHeight() {
        return (int) Math.ceil(canvas.getHeight());
    }

    private void showView() {
        picture.show(viewLeft(), viewTop(), canvas.getWidth(), canvas.getHeight());
    }

    /**
     * One frame's work for the strip ahead of the view: begun when the view, going that way, comes
     * within half a margin of the picture's edge; drawn once its skins are attached.
     */
    private void followHeading() {
        if (!active) {
            return;
        }
        if (strip != null && !strip.isAhead()) {
            strip = null;
        }
        if (strip == null) {
            strip = nextStrip();
            if (strip == null) {
                return;
            }
        }
        if (!strip.attached) {
            // Spread over the frames left before the view reaches an edge, keeping two for the
            // strip (the last skins and the labels in one frame, the strip in the next), and half
            // of them for a strip the other way when the pan goes both ways.
            double framesLeft = framesToEdge() / 2 - 2;
            int budget = Math.max(ATTACH_PER_FRAME, (int) Math.ceil(strip.area.remaining() / Math.max(1, framesLeft)));
            strip.attached = strip.area.attachSome(budget);
        } else if (strip.fits()) {
            strip.draw();
            strip = null;
        }
    }

    /** Frames until the view, going on as it goes, reaches an edge of what the picture holds. */
    private double framesToEdge() {
        return Math.min(roomAheadX() / Math.max(1, speed(headingX)), roomAheadY() / Math.max(1, speed(headingY)));
    }

    /** Pixels between the view and the picture's edge the pan heads to across; unbounded if it does not. */
    private double roomAheadX() {
        int[] held = picture.held();
        // The view moves on the plane against the pan: a positive pan step shows what lies left.
        return headingX > 0
                ? viewLeft() - held[0]
                : headingX < 0 ? held[2] - viewLeft() - viewWidth() : Double.MAX_VALUE;
    }

    /** Pixels between the view and the picture's edge the pan heads to up or down; unbounded if it does not. */
    private double roomAheadY() {
        int[] held = picture.held();
        return headingY > 0
                ? viewTop() - held[1]
                : headingY < 0 ? held[3] - viewTop() - viewHeight() : Double.MAX_VALUE;
    }

    /** The strip the view heads into, if it is near enough the edge to begin it; else null. */
    private Strip nextStrip() {
        // A strip as wide as the margin: each strip costs a snapshot, and each snapshot makes the
        // next frame repaint the whole window, so fewer, wider strips.
        int width = Math.max(16, margin);
        double roomX = roomAheadX();
        double roomY = roomAheadY();
        boolean nearX = roomX < Math.max(margin / 2, LEAD_FRAMES * speed(headingX));
        boolean nearY = roomY < Math.max(margin / 2, LEAD_FRAMES * speed(headingY));
        if (!nearX && !nearY) {
            return null;
        }
        // The edge the view reaches first: not the axis with less room, which may be one the pan
        // barely moves along (a strip there would wait to fit while the view runs out the other way).
        if (nearX && (!nearY || roomX / Math.max(1, speed(headingX)) <= roomY / Math.max(1, speed(headingY)))) {
            return new Strip(headingX > 0 ? -width : width, 0);
        }
        return new Strip(0, headingY > 0 ? -width : width);
    }

    /**
     * Pixels per frame along one axis: the heading sums the steps with weights 0.7^age, so at an
     * even speed it is the step over 0.3.
     */
    private static double speed(double heading) {
        return 0.3 * Math.abs(heading);
    }

    /** Shows or hides the live layers: transparent, not invisible, so that hiding walks no tree. */
    private void showLive(boolean shown) {
        live.forEach(n -> n.setOpacity(shown ? 1 : 0));
    }

    /** Whether the live layers are shown (not while the picture stands in for them). */
    boolean isLiveShown() {
        return live.get(0).getOpacity() > 0;
    }

    /** The canvas's own background colour, so that the picture is opaque; transparent if it has none. */
    private Paint canvasFill() {
        Background background = canvas.getBackground();
        return background == null || background.getFills().isEmpty()
                ? Color.TRANSPARENT
                : background.getFills().get(0).getFill();
    }

    /** Draws the view with {@code margin} around it into the picture at once and shows the picture. */
    private void captureWhole(double liveMargin) {
        margin = (int) Math.min(Math.floor(liveMargin), MAX_MARGIN);
        // The grid reaches as far as a strip can: a margin, and a strip of less than a margin.
        canvas.grid().extendBeyondView(2 * margin);
        basePanX = canvas.viewport().panXProperty().get();
        basePanY = canvas.viewport().panYProperty().get();
        int left = viewLeft() - margin;
        int top = viewTop() - margin;
        picture.reset(viewWidth() + 2 * margin, viewHeight() + 2 * margin, left, top);
        // The live view has what lies in the margin; this adds what reaches into it from beyond.
        showPlaneArea(left, top, left + picture.width(), top + picture.height()).attachSome(Integer.MAX_VALUE);
        picture.put(shoot(left, top, picture.width(), picture.height()), left, top);
        showView();
        showLive(false);
        picture.node().setVisible(true);
        active = true;
    }

    /** Starts attaching the skins of a plane rectangle, right and bottom exclusive (see {@link GraphCanvas#showArea}). */
    private ViewportCulling.AreaShow showPlaneArea(int left, int top, int right, int bottom) {
        double zoom = canvas.viewport().zoom();
        return canvas.showArea(
                (left - basePanX) / zoom,
                (top - basePanY) / zoom,
                (right - basePanX) / zoom,
                (bottom - basePanY) / zoom);
    }

    /**
     * Draws the live layers in the plane rectangle, with the picture hidden for that moment. It
     * draws the unclipped content, not the canvas: taking the canvas's clip off and on would make
     * the next frame repaint the whole window.
     */
    private WritableImage shoot(int left, int top, int width, int height) {
        boolean pictured = picture.node().isVisible();
        picture.node().setVisible(false);
        showLive(true);
        Viewport v = canvas.viewport();
        SnapshotParameters area = new SnapshotParameters();
        area.setFill(canvasFill());
        // The plane is the content moved back by the pan since the gesture's start. That goes into
        // the transform, not the viewport: a snapshot widens its viewport to whole pixels (origin
        // floored), which would draw a fractional place up to a pixel off and a pixel too large.
        area.setTransform(new Translate(
                basePanX - v.panXProperty().get(), basePanY - v.panYProperty().get()));
        area.setViewport(new Rectangle2D(left, top, width, height));
        WritableImage shot = content.snapshot(area, null);
        if (pictured) {
            showLive(false);
            picture.node().setVisible(true);
        }
        return shot;
    }

    /** A strip that the picture will hold next, and what is left of the skins to attach for it. */
    private final class Strip {
        private final int dx;
        private final int dy;
        private final ViewportCulling.AreaShow area;
        private boolean attached;

        /** Moving what the picture holds by (dx, dy); one of them is 0. */
        Strip(int dx, int dy) {
            this.dx = dx;
            this.dy = dy;
            int[] held = picture.held();
            // The area of the moved picture: its skins are attached, the others detached.
            area = showPlaneArea(held[0] + dx, held[1] + dy, held[2] + dx, held[3] + dy);
        }

        /** Whether the pan still goes the way this strip lies (else the strip is of no use). */
        boolean isAhead() {
            return dx < 0 ? headingX > 0 : dx > 0 ? headingX < 0 : dy < 0 ? headingY > 0 : headingY < 0;
        }

        /**
         * Whether the view lies far enough from the edge opposite the strip for the held rectangle
         * to move by the strip and still hold the view: before that, the view would show pixels of
         * the strip in place of what it leaves. (A fast pan begins a strip early, more than a
         * margin before the edge.)
         */
        boolean fits() {
            int[] held = picture.held();
            int behind = dx < 0
                    ? held[2] - viewLeft() - viewWidth()
                    : dx > 0 ? viewLeft() - held[0] : dy < 0 ? held[3] - viewTop() - viewHeight() : viewTop() - held[1];
            return behind >= Math.abs(dx + dy);
        }

        void draw() {
            int[] held = picture.held();
            int left = dx < 0 ? held[0] + dx : dx > 0 ? held[2] : held[0];
            int top = dy < 0 ? held[1] + dy : dy > 0 ? held[3] : held[1];
            int width = dx != 0 ? Math.abs(dx) : picture.width();
            int height = dy != 0 ? Math.abs(dy) : picture.height();
            WritableImage shot = shoot(left, top, width, height);
            picture.hold(held[0] + dx, held[1] + dy);
            picture.put(shot, left, top);
            showView();
        }
    }
}
