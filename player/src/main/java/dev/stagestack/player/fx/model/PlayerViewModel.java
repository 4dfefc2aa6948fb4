package dev.stagestack.player.fx.model;

import dev.stagestack.runtime.CommitStep;
import dev.stagestack.runtime.LoadingProgress;
import dev.stagestack.runtime.assets.LoadedAsset;
import dev.stagestack.runtime.clock.FrameClock;
import dev.stagestack.runtime.debug.LogLine;
import dev.stagestack.runtime.debug.TickSnapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * What the player's view shows, without a toolkit: the moment shown (live, a recorded tick or a
 * moment of the commit being stepped), the run's state, the banners and the log, each a
 * {@link ViewValue} the view watches; and the commands of the run and of time travel. The host
 * calls {@link #refresh()} once per frame (and a command refreshes by itself); the view never asks
 * the session, it is told. Single-threaded, like its {@link PlayerSession}.
 */
public final class PlayerViewModel {

    /** What a commit step with nothing to commit says, instead of doing nothing visibly. */
    public static final String NOTHING_TO_COMMIT =
            "Nothing to commit: head and staging agree and no restart is pending. "
                    + "F6 runs a tick (its input may request something); F5 resumes.";
    /** What Next event says when the script has no event left. */
    public static final String NO_EVENT_LEFT = "No script event left: Open script… (Ctrl+Shift+O) loads one.";

    private final PlayerSession session;
    private final TimeTravel travel;
    private final List<Runnable> frameWatchers = new CopyOnWriteArrayList<>();
    private final ViewValue<Integer> run;
    private final ViewValue<TickSnapshot> shown;
    private final ViewValue<Boolean> travelling = new ViewValue<>(false);
    private final ViewValue<String> travelBanner = new ViewValue<>(null);
    private final ViewValue<Long> liveTick = new ViewValue<>(0L);
    private final ViewValue<Long> oldestTick = new ViewValue<>(0L);
    private final ViewValue<Boolean> paused = new ViewValue<>(false);
    private final ViewValue<Boolean> ended = new ViewValue<>(false);
    private final ViewValue<Integer> speed = new ViewValue<>(FrameClock.NORMAL_SPEED);
    private final ViewValue<String> queued = new ViewValue<>(null);
    private final ViewValue<String> script = new ViewValue<>(null);
    private final ViewValue<String> breakHit = new ViewValue<>(null);
    private final ViewValue<Long> breakpointsVersion = new ViewValue<>(-1L);
    private final ViewValue<String> notice = new ViewValue<>(null);
    private final ViewValue<String> error = new ViewValue<>(null);
    private final ViewValue<List<LogLine>> log = new ViewValue<>(List.of());
    private final ViewValue<List<LoadedAsset>> assets = new ViewValue<>(List.of());
    private final ViewValue<LoadingProgress.Snapshot> gameLoading;
    private Consumer<Runnable> stepGate = Runnable::run;
    private boolean lessonWalked;
    /** A file the player could not read or write, said until the next command. */
    private String problem;
    /** The answer to the last command, said until the next one. */
    private String answer;
    /** The values a refresh changed, told once all are set. */
    private final List<ViewValue<?>> changed = new ArrayList<>();

    private long shownLogVersion = -1;
    private Long shownLogTick;

    /** The view model of {@code session}, up to date with it. */
    public PlayerViewModel(PlayerSession session) {
        this.session = session;
        this.travel = new TimeTravel(session);
        this.run = new ViewValue<>(session.runNumber());
        this.shown = ViewValue.byInstance(session.live());
        this.gameLoading = new ViewValue<>(session.gameLoading());
        refresh();
    }

    // ---- what the view shows ------------------------------------------------------------

    /** The number of the run shown; a new one (restart, a script) means a new game screen. */
    public ViewValue<Integer> run() {
        return run;
    }

    /**
     * The moment shown: the live one, the recorded tick time travel selected, or a moment of the
     * commit being stepped (named by that commit's tick). The overlay, the control bar and a host show this one.
     */
    public ViewValue<TickSnapshot> shown() {
        return shown;
    }

    /** Whether the moment shown is a recorded one (time travel, Step back), read-only. */
    public ViewValue<Boolean> travelling() {
        return travelling;
    }

    /** What the banner over the chain says of a recorded moment; null while the live one is shown. */
    public ViewValue<String> travelBanner() {
        return travelBanner;
    }

    /** The latest tick (or commit step) of the run. */
    public ViewValue<Long> liveTick() {
        return liveTick;
    }

    /** The oldest tick time travel can show. */
    public ViewValue<Long> oldestTick() {
        return oldestTick;
    }

    /** Whether the clock is paused (F5, a breakpoint, a step, time travel). */
    public ViewValue<Boolean> paused() {
        return paused;
    }

    /** Whether the run has ended (quit, an empty stack, closed). */
    public ViewValue<Boolean> ended() {
        return ended;
    }

    /** The clock's speed in thousandths of normal. */
    public ViewValue<Integer> speed() {
        return speed;
    }

    /** While paused, the events queued for the next tick ({@code queued for tick 7: key UP}); null otherwise. */
    public ViewValue<String> queued() {
        return queued;
    }

    /** Where a loaded script stands; null without one, or while a lesson (which says it itself) is walked. */
    public ViewValue<String> script() {
        return script;
    }

    /** What the breakpoint the run stopped at says, while the live moment is shown; null otherwise. */
    public ViewValue<String> breakHit() {
        return breakHit;
    }

    /** The version of the breakpoints set: it changes when one is set or removed, from anywhere. */
    public ViewValue<Long> breakpointsVersion() {
        return breakpointsVersion;
    }

    /** A short answer to the last command (F7 with nothing to commit); null when there is none. */
    public ViewValue<String> notice() {
        return notice;
    }

    /** The latest error line of the run; null when there is none. */
    public ViewValue<String> error() {
        return error;
    }

    /** The log as of the moment shown: the run's newest lines, or those up to the recorded tick shown. */
    public ViewValue<List<LogLine>> log() {
        return log;
    }

    /** What the asset cache holds (live, whatever moment is shown). */
    public ViewValue<List<LoadedAsset>> assets() {
        return assets;
    }

    /** The game's own loading as its code reports it. */
    public ViewValue<LoadingProgress.Snapshot> gameLoading() {
        return gameLoading;
    }

    /** Runs {@code watcher} after each refresh, once the values are set: the parts drawn every frame (screen, frame times). */
    public void watchFrames(Runnable watcher) {
        frameWatchers.add(watcher);
    }

    /** The session shown. */
    public PlayerSession session() {
        return session;
    }

    /** Whether time travel shows a recorded tick: game time stands still, no frame is run. */
    public boolean showsRecordedTick() {
        return travel.recordedTick() != null;
    }

    // ---- commands -----------------------------------------------------------------------

    /**
     * Where a step command (a tick, a commit step) waits for the assets its commit needs: by default
     * it runs at once; a host that loads ahead runs it once they are in (and refreshes then).
     */
    public void setStepGate(Consumer<Runnable> gate) {
        stepGate = gate;
    }

    /** Whether a lesson is walked: it says where it stands itself, so only keys added to it are news. */
    public void setLessonWalked(boolean walked) {
        lessonWalked = walked;
        refresh();
    }

    /**
     * Carries out {@code command} if it is one of the run or of time travel, and refreshes; false
     * for those of the view (the overlay, files, presentation), which the host carries out. Every
     * command but Commit step clears the last notice.
     */
    public boolean run(PlayerCommand command) {
        if (command != PlayerCommand.STEP_COMMIT) {
            answer = null;
        }
        problem = null;
        switch (command) {
            case PAUSE_RESUME -> togglePause();
            case STEP_TICK ->
                stepGate.accept(() -> live(() -> {
                    session.pause();
                    session.tick();
                }));
            case STEP_COMMIT -> {
                if (!travel.stepForward()) {
                    stepGate.accept(() ->
                            live(() -> answer = session.stepCommit() == CommitStep.NONE ? NOTHING_TO_COMMIT : null));
                }
            }
            case SLOWER -> session.setSpeed(Math.max(FrameClock.MIN_SPEED, session.speed() / 2));
            case FASTER -> session.setSpeed(Math.min(FrameClock.MAX_SPEED, session.speed() * 2));
            case NORMAL_SPEED -> session.setSpeed(FrameClock.NORMAL_SPEED);
            case RESTART_RUN -> live(session::restart);
            case STEP_BACK -> {
                if (!travel.stepBack()) {
                    travel.travelTo(shown.get().tick() - 1);
                }
            }
            case SCRUB_BACK -> travel.travelTo(shown.get().tick() - 1);
            case SCRUB_FORWARD -> travel.travelTo(shown.get().tick() + 1);
            case GO_LIVE -> travel.goLive();
            case NEXT_EVENT -> live(() -> answer = session.runToNextScriptEvent() ? null : NO_EVENT_LEFT);
            default -> {
                return false;
            }
        }
        refresh();
        return true;
    }

    /** Shows the recorded tick {@code tick} read-only (pausing the run); the live tick goes live. */
    public void travelTo(long tick) {
        travel.travelTo(tick);
        refresh();
    }

    /** Back to the live moment (a lesson moved, a script was loaded). */
    public void goLive() {
        travel.goLive();
        refresh();
    }

    /** Says {@code text} as the answer to the last command; null clears it. */
    public void say(String text) {
        answer = text;
        refresh();
    }

    /**
     * Says that a file could not be read or written ({@code run.trace: cannot write it: ...}) on the
     * error line, until the next command; then the run's latest error is shown again.
     */
    public void sayProblem(String text) {
        problem = text;
        refresh();
    }

    private void live(Runnable action) {
        travel.goLive();
        action.run();
    }

    private void togglePause() {
        travel.goLive();
        if (session.paused()) {
            session.resume();
        } else {
            session.pause();
        }
    }

    // ---- keeping up ---------------------------------------------------------------------

    /**
     * Brings every value up to date with the session, then tells the watchers of those that changed
     * (each sees all of them current), then the frame watchers; the host calls it every frame.
     */
    public void refresh() {
        boolean newRun = run.get() != session.runNumber();
        travel.follow(newRun);
        TickSnapshot moment = travel.moment();
        boolean recorded = travel.travelling();
        set(run, session.runNumber());
        set(paused, session.paused());
        set(ended, session.ended());
        set(liveTick, session.live().tick());
        set(oldestTick, session.history().oldest().map(TickSnapshot::tick).orElse(0L));
        set(speed, session.speed());
        set(queued, queuedText());
        set(script, lessonWalked ? null : session.scriptProgress().orElse(null));
        set(shown, moment);
        set(travelling, recorded);
        set(travelBanner, travel.banner(moment));
        set(breakHit, recorded ? null : session.lastBreak().orElse(null)); // a break's words are of the live moment
        set(breakpointsVersion, session.breakpoints().version());
        set(notice, answer);
        set(
                error,
                problem != null
                        ? problem
                        : session.lastError().map(LogLine::text).orElse(null));
        refreshLog();
        set(assets, session.assets().contents());
        set(gameLoading, session.gameLoading());
        List<ViewValue<?>> told = List.copyOf(changed);
        changed.clear();
        told.forEach(ViewValue::tell);
        frameWatchers.forEach(Runnable::run);
    }

    private <T> void set(ViewValue<T> value, T next) {
        if (value.update(next)) {
            changed.add(value);
        }
    }

    private String queuedText() {
        boolean lessonSaysIt = lessonWalked && session.queued().isEmpty();
        if (!session.paused() || session.ended() || lessonSaysIt) {
            return null;
        }
        List<String> events = session.queued();
        return "queued for tick " + session.nextTick() + ": "
                + (events.isEmpty() ? "nothing (press keys, click buttons or signals)" : String.join(" · ", events));
    }

    /** The log changes only when the run wrote lines or another recorded tick is shown. */
    private void refreshLog() {
        Long tick = travel.recordedTick();
        if (tick != null) {
            if (!tick.equals(shownLogTick)) {
                set(log, new LogWindow(session.history()).endingAt(tick));
                shownLogTick = tick;
                shownLogVersion = -1;
            }
        } else if (session.log().version() != shownLogVersion) {
            shownLogVersion = session.log().version();
            shownLogTick = null;
            set(log, session.log().recent());
        }
    }
}
