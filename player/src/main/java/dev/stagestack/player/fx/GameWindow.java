package dev.stagestack.player.fx;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.nio.file.Path;

/**
 * A window for a real game on the runtime: the game screen fills a resizable window (1280 × 720,
 * smaller when the screen is), with the graph's assets loaded behind a loading screen and its
 * sound played. For players: no teaching cards, dimming or debugger, and the end of the run closes
 * the window; F11 or Alt+Enter toggles fullscreen. {@link #options()} sets the title, icon, a logical
 * resolution (letterboxed), a debug key, and what quitting and focus loss do. Closing the window ends
 * the run with its teardown (docs/semantics.md §7).
 *
 * <pre>{@code
 * Graph graph = GraphLoader.load(Path.of("game/flow.stagestack.json")).graph();
 * GameWindow.launch(graph, Path.of("game"), "Shovel Knight's Cousin", BehaviorRegistry.load());
 * }</pre>
 *
 * <p>For a game that draws on its own JavaFX canvas instead, {@link FxMedia} gives the asset
 * loader and the audio, and {@link CanvasSurface#of} the {@code Surface} behaviours draw on.
 */
public final class GameWindow {

    private GameWindow() {}

    /** The options of a game window, a release build's by default; their {@code launch} opens it. */
    public static GameWindowOptions options() {
        return new GameWindowOptions();
    }

    /**
     * Opens the game's window with the default {@link #options()} and blocks until it is closed. Call it from any thread but the
     * JavaFX thread; JavaFX is started if it is not running.
     *
     * @param graph     the game's flow
     * @param folder    the folder its asset paths are relative to (the graph file's); null loads none
     * @param title     the window's title
     * @param behaviors the code its states name
     * @throws InterruptedException     when interrupted while the window is open
     * @throws IllegalArgumentException listing the problems when the graph cannot run
     */
    public static void launch(Graph graph, Path folder, String title, BehaviorRegistry behaviors)
            throws InterruptedException {
        options().title(title).launch(graph, folder, behaviors);
    }

    /**
     * Opens the game's window in dev mode and blocks until it is closed: the game is read from {@code graphFile}
     * (its assets relative to the file's folder), and each time the file is saved, the running game takes the
     * new graph at its next tick, keeping its stack (docs/semantics.md §19; docs/player.md, "Dev mode"). A save
     * with errors is not applied, and the overlay's notice (F1) and the log say why; the game goes on. The
     * teaching aids are on (cards, F1 for the overlay, the player's shortcuts) and the end of the run
     * shows "Run ended" with Restart instead of closing the window.
     *
     * <pre>{@code
     * GameWindow.launchDevMode(Path.of("game/flow.stagestack.json"), "My game (dev)", BehaviorRegistry.load());
     * }</pre>
     *
     * @param graphFile the game's flow, watched for saves
     * @param title     the window's title
     * @param behaviors the code its states name
     * @throws InterruptedException     when interrupted while the window is open
     * @throws IllegalArgumentException listing the problems when the file's graph cannot run
     */
    public static void launchDevMode(Path graphFile, String title, BehaviorRegistry behaviors)
            throws InterruptedException {
        options().title(title).teachingAids(true).quitCloses(false).launchDevMode(graphFile, behaviors);
    }
}
