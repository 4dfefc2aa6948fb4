package dev.stagestack.player.fx;

import dev.stagestack.model.Graph;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Consumer;
import javafx.scene.input.KeyCode;

/**
 * How a {@link GameWindow} opens, from {@link GameWindow#options()}: each setter returns these options,
 * and {@link #launch} opens the window. The defaults are a release build's: no teaching cards, dimming,
 * overlay or player shortcuts; ending the run closes the window; the screen fills the window; nothing
 * happens on focus loss but held keys going up.
 *
 * <pre>{@code
 * GameWindow.options().title("Bounce").icon(Path.of("game/icon.png")).resolution(640, 360)
 *         .debugKey(KeyCode.F12).quitCloses(true).pauseWhenUnfocused(true)
 *         .launch(graph, Path.of("game"), BehaviorRegistry.load());
 * }</pre>
 */
public final class GameWindowOptions {

    private String title = "Game";
    private Path icon;
    private int width;
    private int height;
    private KeyCode debugKey;
    private boolean teachingAids;
    private boolean quitCloses = true;
    private boolean pauseWhenUnfocused;
    private Runnable onFocusLost = () -> {};
    private Consumer<GameHost> betweenTicks = host -> {};

    GameWindowOptions() {}

    /** The window's title (default "Game"). */
    public GameWindowOptions title(String title) {
        this.title = Objects.requireNonNull(title, "title");
        return this;
    }

    /** The window's icon: a PNG (or any image JavaFX reads); default none. */
    public GameWindowOptions icon(Path image) {
        this.icon = image;
        return this;
    }

    /**
     * The game's logical size: the screen is laid out and drawn at {@code width × height} (what
     * {@code Surface.width()/height()} say) and scaled to fit the window keeping its aspect ratio, with
     * bars around it (letterbox). Default none: the screen takes the window's size.
     */
    public GameWindowOptions resolution(int width, int height) {
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException("resolution: " + width + " × " + height + " is not a size");
        }
        this.width = width;
        this.height = height;
        return this;
    }

    /**
     * The key that turns the teaching aids on and off while the game runs: the teaching cards under
     * the states' drawing, the overlay and run controls, and the player's shortcuts (F1, F5, ...).
     * Default none: a release build has no debugger.
     */
    public GameWindowOptions debugKey(KeyCode key) {
        this.debugKey = key;
        return this;
    }

    /** Whether the teaching aids are on when the window opens (default off; dev mode's on). */
    public GameWindowOptions teachingAids(boolean on) {
        this.teachingAids = on;
        return this;
    }

    /**
     * Whether the end of the run (a {@code quit} action, or the stack emptied) closes the window,
     * so that {@link #launch} returns (default true; dev mode's false: it shows "Run ended" and Restart).
     */
    public GameWindowOptions quitCloses(boolean closes) {
        this.quitCloses = closes;
        return this;
    }

    /**
     * Whether the run pauses while the window does not have the keyboard, and resumes when it gets it
     * back (default false: the game goes on; either way every held key goes up).
     */
    public GameWindowOptions pauseWhenUnfocused(boolean pause) {
        this.pauseWhenUnfocused = pause;
        return this;
    }

    /** Runs {@code hook} on the JavaFX thread each time the window loses the keyboard (default nothing). */
    public GameWindowOptions onFocusLost(Runnable hook) {
        this.onFocusLost = Objects.requireNonNull(hook, "hook");
        return this;
    }

    /**
     * Runs {@code hook} on the JavaFX thread once per frame, between ticks, while the run goes on (not
     * while a loading screen is up, nor after the run ended): where a game's {@code main} saves the run,
     * continues from a save, sets the volume, or reads the variables its graph's buttons set to ask for
     * these (docs/library.md, "A host for your game"). Default nothing.
     */
    public GameWindowOptions betweenTicks(Consumer<GameHost> hook) {
        this.betweenTicks = Objects.requireNonNull(hook, "hook");
        return this;
    }

    /**
     * Opens the game's window with these options and blocks until it is closed. Call it from any thread
     * but the JavaFX thread; JavaFX is started if it is not running.
     *
     * @param graph     the game's flow
     * @param folder    the folder its asset paths are relative to (the graph file's); null loads none
     * @param behaviors the code its states name
     * @throws InterruptedException     when interrupted while the window is open
     * @throws IllegalArgumentException listing the problems when the graph cannot run
     */
    public void launch(Graph graph, Path folder, BehaviorRegistry behaviors) throws InterruptedException {
        PlayerApp.launch(
                () -> title, graph, folder, behaviors, true, controller -> GameWindowSetup.apply(controller, this));
    }

    /**
     * As {@link #launch}, in dev mode: the game is read from {@code graphFile} (its assets relative to
     * its folder) and each save is taken into the running game at its next tick (docs/semantics.md §19).
     */
    public void launchDevMode(Path graphFile, BehaviorRegistry behaviors) throws InterruptedException {
        Graph graph = GraphLoader.load(graphFile).orElseThrow();
        PlayerApp.launch(() -> title, graph, graphFile.toAbsolutePath().getParent(), behaviors, true, controller -> {
            GameWindowSetup.apply(controller, this);
            DevMode.watch(controller, graphFile);
        });
    }

    Path icon() {
        return icon;
    }

    boolean letterboxed() {
        return width > 0;
    }

    int width() {
        return width;
    }

    int height() {
        return height;
    }

    KeyCode debugKey() {
        return debugKey;
    }

    boolean teachingAids() {
        return teachingAids;
    }

    boolean quitCloses() {
        return quitCloses;
    }

    boolean pauseWhenUnfocused() {
        return pauseWhenUnfocused;
    }

    Runnable onFocusLost() {
        return onFocusLost;
    }

    Consumer<GameHost> betweenTicks() {
        return betweenTicks;
    }
}
