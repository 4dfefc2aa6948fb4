package dev.stagestack.editor.canvas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.bench.LargeGraphs;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.player.fx.FxWait;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.function.IntFunction;
import javafx.animation.AnimationTimer;
import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A pan gesture shows one moving picture in place of the live layers, follows a long pan a strip
 * at a time, shows what the live layers would, and gives them back.
 *
 * <p>A pan settles after {@link PanBitmap#SETTLE} of wall-clock time, which a busy machine can
 * spend between any two robot calls: so what must happen during one gesture is done in one go on
 * the JavaFX thread, or one step per frame by {@link #panFrameByFrame} (a step every frame never
 * settles), and the strips are counted in frames, not waited for by the clock.
 */
@ExtendWith(ApplicationExtension.class)
class PanBitmapUiTest {
    /** Enough frames of a pan by (-6, -3) for a strip each way: right at about 25, down at about 75. */
    private static final int LONG_PAN_FRAMES = 100;

    private GraphCanvas canvas;
    private Stage stage;
    private WritableImage lastFrame;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        canvas = new GraphCanvas(new EditorDocument(LargeGraphs.grid(400, 1200, 7), null));
        stage.setScene(new Scene(canvas, 900, 600));
        stage.show();
        canvas.viewport().zoomProperty().set(1.0);
        // Dots that stand out, so that a picture without them differs from the live canvas.
        canvas.grid().dotColorProperty().set(Color.BLACK);
    }

    private boolean picturing() {
        return canvas.panBitmap().picture().isVisible();
    }

    private WrappedPicture buffer() {
        return canvas.panBitmap().wrappedPicture();
    }

    @Test
    void duringAPanThePictureStandsInForTheLiveLayers() throws Exception {
        double before = canvas.viewport().panXProperty().get();
        Object[] seen = FxWait.onFx(() -> {
            canvas.panBy(-10, -4);
            canvas.panBy(-10, -4);
            return new Object[] {
                picturing(),
                canvas.panBitmap().isLiveShown(),
                canvas.grid().getOpacity(),
                canvas.viewport().panXProperty().get(),
                buffer().width(),
                canvas.getWidth()
            };
        });
        assertEquals(true, seen[0], "panning shows the picture");
        assertEquals(false, seen[1], "and hides the live layers");
        assertEquals(0.0, seen[2], "the grid among them");
        assertEquals(before - 20, (double) seen[3], 1e-9);
        assertTrue((int) seen[4] > (double) seen[5], "the picture has a margin around the view");
    }

    @Test
    void theLiveNodesComeBackWhenThePanSettles(FxRobot robot) throws Exception {
        robot.interact(() -> canvas.panBy(-10, -4));
        FxWait.until(() -> !picturing());
        assertTrue(canvas.panBitmap().isLiveShown());
        assertEquals(1, canvas.grid().getOpacity());
    }

    @Test
    void zoomingPutsThePictureAwayAtOnce() throws Exception {
        boolean[] picturingBeforeAndAfter = FxWait.onFx(() -> {
            canvas.panBy(-10, -4);
            boolean before = picturing();
            canvas.zoomBy(1.25);
            return new boolean[] {before, picturing(), canvas.panBitmap().isLiveShown()};
        });
        assertTrue(picturingBeforeAndAfter[0], "the pan showed the picture");
        assertFalse(picturingBeforeAndAfter[1], "the zoom put it away");
        assertTrue(picturingBeforeAndAfter[2], "and showed the live layers");
    }

    @Test
    void zoomedInThePictureKeepsAMarginOfAtMostMaxMargin(FxRobot robot) throws Exception {
        robot.interact(() -> canvas.viewport().zoomProperty().set(4.0));
        int[] size = FxWait.onFx(() -> {
            canvas.panBy(-10, -4);
            assertTrue(picturing());
            return new int[] {buffer().width(), buffer().height()};
        });
        assertEquals(
                Math.ceil(canvas.getWidth()) + 2 * PanBitmap.MAX_MARGIN,
                size[0],
                "the culling margin is 1,200 px at 400 %; the picture's is capped");
        assertEquals(Math.ceil(canvas.getHeight()) + 2 * PanBitmap.MAX_MARGIN, size[1]);
    }

    @Test
    void aCanvasResizedDuringAPanShowsWhatTheLiveLayersShow() throws Exception {
        // All in one go on the FX thread: the pan must not settle meanwhile.
        double width = canvas.getWidth();
        WritableImage[] shots = FxWait.onFx(() -> {
            canvas.panBy(-10, -4);
            canvas.resize(width + 200, canvas.getHeight() + 100);
            WritableImage shown = canvas.snapshot(null, null);
            canvas.panBitmap().release();
            return new WritableImage[] {shown, canvas.snapshot(null, null)};
        });
        assertEquals(width + 200, shots[0].getWidth(), "the canvas grew");
        assertEquals(0, differingPixels(shots[0], shots[1]));
    }

    /**
     * A check's result may arrive during a pan (the graph was checked before it began); here one
     * arrives in every frame, so also while a strip's skins are being attached.
     */
    @Test
    void aCheckResultDuringAPanLeavesThePictureWhole(FxRobot robot) throws Exception {
        assertEquals(List.of(), panFrameByFrame(80, i -> {
            canvas.setInsight(StackInsight.UNKNOWN);
            return new double[] {-8, -4};
        }));
        WritableImage pictured = lastFrame;
        robot.interact(() -> canvas.panBitmap().release());
        assertEquals(0, differingPixels(pictured, snapshot()), "the picture shows what the live layers show");
    }

    /** One step a frame, as in a drag: the strips are drawn in frames (counted, not timed). */
    @Test
    void aLongPanMovesThePictureByStripsAndShowsWhatTheLiveLayersShow(FxRobot robot) throws Exception {
        int[][] first = new int[1][];
        assertEquals(
                List.of(),
                panFrameByFrame(LONG_PAN_FRAMES, i -> {
                    if (i == 1) {
                        first[0] = buffer().held();
                    }
                    return new double[] {-6, -3};
                }),
                "one gesture, followed by strips, never by a whole new picture");
        int[] held = buffer().held();
        assertTrue(
                held[0] > first[0][0],
                "the picture followed the pan right, by strips: " + held[0] + " vs " + first[0][0]);
        assertTrue(held[1] > first[0][1], "and down: " + held[1] + " vs " + first[0][1]);
        WritableImage pictured = lastFrame;
        robot.interact(() -> canvas.panBitmap().release());
        assertTrue(canvas.panBitmap().isLiveShown());
        WritableImage live = snapshot();
        assertEquals(0, differingPixels(pictured, live), "the picture shows what the live layers show");
        assertTrue(similarPixels(pictured, live) > 0.9, "and nearly every pixel is the same");
    }

    /**
     * Pans by fractions of a pixel, from a pan that is not whole either: the picture shows the view
     * rounded to whole pixels of the plane, that is, what the live layers show at that rounded pan.
     */
    @Test
    void aPanByFractionsShowsTheViewAtTheNearestWholePixel(FxRobot robot) throws Exception {
        // Not the grid: its dots are set to whole pixels of the canvas at each pan, and so may be
        // a pixel off in a strip drawn at a fractional pan.
        robot.interact(() -> canvas.grid().gridVisibleProperty().set(false));
        robot.interact(() -> canvas.viewport().panBy(0.37, 0.81));
        assertEquals(List.of(), panFrameByFrame(120, i -> new double[] {-6.3, -3.1}));
        WritableImage pictured = lastFrame;
        int[] view = canvas.panBitmap().view();
        robot.interact(() -> {
            canvas.panBitmap().release();
            canvas.viewport().panXProperty().set(0.37 - view[0]);
            canvas.viewport().panYProperty().set(0.81 - view[1]);
        });
        assertEquals(0, differingPixels(pictured, snapshot()), "the picture shows what the live layers show");
    }

    @Test
    void aPanThatOutrunsTheStripsTakesAWholePictureAtOnce() throws Exception {
        WritableImage[] shots = FxWait.onFx(() -> {
            canvas.panBy(-6, 0);
            double before = canvas.viewport().panXProperty().get();
            canvas.panBy(-700, 0);
            assertEquals(before - 700, canvas.viewport().panXProperty().get(), 1e-9);
            assertTrue(picturing());
            WritableImage pictured = canvas.snapshot(null, null);
            canvas.panBitmap().release();
            return new WritableImage[] {pictured, canvas.snapshot(null, null)};
        });
        assertEquals(0, differingPixels(shots[0], shots[1]));
    }

    /**
     * The initial state's marker sits 30 units left of its card: a strip that ends just left of
     * the card (the first strip: view, margin and a strip of 300) holds the marker, though not
     * the card, and must draw it.
     */
    @Test
    void aStripDrawsWhatReachesIntoItFromACardBeyondIt(FxRobot robot) throws Exception {
        assertPictureMatchesLiveAfterPanningPast(robot, 610, 90);
    }

    /** The same at the edge of the first picture: the view and a margin of 300. */
    @Test
    void theFirstPictureDrawsWhatReachesIntoItFromACardBeyondIt(FxRobot robot) throws Exception {
        assertPictureMatchesLiveAfterPanningPast(robot, 310, 50);
    }

    /** Pans right past a card {@code beyondView} right of the view at 100 %. */
    private void assertPictureMatchesLiveAfterPanningPast(FxRobot robot, double beyondView, int frames)
            throws Exception {
        double cardX = stage.getScene().getWidth() + beyondView;
        StateDef card = StateDef.of("s0").withName("Start").withPosition(cardX, 200.0);
        robot.interact(() -> {
            canvas = new GraphCanvas(new EditorDocument(new Graph("one", "s0", 60, List.of(card), List.of()), null));
            stage.getScene().setRoot(canvas);
            canvas.viewport().zoomProperty().set(1.0);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), panFrameByFrame(frames, i -> new double[] {-8, 0}));
        WritableImage pictured = lastFrame;
        robot.interact(() -> canvas.panBitmap().release());
        assertEquals(0, differingPixels(pictured, snapshot()), "the picture shows what the live layers show");
    }

    /** Over an empty area (left of the graph), where a strip's skins are attached at once. */
    @Test
    void aFastPanIsFollowedByStripsThatNeverShowMoreThanThePictureHolds() throws Exception {
        assertEquals(List.of(), panFrameByFrame(60, i -> new double[] {24, 0}));
    }

    @Test
    void anUpwardPanThatWandersSidewaysIsFollowedByStrips() throws Exception {
        assertEquals(List.of(), panFrameByFrame(60, i -> new double[] {i % 8 < 4 ? -0.6 : 0.5, 20}));
    }

    @Test
    void anUpwardPanThatDriftsSidewaysIsFollowedByStrips() throws Exception {
        assertEquals(List.of(), panFrameByFrame(150, i -> new double[] {2, 20}));
    }

    @Test
    void aPanThatTurnsBackIsFollowedByStripsTheOtherWay() throws Exception {
        assertEquals(List.of(), panFrameByFrame(60, i -> new double[] {i < 8 ? 24 : -24, 0}));
    }

    /**
     * Pans by one step in each of {@code frames} frames, as a drag does, and returns what went
     * wrong: a frame that showed more than the picture holds, or a whole new picture. The canvas
     * as the last frame showed it is then in {@link #lastFrame} (drawn before the pan can settle).
     */
    private List<String> panFrameByFrame(int frames, IntFunction<double[]> step) throws Exception {
        List<String> faults = new ArrayList<>();
        CountDownLatch done = new CountDownLatch(1);
        AnimationTimer drag = new AnimationTimer() {
            private int frame;

            @Override
            public void handle(long now) {
                int[] view = canvas.panBitmap().view();
                if (frame > 0 && !buffer().holds(view[0], view[1], view[2], view[3])) {
                    faults.add("frame " + frame + ": view " + Arrays.toString(view) + " beyond "
                            + Arrays.toString(buffer().held()));
                }
                if (frame == frames) {
                    if (!picturing()) {
                        faults.add("the picture was put away before the end");
                    }
                    lastFrame = canvas.snapshot(null, null);
                    stop();
                    done.countDown();
                    return;
                }
                double[] d = step.apply(frame++);
                canvas.panBy(d[0], d[1]);
                int[] moved = canvas.panBitmap().view();
                // The view moves on the picture's plane against the pan; a new picture starts a new plane.
                if (frame > 1 && (Math.abs(moved[0] - view[0] + d[0]) > 1 || Math.abs(moved[1] - view[1] + d[1]) > 1)) {
                    faults.add("frame " + frame + ": a whole new picture");
                }
            }
        };
        WaitForAsyncUtils.asyncFx(drag::start);
        FxWait.await(done, frames + " frames of panning");
        return faults;
    }

    private WritableImage snapshot() throws Exception {
        return FxWait.onFx(() -> canvas.snapshot(null, null));
    }

    /**
     * Pixels that differ by more than 96 of 255 in a channel. The renderer's anti-aliasing of
     * the same line or letter can differ by a few dozen levels between a snapshot and the window;
     * a picture placed one pixel off differs by far more, at thousands of edges.
     */
    private static int differingPixels(WritableImage a, WritableImage b) {
        return count(a, b, 96);
    }

    /** The share of pixels equal within 2 levels. */
    private static double similarPixels(WritableImage a, WritableImage b) {
        return 1 - count(a, b, 2) / (a.getWidth() * a.getHeight());
    }

    private static int count(WritableImage a, WritableImage b, int tolerance) {
        assertEquals(a.getWidth(), b.getWidth());
        assertEquals(a.getHeight(), b.getHeight());
        PixelReader ra = a.getPixelReader();
        PixelReader rb = b.getPixelReader();
        int differing = 0;
        for (int y = 0; y < (int) a.getHeight(); y++) {
            for (int x = 0; x < (int) a.getWidth(); x++) {
                int pa = ra.getArgb(x, y);
                int pb = rb.getArgb(x, y);
                for (int shift = 0; shift < 32; shift += 8) {
                    if (Math.abs((pa >>> shift & 0xff) - (pb >>> shift & 0xff)) > tolerance) {
                        differing++;
                        break;
                    }
                }
            }
        }
        return differing;
    }
}
