package dev.stagestack.player.fx;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.player.fx.model.ChainBox;
import dev.stagestack.player.fx.model.ChainLayout;
import dev.stagestack.player.fx.model.StateIndex;
import dev.stagestack.runtime.clock.ClockSettings;
import dev.stagestack.runtime.clock.FrameClock;
import dev.stagestack.runtime.clock.FrameTimes;
import dev.stagestack.runtime.debug.ChainSnapshot;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.debug.TickSnapshot;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import javafx.application.Platform;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;

/**
 * Measures the overlay's per-frame work at stack depth 16 (docs/BENCHMARKS.md "Player overlay"):
 * chain layout and painting plus the frame-time plot, on the JavaFX thread, into canvases of
 * the overlay's size. Prints mean, median and p99 per frame.
 */
public final class OverlayCostProbe {

    private static final int WARMUP = 20_000;
    private static final int FRAMES = 100_000;

    private OverlayCostProbe() {}

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        Platform.startup(() -> {
            measure();
            done.countDown();
        });
        done.await();
        Platform.exit();
    }

    private static void measure() {
        List<StateDef> states = new ArrayList<>();
        List<EntryRef> head = new ArrayList<>();
        List<EntryRef> staging = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            states.add(StateDef.of("state" + i).withColor("#4f5d95"));
            head.add(new EntryRef("state" + i, i + 1));
            staging.add(i < 12 ? head.get(i) : new EntryRef("state" + i, i + 17));
        }
        StateIndex index = StateIndex.of(new Graph("probe", "state0", 60, states, List.of()));
        TickSnapshot snapshot = new TickSnapshot(
                1, new ChainSnapshot(head), new ChainSnapshot(staging), List.of(new EntryRef("state3", 40)), List.of());
        FrameClock clock = new FrameClock(ClockSettings.forTickRate(60).withFrameHistory(240), System::nanoTime);
        for (int i = 0; i < 240; i++) {
            clock.advance(16_000_000L + (i % 7) * 300_000L);
        }
        FrameTimes times = clock.frameTimes();
        ChainLayout layout = new ChainLayout(index);
        ChainPainter painter = new ChainPainter(index);
        Canvas chain = new Canvas(352, 420);
        Canvas plot = new Canvas(352, 76);
        for (int i = 0; i < WARMUP; i++) {
            frame(layout, painter, snapshot, times, chain, plot);
        }
        long[] nanos = new long[FRAMES];
        for (int i = 0; i < FRAMES; i++) {
            long start = System.nanoTime();
            frame(layout, painter, snapshot, times, chain, plot);
            nanos[i] = System.nanoTime() - start;
        }
        Arrays.sort(nanos);
        double mean = Arrays.stream(nanos).average().orElse(0) / 1000;
        System.out.printf(
                "overlay frame at depth 16 (diverged at 12, 1 discarded): mean %.1f us, "
                        + "median %.1f us, p99 %.1f us over %d frames%n",
                mean, nanos[FRAMES / 2] / 1000.0, nanos[FRAMES * 99 / 100] / 1000.0, FRAMES);
    }

    private static void frame(
            ChainLayout layout,
            ChainPainter painter,
            TickSnapshot snapshot,
            FrameTimes times,
            Canvas chain,
            Canvas plot) {
        List<ChainBox> boxes = layout.layout(snapshot, chain.getWidth(), chain.getHeight());
        GraphicsContext gc = chain.getGraphicsContext2D();
        gc.clearRect(0, 0, chain.getWidth(), chain.getHeight());
        painter.paint(gc, boxes);
        GraphicsContext pg = plot.getGraphicsContext2D();
        pg.clearRect(0, 0, plot.getWidth(), plot.getHeight());
        FrameTimePlot.paint(pg, times, 0, 0, plot.getWidth(), plot.getHeight());
    }
}
