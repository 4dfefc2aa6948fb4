package dev.stagestack.bench.peers;

import com.almasb.fxgl.app.EmbeddedPaneWindow;
import com.almasb.fxgl.app.FXGLApplication;
import com.almasb.fxgl.app.FXGLPane;
import com.almasb.fxgl.app.GameSettings;
import com.almasb.fxgl.app.MainWindow;
import com.almasb.fxgl.app.scene.FXGLScene;
import com.almasb.fxgl.scene.Scene;
import com.almasb.fxgl.scene.SceneService;
import com.almasb.fxgl.scene.SubScene;

/**
 * FXGL 17.3's scene stack, driven through FXGL's own {@link SceneService} (the engine's
 * {@code FXGLApplication.GameApplicationService}): a game scene under {@code depth - 1} sub-scenes. The
 * service hands {@code pushSubScene} / {@code popSubScene} to its {@link MainWindow}, whose
 * {@code pushState} / {@code popState} change the scenes' {@code StateMachine}, clear the input of the scene
 * that leaves the top, add the sub-scene's root node to the game scene's content root (or remove it), set the
 * current-scene property and build debug log lines (no log output is configured, so none is written). A tick is the
 * service's {@code onUpdate}: its timer, the window's input and the update of every active scene. Every
 * sub-scene here allows concurrency, so every scene on the stack is active, as in {@link FxglStack}.
 *
 * <p>No JavaFX application runs. The window is an {@link EmbeddedPaneWindow} over an {@link FXGLPane} that is
 * in no JavaFX {@code Scene}, so nothing is shown and no FX thread is needed; creating the nodes loads
 * JavaFX's toolkit classes (an idle {@code QuantumRenderer} thread), nothing more. FXGL's launcher, which would
 * give the service its window, does not run: one reflective assignment of its static {@code mainWindow} does it
 * instead, so only one scene stack can be driven per JVM (the last one made).
 */
final class FxglSceneStack implements CountedStack {

    /** The update's time per frame, as at 60 Hz. */
    private static final double TPF = 1.0 / 60;

    private final GameScene game = new GameScene();
    private final Roster<CountingSubScene> subScenes = new Roster<>();
    private final MainWindow window;
    private final SceneService service = new FXGLApplication.GameApplicationService();

    FxglSceneStack(int depth) {
        window = new EmbeddedPaneWindow(
                new FXGLPane(800, 600), game, new GameSettings().toReadOnly(FxglSceneStack.class));
        giveTheServiceItsWindow(window);
        for (int i = 1; i < depth; i++) {
            push(subScene());
        }
        if (depth() != depth) {
            throw new IllegalStateException("FXGL scenes: " + depth() + " scenes in the hierarchy, not " + depth);
        }
    }

    /** A new sub-scene, counted with this stack's scenes; not pushed yet. */
    CountingSubScene subScene() {
        return subScenes.add(new CountingSubScene());
    }

    /** {@code SceneService.pushSubScene}. */
    void push(CountingSubScene subScene) {
        service.pushSubScene(subScene);
    }

    /** {@code SceneService.popSubScene}. */
    void pop() {
        service.popSubScene();
    }

    /** {@code SceneService.onUpdate}, as the engine's loop calls it once per frame. */
    void tick() {
        service.onUpdate(TPF);
    }

    /** The scene now on top. */
    Scene current() {
        return service.getCurrentScene();
    }

    @Override
    public int depth() {
        return 1 + (int) subScenes.count(window::isInHierarchy);
    }

    @Override
    public long callbacks() {
        return game.callbacks + subScenes.sum(subScene -> subScene.callbacks);
    }

    @Override
    public long steps() {
        return game.steps + subScenes.sum(subScene -> subScene.steps);
    }

    private static void giveTheServiceItsWindow(MainWindow window) {
        try {
            var field = FXGLApplication.class.getDeclaredField("mainWindow");
            field.setAccessible(true);
            field.set(null, window);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("FXGL 17.3's FXGLApplication has no static field mainWindow", e);
        }
    }

    /** The game scene at the bottom: it is never created or destroyed after setup, only exited and entered. */
    private static final class GameScene extends FXGLScene {
        long steps;
        long callbacks;

        GameScene() {
            super(800, 600);
        }

        @Override
        protected void onUpdate(double tpf) {
            steps++;
        }

        @Override
        public void onEnteredFrom(Scene previous) {
            callbacks++;
        }

        @Override
        public void onExitingTo(Scene next) {
            callbacks++;
        }
    }

    /** A sub-scene that allows concurrency and counts its updates and callbacks. */
    static final class CountingSubScene extends SubScene {
        long steps;
        long callbacks;

        @Override
        public boolean isAllowConcurrency() {
            return true;
        }

        @Override
        protected void onUpdate(double tpf) {
            steps++;
        }

        @Override
        public void onCreate() {
            callbacks++;
        }

        @Override
        public void onDestroy() {
            callbacks++;
        }

        @Override
        public void onEnteredFrom(Scene previous) {
            callbacks++;
        }

        @Override
        public void onExitingTo(Scene next) {
            callbacks++;
        }
    }
}
