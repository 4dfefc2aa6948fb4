package dev.stagestack.editor.bench;

import atlantafx.base.theme.PrimerDark;
import dev.stagestack.editor.app.EditorDriver;
import dev.stagestack.editor.app.EditorWindow;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.RecoveryStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.prefs.Preferences;
import javafx.animation.AnimationTimer;
import javafx.animation.PauseTransition;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;
import javafx.util.Duration;

/**
 * Measures what docs/BENCHMARKS.md "Editor" reports: the time to open a generated 2,000-state /
 * 6,000-transition file until its first frame is shown, and the pulse durations while panning.
 * Run it under a display (Xvfb) with {@code -Djavafx.pulseLogger=true}: the pulse logger prints
 * each pulse's duration; this probe prints the open time and marks where panning starts and ends.
 */
public final class EditorLoadPanProbe {
    private static final int PAN_FRAMES = Integer.getInteger("probe.frames", 600);
    /** Wait after zooming to 100 % before panning: 0 pans at once, while the first check still runs. */
    private static final int SETTLE_MS = Integer.getInteger("probe.settleMs", 0);
    /** Pan step per frame, in pixels (a drag moves 4 × 2 px per frame at 240 px/s). */
    private static final int STEP_X = Integer.getInteger("probe.stepX", 4);

    private static final int STEP_Y = Integer.getInteger("probe.stepY", 2);

    private EditorLoadPanProbe() {}

    public static void main(String[] args) {
        Application.launch(ProbeApp.class, args);
    }

    /** The probe's application; not the main class, so the JavaFX launcher check is not hit. */
    public static final class ProbeApp extends Application {
        @Override
        public void start(Stage stage) throws Exception {
            EditorLoadPanProbe.start(stage);
        }
    }

    static void start(Stage stage) throws Exception {
        Application.setUserAgentStylesheet(new PrimerDark().getUserAgentStylesheet());
        Path dir = Files.createTempDirectory("stagestack-probe");
        Path file = dir.resolve("large" + GraphFiles.SUFFIX);
        GraphFiles.save(LargeGraphs.grid(2000, 6000, 42), file);
        Preferences prefs = Preferences.userRoot().node("dev/stagestack/editor-probe");
        EditorDriver window = new EditorDriver(new EditorWindow(stage, prefs, new RecoveryStore(dir)));
        window.show();
        Platform.runLater(() -> open(window, file));
    }

    private static void open(EditorDriver window, Path file) {
        long start = System.nanoTime();
        window.files().open(file);
        new AnimationTimer() {
            private int frames;

            @Override
            public void handle(long now) {
                if (++frames == 2) {
                    System.out.printf(
                            Locale.ROOT, "PROBE open-to-first-frame %.0f ms%n", (System.nanoTime() - start) / 1e6);
                    stop();
                    Platform.runLater(() -> pan(window));
                }
            }
        }.start();
    }

    private static void pan(EditorDriver window) {
        window.canvas().viewport().zoomProperty().set(1.0);
        if (SETTLE_MS == 0) {
            panFrames(window);
            return;
        }
        PauseTransition settle = new PauseTransition(Duration.millis(SETTLE_MS));
        settle.setOnFinished(e -> panFrames(window));
        settle.play();
    }

    private static void panFrames(EditorDriver window) {
        List<Long> gaps = new ArrayList<>();
        System.out.println("PROBE pan-start");
        new AnimationTimer() {
            private long last;
            private int frames;

            @Override
            public void handle(long now) {
                window.canvas().panBy(-STEP_X, -STEP_Y);
                if (last != 0) {
                    gaps.add(now - last);
                }
                last = now;
                if (++frames == PAN_FRAMES) {
                    stop();
                    System.out.println("PROBE pan-end");
                    Collections.sort(gaps);
                    System.out.printf(
                            Locale.ROOT,
                            "PROBE frame-gap p50 %.1f ms p95 %.1f ms p99 %.1f ms max %.1f ms,"
                                    + " %d of %d gaps over 20 ms%n",
                            gaps.get(gaps.size() / 2) / 1e6,
                            gaps.get(gaps.size() * 95 / 100) / 1e6,
                            gaps.get(gaps.size() * 99 / 100) / 1e6,
                            gaps.get(gaps.size() - 1) / 1e6,
                            gaps.stream().filter(g -> g > 20_000_000L).count(),
                            gaps.size());
                    Platform.exit();
                }
            }
        }.start();
    }
}
