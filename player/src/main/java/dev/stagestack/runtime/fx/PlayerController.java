package dev.stagestack.runtime.fx;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.CommitStep;
import dev.stagestack.runtime.clock.FrameClock;
import dev.stagestack.runtime.fx.model.LessonWalk;
import dev.stagestack.runtime.fx.model.PlayerCommand;
import dev.stagestack.runtime.lesson.Lesson;
import dev.stagestack.runtime.fx.model.PlayerSession;
import dev.stagestack.runtime.fx.model.SnapshotRing;
import dev.stagestack.runtime.fx.model.TickSnapshot;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.trace.Script;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.animation.AnimationTimer;
import javafx.scene.input.KeyEvent;

/**
 * Runs a {@link PlayerSession} on a JavaFX {@link AnimationTimer} and keeps its
 * {@link PlayerView} in step: one frame of the clock per pulse, keys and buttons queued as the
 * next tick's events, the teaching commands, and time travel over the recorded ticks.
 * Thin: the rules live in the session; this class only routes.
 */
public final class PlayerController {

    private final PlayerSession session;
    private final PlayerView view;
    /** The lesson walked, if any. */
    private final LessonPlayer lessons;
    private final PlayerFiles files;
    private final PlayerKeys keys;
    private final javafx.beans.property.ReadOnlyObjectWrapper<TickSnapshot> shown =
            new javafx.beans.property.ReadOnlyObjectWrapper<>(this, "shown");
    private final javafx.beans.property.ReadOnlyBooleanWrapper paused =
            new javafx.beans.property.ReadOnlyBooleanWrapper(this, "paused");
    /** What a commit step with nothing to commit says, instead of doing nothing visibly. */
    static final String NOTHING_TO_COMMIT = "Nothing to commit: head and staging agree and no restart is pending. "
            + "F6 runs a tick (its input may request something); F5 resumes.";
    private final FrameLoop loop = new FrameLoop();
    private final AheadLoading ahead;
    private Long travelTick;
    /** The moment of the stepped commit shown (an index of {@link PlayerSession#commitSteps()}), or null. */
    private Integer stepShown;
    private int shownRun;
    private long shownLogVersion = -1;

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
        this(new PlayerSession(graph, behaviors, SnapshotRing.DEFAULT_CAPACITY, new FxAssetLoader(folder, fallback),
                new FxAudioOut(fallback)));
    }

    /** Builds the player's view over {@code session}; call it on the JavaFX application thread. */
    public PlayerController(PlayerSession session) {
        this.session = session;
        this.view = new PlayerView(session, this::run, this::travelTo);
        this.lessons = new LessonPlayer(session, view.overlay());
        this.files = new PlayerFiles(view, session);
        this.keys = new PlayerKeys(view, session, this::run);
        this.ahead = new AheadLoading(session, view.loading(), loop::forgetLastPulse, this::refresh);
        shownRun = session.runNumber();
        refresh();
    }

    /** The view to put in a scene. */
    public PlayerView view() {
        return view;
    }

    /** The session the view shows. */
    public PlayerSession session() {
        return session;
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
        refresh();
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
     * (PageUp) to the one before, and the overlay shows each moment's caption. Pause/Resume, Tick,
     * Next event, Restart and Open script leave the lesson.
     */
    public void playLesson(Lesson lesson) {
        travelTick = null;
        stepShown = null;
        lessons.start(lesson);
        if (!view.isPresenting()) {
            view.togglePresentation();
        }
        view.restyle(look -> look.withChainOnly(true)); // caption, chain and next step fill a projector's 720 lines
        refresh();
    }

    /** The lesson being walked, if any. */
    public Optional<LessonWalk> lessonWalk() {
        return lessons.walk();
    }

    /** Carries out one teaching command, as its control or shortcut does. */
    public void run(PlayerCommand command) {
        if (command != PlayerCommand.STEP_COMMIT) {
            view.overlay().showNotice(null);
        }
        if (lessons.handles(command)) {
            travelTick = null;
            stepShown = null;
            refresh();
            return;
        }
        switch (command) {
            case PAUSE_RESUME -> togglePause();
            case STEP_TICK -> ahead.afterLoading(() -> live(() -> {
                session.pause();
                session.tick();
            }));
            case STEP_COMMIT -> {
                if (!stepForward()) {
                    ahead.afterLoading(() -> live(() -> view.overlay().showNotice(
                            session.stepCommit() == CommitStep.NONE ? NOTHING_TO_COMMIT : null)));
                }
            }
            case SLOWER -> session.setSpeed(Math.max(FrameClock.MIN_SPEED, session.speed() / 2));
            case FASTER -> session.setSpeed(Math.min(FrameClock.MAX_SPEED, session.speed() * 2));
            case NORMAL_SPEED -> session.setSpeed(FrameClock.NORMAL_SPEED);
            case RESTART_RUN -> live(session::restart);
            case STEP_BACK -> {
                if (!stepBack()) {
                    travelTo(shownTick() - 1);
                }
            }
            case SCRUB_BACK -> travelTo(shownTick() - 1);
            case SCRUB_FORWARD -> travelTo(shownTick() + 1);
            case GO_LIVE -> {
                travelTick = null;
                stepShown = null;
            }
            case EXPORT_TRACE -> files.export("run.trace", session.log().trace());
            case EXPORT_SCRIPT -> files.export("session.script", session.script());
            case OPEN_SCRIPT -> files.askForScript().ifPresent(this::playScript);
            case NEXT_EVENT -> live(() -> view.overlay().showNotice(session.runToNextScriptEvent() ? null
                    : "No script event left: Open script… (Ctrl+Shift+O) loads one."));
            case TOGGLE_OVERLAY -> view.toggleOverlay();
            case PRESENT -> view.togglePresentation();
            case EXPORT_CHAIN -> files.exportChain(shown.get());
            case OVERLAY_LARGER -> view.restyle(OverlayLook::larger);
            case OVERLAY_SMALLER -> view.restyle(OverlayLook::smaller);
            case CHAIN_ONLY -> view.restyle(look -> look.withChainOnly(!look.chainOnly()));
            default -> throw new AssertionError(command);
        }
        refresh();
    }

    /** Shows the recorded tick {@code tick} read-only (pausing the run); the live tick goes live. */
    public void travelTo(long tick) {
        SnapshotRing history = session.history();
        long oldest = history.oldest().map(TickSnapshot::tick).orElse(0L);
        long live = session.live().tick();
        long target = Math.max(oldest, Math.min(live, tick));
        stepShown = null;
        if (target == live) {
            travelTick = null;
        } else {
            session.pause();
            travelTick = target;
        }
        refresh();
    }

    /**
     * The tick of the moment shown: the live one, the one time travel selected, or the tick whose
     * commit a stepped-back moment belongs to. The control bar, the overlay and a host show this one.
     */
    public long shownTick() {
        return shownMoment().tick();
    }

    /** The moment the view shows: a moment of the stepped commit, a recorded tick, or the live one. */
    private TickSnapshot shownMoment() {
        List<TickSnapshot> steps = session.commitSteps();
        if (stepShown != null && stepShown < steps.size() - 1) {
            return steps.get(stepShown);
        }
        return travelTick == null ? session.live() : session.history().at(travelTick).orElse(session.live());
    }

    /** Whether the overlay shows a recorded tick, or a moment of the stepped commit, rather than the live one. */
    public boolean travelling() {
        return travelTick != null || stepShown != null;
    }

    /**
     * Within a commit being stepped (F7), shows the moment before the shown one: before the last
     * step taken, then before the one before; false when there is none (time travel by tick then).
     */
    private boolean stepBack() {
        List<TickSnapshot> steps = session.commitSteps();
        int at = stepShown != null ? stepShown : steps.size() - 1;
        if (travelTick != null || steps.size() < 2 || at == 0) {
            return false;
        }
        stepShown = at - 1;
        return true;
    }

    /** Shows the next moment of the stepped commit; false when the live one is shown (F7 then takes a step). */
    private boolean stepForward() {
        if (stepShown == null) {
            return false;
        }
        stepShown = stepShown + 1 >= session.commitSteps().size() - 1 ? null : stepShown + 1;
        return true;
    }

    /** Brings the view up to date with the session; the frame loop calls it every pulse. */
    public void refresh() {
        if (shownRun != session.runNumber()) {
            shownRun = session.runNumber();
            view.screen().reset();
            travelTick = null;
        }
        view.screen().refresh(session.paused());
        view.ended().show(session.ended(), session.live().tick());
        paused.set(session.paused() && !session.ended());

        boolean lesson = lessons.walk().isPresent(); // a lesson says where it stands itself; only keys added to it are news
        view.overlay().showQueued(session.paused() && !session.ended() && !(lesson && session.queued().isEmpty()),
                session.queued(), session.nextTick());
        view.overlay().showScript(lesson ? null : session.scriptProgress().orElse(null));
        List<TickSnapshot> steps = session.commitSteps();
        if (stepShown != null && stepShown >= steps.size() - 1) {
            stepShown = null; // the commit went on or the tick ran: the live moment again
        }
        TickSnapshot shownTick = shownMoment();
        view.overlay().show(shownTick, travelling(), session.live().tick());
        view.overlay().showBreak(travelling() ? null : session.lastBreak().orElse(null)); // a break's words are of the live moment
        if (stepShown != null) {
            view.overlay().showTravelBanner("Step back: tick " + shownTick.tick() + "'s commit before step "
                    + (stepShown + 1) + " (of " + (steps.size() - 1) + " taken so far), read-only. F7 or PageDown goes forward.");
        }
        view.showTravelling(travelling(), shownTick.tick(), session.live().tick());
        if (shown.get() != shownTick) {
            shown.set(shownTick);
        }
        view.overlay().showError(session.lastError().map(l -> l.text()).orElse(null));
        refreshLog();
        view.overlay().showFrameTimes(session.frameTimes());
        long oldest = session.history().oldest().map(TickSnapshot::tick).orElse(0L);
        view.controls().show(session.paused(), session.speed(), oldest, session.live().tick(), shownTick(),
                view.isOverlayVisible());
        view.overlay().showAssets(session.assets().contents());
        view.overlay().showGameLoading(session.gameLoading());
    }

    private void refreshLog() {
        if (travelTick != null) {
            view.overlay().showLog(new LogWindow(session.history()).endingAt(travelTick));
            shownLogVersion = -1;
        } else if (session.log().version() != shownLogVersion) {
            shownLogVersion = session.log().version();
            view.overlay().showLog(session.log().recent());
        }
    }

    private void live(Runnable action) {
        travelTick = null;
        stepShown = null;
        action.run();
    }

    private void togglePause() {
        travelTick = null;
        stepShown = null;
        if (session.paused()) {
            session.resume();
        } else {
            session.pause();
        }
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
        travelTick = null;
        stepShown = null;
        session.loadScript(script);
        session.pause();
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
    public void setKeyRouting(java.util.function.Predicate<KeyEvent> reachesPlayer,
                              java.util.function.Predicate<KeyEvent> hostKeeps) {
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
            if (travelTick == null && !preloadIfNeeded()) {
                session.frame(elapsed);
            }
            refresh();
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
