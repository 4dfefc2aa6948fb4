package dev.stagestack.player.fx;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.tools.lesson.Lesson;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * Opens the player in its own window. Not a JavaFX {@code Application}: the toolkit is started
 * with {@link Platform#startup}, so the player runs from a plain main class and a fat jar.
 */
public final class PlayerApp {

    private PlayerApp() {}

    /**
     * Shows {@code graph} running in a window titled {@code title} and blocks until the window is
     * closed; closing it ends the run with its teardown (docs/semantics.md §7). Call it from any thread
     * but the JavaFX thread. Its assets are counted, not loaded (it has no folder).
     *
     * @throws IllegalArgumentException listing the problems when the graph cannot run
     */
    public static void launch(Graph graph, String title, BehaviorRegistry behaviors) throws InterruptedException {
        launch(graph, null, title, behaviors);
    }

    /**
     * As {@link #launch(Graph, String, BehaviorRegistry)}, loading the graph's assets from
     * {@code folder} (the graph file's folder) and playing its sound; null loads none.
     */
    public static void launch(Graph graph, Path folder, String title, BehaviorRegistry behaviors)
            throws InterruptedException {
        launch(() -> title + " — Stagestack player", graph, folder, behaviors, false);
    }

    /**
     * As {@link #launch(Graph, Path, String, BehaviorRegistry)}, in dev mode (docs/player.md, "Dev mode"):
     * {@code graphFile}, the file {@code graph} was read from, is watched, and each save is taken into the
     * running game at its next tick, keeping its stack (docs/semantics.md §19); its folder holds the assets.
     */
    public static void launchWatching(Graph graph, Path graphFile, String title, BehaviorRegistry behaviors)
            throws InterruptedException {
        launch(
                () -> title + " — Stagestack player",
                graph,
                graphFile.toAbsolutePath().getParent(),
                behaviors,
                false,
                controller -> DevMode.watch(controller, graphFile));
    }

    /**
     * Walks {@code lesson} of {@code graph} in a window (docs/teaching.md, "Lesson files"): paused at
     * its start in presentation mode, PageDown for its next moment, PageUp for the one before; blocks
     * until the window is closed.
     *
     * @param folder the graph file's folder (its assets), or null
     */
    public static void launchLesson(Graph graph, Path folder, Lesson lesson, BehaviorRegistry behaviors)
            throws InterruptedException {
        launchLesson(graph, folder, lesson, behaviors, null);
    }

    /**
     * Walks {@code lesson} as {@link #launchLesson(Graph, Path, Lesson, BehaviorRegistry)} does, keeping
     * the student's answers with {@code recorder} (none when null).
     */
    public static void launchLesson(
            Graph graph,
            Path folder,
            Lesson lesson,
            BehaviorRegistry behaviors,
            dev.stagestack.player.fx.model.AnswersRecorder recorder)
            throws InterruptedException {
        String title = lesson.title().isEmpty() ? graph.name() : lesson.title();
        launch(() -> title + " — Stagestack lesson", graph, folder, behaviors, false, controller -> {
            controller.playLesson(lesson);
            if (recorder != null) {
                controller.recordAnswers(recorder);
            }
        });
    }

    /** Starts JavaFX if needed, opens the window and waits until it is closed. */
    static void launch(
            java.util.function.Supplier<String> title,
            Graph graph,
            Path folder,
            BehaviorRegistry behaviors,
            boolean game)
            throws InterruptedException {
        launch(title, graph, folder, behaviors, game, controller -> {});
    }

    static void launch(
            java.util.function.Supplier<String> title,
            Graph graph,
            Path folder,
            BehaviorRegistry behaviors,
            boolean game,
            java.util.function.Consumer<PlayerController> opened)
            throws InterruptedException {
        CountDownLatch closed = new CountDownLatch(1);
        Runnable open = () -> opened.accept(open(graph, folder, title.get(), behaviors, closed, game));
        try {
            Platform.startup(open);
        } catch (IllegalStateException alreadyRunning) {
            Platform.runLater(open);
        }
        closed.await();
    }

    /** Builds the player's window on the JavaFX thread and starts the frame loop. */
    static PlayerController open(
            Graph graph, Path folder, String title, BehaviorRegistry behaviors, CountDownLatch closed) {
        return open(graph, folder, title + " — Stagestack player", behaviors, closed, false);
    }

    /**
     * Builds a window on the JavaFX thread and starts the frame loop: the player's (1360 × 860, the
     * overlay showing) or, with {@code game}, a game's (1280 × 720, overlay and controls behind F1);
     * either shrunk to fit the screen, and resizable.
     */
    static PlayerController open(
            Graph graph, Path folder, String title, BehaviorRegistry behaviors, CountDownLatch closed, boolean game) {
        PlayerController controller = folder == null
                ? new PlayerController(graph, behaviors)
                : new PlayerController(graph, folder, behaviors);
        controller.view().setGameMode(game);
        double[] size = game ? WindowFit.fitPrimary(1280, 720) : WindowFit.fitPrimary(1360, 860);
        Stage stage = new Stage();
        stage.setTitle(title);
        stage.setScene(new Scene(controller.view(), size[0], size[1]));
        stage.setOnHidden(e -> {
            controller.close();
            closed.countDown();
        });
        stage.show();
        controller.view().requestFocus();
        controller.start();
        return controller;
    }
}
