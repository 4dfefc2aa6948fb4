package dev.stagestack.player.fx;

import dev.stagestack.model.Graph;
import dev.stagestack.player.fx.model.LessonWalk;
import dev.stagestack.player.fx.model.PlayerCommand;
import dev.stagestack.player.fx.model.PlayerSession;
import dev.stagestack.player.fx.model.PlayerViewModel;
import dev.stagestack.player.fx.model.SnapshotRing;
import dev.stagestack.player.fx.model.ViewValue;
import dev.stagestack.runtime.debug.TickSnapshot;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.tools.lesson.Lesson;
import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import javafx.animation.AnimationTimer;
import javafx.scene.input.KeyEvent;

/**
 * Wires a player: a {@link PlayerSession}, its {@link PlayerViewModel} and the {@link PlayerView}
 * that watches the model, driven by a JavaFX {@link AnimationTimer} (one frame of the clock per
 * pulse, then the model refreshes). Keys and controls come here as commands; those of the run and
 * of time travel go to the model, those of the view (overlay, presentation, files) to the view.
 * The walk goes one way: key press → controller → session and view model → overlay.
 */
public final class PlayerController {

    private final PlayerSession session;
    private final PlayerViewModel model;
    private final PlayerView view;
    /** The lesson walked, if any. */
    private final LessonPlayer lessons;

    private final PlayerFiles files;
    private final PlayerKeys keys;
    private final javafx.beans.property.ReadOnlyObjectWrapper<TickSnapshot> shown =
            new javafx.beans.property.ReadOnlyObjectWrapper<>(this, "shown");
    private final javafx.beans.property.ReadOnlyBooleanWrapper paused =
            new javafx.beans.property.ReadOnlyBooleanWrapper(this, "paused");
    private final FrameLoop loop = new FrameLoop();
    private final AheadLoading ahead;

    /** A player of {@code graph} without a folder: its assets are counted, not loaded; no sound. */
    public PlayerController(Graph graph, BehaviorRegistry behaviors) {
        this(new PlayerSession(graph, behaviors, SnapshotRing.DEFAULT_CAPACITY));
    }

    /**
     * A player of the graph file in {@code folder}: its states' images and sounds are loaded from
     * there with JavaFX, ahead of the commit that needs them, behind a loading screen; sound falls
     * back to silence (logged once) where JavaFX media cannot play.
     */
    public PlayerController(Graph graph, Path folder, BehaviorRegistry behaviors) {
        this(graph, folder, behaviors, new SoundFallback());
    }

    private PlayerController(Graph graph, Path folder, BehaviorRegistry behaviors, SoundFallback fallback) {
        this(
                new PlayerSession(
                        graph,
                        behaviors,
                        SnapshotRing.DEFAULT_CAPACITY,
                        new FxAssetLoader(folder, fallback),
                        new FxAudioOut(fallback)),
                folder);
    }

    /** Builds the player's view over {@code session}; call it on the JavaFX application thread. */
    public PlayerController(PlayerSession session) {
        this(session, null);
    }

    /** As {@link #PlayerController(PlayerSession)}, the graph file in {@code graphFolder} (null: not known). */
    private PlayerController(PlayerSession session, Path graphFolder) {
        this.session = session;
        this.model = new PlayerViewModel(session);
        this.view = new PlayerView(model, this::run);
        this.lessons = new LessonPlayer(model, view.overlay().lesson());
        this.files = new PlayerFiles(view, model, graphFolder);
        this.keys = new PlayerKeys(view, session, this::run, lessons::takes);
        this.ahead = new AheadLoading(session, view.loading(), loop::forgetLastPulse, model::refresh);
        model.setStepGate(ahead::afterLoading);
        model.shown().watch(shown::set);
        ViewValue.watchAll(
                () -> paused.set(model.paused().get() && !model.ended().get()), model.paused(), model.ended());
    }

    /** The view to put in a scene. */
    public PlayerView view() {
        return view;
    }

    /** The session the view shows. */
    public PlayerSession session() {
        return session;
    }

    /** What the view shows, and the commands of the run and of time travel. */
    public PlayerViewModel viewModel() {
        return model;
    }

    /** Starts the frame loop: the run ticks in real time from now. */
    public void start() {
        loop.start();
    }

    /** Stops the frame loop and ends the run with its teardown (docs/semantics.md §7). */
    public void close() {
        loop.stop();
        ahead.cancel();
        session.close();
        model.refresh();
    }

    /** Whether a loading screen is up: assets of the next commit are loading off the JavaFX thread. */
    public boolean loading() {
        return ahead.loading();
    }

    /** Starts loading the next commit's assets ahead when the cache lacks some; whether a load is under way. */
    boolean preloadIfNeeded() {
        return ahead.preloadIfNeeded();
    }

    /**
     * Walks {@code lesson} (docs/teaching.md, "Lesson files"): a new run with its script, paused at
     * its start, in presentation mode with the chain filling the window (Ctrl+Shift+F brings the game
     * screen and the log back); Commit step (F7, PageDown) goes to its next moment, Step back
     * (PageUp) to the one before, Restart to its start, and the overlay shows each moment's caption.
     * Game keys, Pause/Resume, Tick, Next event and time travel are ignored with a hint; Ctrl+Shift+L
     * leaves the lesson at the moment shown, and so does opening a script.
     */
    public void playLesson(Lesson lesson) {
        lessons.start(lesson);
        if (!view.isPresenting()) {
            view.togglePresentation();
        }
        view.restyle(look -> look.withChainOnly(true)); // caption, chain and next step fill a projector's 720 lines
        model.goLive();
    }

    /**
     * Keeps the answers picked in the lesson in {@code recorder}'s answers file (docs/teaching.md,
     * "Answers files"); when it has no student's name yet, a dialog asks for it once, at the first answer.
     */
    public void recordAnswers(dev.stagestack.player.fx.model.AnswersRecorder recorder) {
        lessons.record(
                recorder,
                () -> StudentNameDialog.ask(
                        view.getScene() == null ? null : view.getScene().getWindow()));
    }

    /** The lesson being walked, if any. */
    public Optional<LessonWalk> lessonWalk() {
        return lessons.walk();
    }

    /** Carries out one teaching command, as its control or shortcut does. */
    public void run(PlayerCommand command) {
        if (command != PlayerCommand.STEP_COMMIT) {
            model.say(null);
        }
        if (lessons.handles(command)) {
            model.goLive();
            return;
        }
        if (model.run(command)) {
            return;
        }
        switch (command) {
            case EXPORT_TRACE -> files.export("run.trace", session.log().trace());
            case EXPORT_SCRIPT -> files.export("session.script", session.script());
            case OPEN_SCRIPT -> files.askForScript().ifPresent(this::playScript);
            case TOGGLE_OVERLAY -> view.toggleOverlay();
            case PRESENT -> view.togglePresentation();
            case EXPORT_CHAIN -> files.exportChain(model.shown().get());
            case EXPORT_WEB_PAGE -> files.exportWebPage(session);
            case OVERLAY_LARGER -> view.restyle(OverlayLook::larger);
            case OVERLAY_SMALLER -> view.restyle(OverlayLook::smaller);
            case CHAIN_ONLY -> view.restyle(look -> look.withChainOnly(!look.chainOnly()));
            default -> throw new AssertionError(command);
        }
        model.refresh();
    }

    /** Shows the recorded tick {@code tick} read-only (pausing the run); the live tick goes live. */
    public void travelTo(long tick) {
        model.travelTo(tick);
    }

    /**
     * The tick of the moment shown: the live one, the one time travel selected, or the tick whose
     * commit a stepped-back moment belongs to. The control bar, the overlay and a host show this one.
     */
    public long shownTick() {
        return model.shown().get().tick();
    }

    /** Whether the overlay shows a recorded tick, or a moment of the stepped commit, rather than the live one. */
    public boolean travelling() {
        return model.travelling().get();
    }

    /** Brings the view up to date with the session; the frame loop calls it every pulse. */
    public void refresh() {
        model.refresh();
    }

    void setExportChooser(java.util.function.BiFunction<javafx.stage.Window, String, File> chooser) {
        files.setExportChooser(chooser);
    }

    void setScriptChooser(java.util.function.Function<javafx.stage.Window, File> chooser) {
        files.setScriptChooser(chooser);
    }

    /**
     * Plays {@code script} (a headless script, docs/cli.md) in a new run, paused at its start, as
     * opening a script file does: F8 delivers its next event, F5 runs it.
     *
     * @param script the input events, each at its tick
     */
    public void playScript(Script script) {
        lessons.leave();
        session.loadScript(script);
        session.pause();
        model.goLive();
    }

    /**
     * The tick the view shows: the live one, or the recorded one time travel shows. A host shows
     * the same (the editor marks the canvas from it), so that no part of the view is of another tick.
     */
    public javafx.beans.property.ReadOnlyObjectProperty<TickSnapshot> shownTickProperty() {
        return shown.getReadOnlyProperty();
    }

    /** Whether the run is paused (F5, a breakpoint, a step), as of the latest pulse; false once it ended. */
    public javafx.beans.property.ReadOnlyBooleanProperty pausedProperty() {
        return paused.getReadOnlyProperty();
    }

    /**
     * For a host that embeds the player beside its own controls: which key events of the window
     * reach the player ({@code reachesPlayer}; by default all, e.g. not those typed into the host's
     * text fields), and which of those that are no player shortcut the host keeps instead of the
     * game ({@code hostKeeps}, e.g. its Stop key). Keys with Ctrl/Cmd or Alt that are no player
     * shortcut always stay with the host.
     */
    public void setKeyRouting(
            java.util.function.Predicate<KeyEvent> reachesPlayer, java.util.function.Predicate<KeyEvent> hostKeeps) {
        keys.setRouting(reachesPlayer, hostKeeps);
    }

    /** Which player shortcuts work (by default all): a game window turns them off for players. */
    public void setShortcutsEnabled(java.util.function.Predicate<PlayerCommand> enabled) {
        keys.setEnabled(enabled);
    }

    /** One clock frame per JavaFX pulse. */
    private final class FrameLoop extends AnimationTimer {
        private long last = -1;

        @Override
        public void handle(long now) {
            long elapsed = last < 0 ? 0 : now - last;
            last = now;
            if (!model.showsRecordedTick() && !preloadIfNeeded()) {
                session.frame(elapsed);
            }
            model.refresh();
        }

        /** The next pulse measures no elapsed time (after a load, whose duration is not game time). */
        void forgetLastPulse() {
            last = -1;
        }

        @Override
        public void stop() {
            super.stop();
            last = -1;
        }
    }
}
