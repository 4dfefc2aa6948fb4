package dev.stagestack.player.fx.model;

import dev.stagestack.model.Graph;
import dev.stagestack.model.SaveGame;
import dev.stagestack.runtime.CommitStep;
import dev.stagestack.runtime.EffectRun;
import dev.stagestack.runtime.LoadingProgress;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.Surface;
import dev.stagestack.runtime.assets.AssetCache;
import dev.stagestack.runtime.assets.AssetLoader;
import dev.stagestack.runtime.assets.AudioOut;
import dev.stagestack.runtime.clock.ClockSettings;
import dev.stagestack.runtime.clock.FrameClock;
import dev.stagestack.runtime.clock.FrameTimes;
import dev.stagestack.runtime.debug.Breakpoints;
import dev.stagestack.runtime.debug.ChainRecorder;
import dev.stagestack.runtime.debug.CommitDebugger;
import dev.stagestack.runtime.debug.LogLine;
import dev.stagestack.runtime.debug.TickSnapshot;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.runtime.trace.StartStack;
import java.util.List;
import java.util.Optional;

/**
 * The player's run, without a toolkit: one live run of a graph driven by a {@link FrameClock},
 * its input queue, the time-travel record, the commit debugger and the trace. The host calls
 * {@link #frame(long)} once per pulse; what the view shows of it — and which recorded moment —
 * is the {@link PlayerViewModel}'s; tests drive it directly. Single-threaded: use it from the
 * thread that drives it. Its parts: the {@link PlayedGraph}, where runs begin ({@link RunStart}),
 * the {@link RunStepper} with its breakpoints, the {@link RunMoments} recorded and the listeners
 * ({@link SessionEvents}).
 */
public final class PlayerSession {

    private static final int FRAME_HISTORY = 240;

    private final PlayedGraph played;
    private final FrameClock clock;
    private final RunMoments moments;
    private final RunInputs inputs = new RunInputs();
    private final RunStart beginning = new RunStart();
    private final SessionEvents events = new SessionEvents();
    private final TransitionSpotter spotter;
    private final RunStepper stepper;
    private final CommitDebugger debugger;
    private final AssetCache cache;
    private final AudioOut audio;
    /** The variables and guard outcomes of the live run, for the VARIABLES panel. */
    private final ConditionsWatch conditions = new ConditionsWatch();

    private GraphRun run;
    private int runs;

    /**
     * A session of {@code graph}, started (the initial state is pushed and committed as tick 0).
     *
     * @throws IllegalArgumentException listing the problems when the graph cannot run
     */
    public PlayerSession(Graph graph, BehaviorRegistry behaviors, int historyTicks) {
        this(graph, behaviors, historyTicks, AssetLoader.REFERENCES_ONLY, AudioOut.SILENT);
    }

    /**
     * A session whose runs load their states' assets with {@code loader} into one shared cache and
     * play sound through {@code audio}.
     *
     * @throws IllegalArgumentException listing the problems when the graph cannot run
     */
    public PlayerSession(
            Graph graph, BehaviorRegistry behaviors, int historyTicks, AssetLoader loader, AudioOut audio) {
        this.cache = new AssetCache(loader);
        this.audio = audio;
        this.played = new PlayedGraph(graph, behaviors);
        this.clock = new FrameClock(
                ClockSettings.forTickRate((int) Math.round(graph.tickRate())).withFrameHistory(FRAME_HISTORY),
                System::nanoTime);
        this.moments = new RunMoments(historyTicks);
        this.spotter = new TransitionSpotter(graph, events::transitionFired);
        this.stepper = new RunStepper(inputs, spotter, cache, events, moments, clock, this::record);
        this.debugger = stepper.debugger();
        startRun();
    }

    /** Adds a listener told of head changes, fired transitions, errors and the end of runs. */
    public void addListener(PlayerListener listener) {
        events.add(listener);
    }

    /** Removes a listener added with {@link #addListener}. */
    public void removeListener(PlayerListener listener) {
        events.remove(listener);
    }

    // ---- driving --------------------------------------------------------------------------

    /** Counts one rendered frame of {@code frameNanos} and runs the ticks it is due; returns how many. */
    public int frame(long frameNanos) {
        return clock.advance(frameNanos, this::tick);
    }

    /**
     * Runs one whole tick now (finishing a commit that was being stepped), unless the run ended or a
     * breakpoint stops it: before a commit step that enters or exits a watched state (the commit
     * is then left half done, as F7 leaves it, and the run paused; the next tick takes that step),
     * or at its end after an error, a divergence or a discard.
     */
    public void tick() {
        stepper.tick(run);
    }

    /**
     * Plays {@code loaded} (a headless script, docs/cli.md) in a new run: each event is delivered in
     * the input phase of its tick, as {@code stagestack trace --script} delivers it, so the run's
     * trace is the headless one. Keys, clicks and signals given meanwhile are added to it.
     */
    public void loadScript(Script loaded) {
        loadScript(loaded, null);
    }

    /**
     * Plays {@code loaded} as {@link #loadScript(Script)} does, in a new run that starts from {@code start}
     * (restored at tick 0 with paired callbacks, docs/semantics.md §20.1) rather than from the initial state
     * when it is not null, as {@code stagestack trace --start} runs it. {@link #restart()} starts from the
     * initial state again.
     */
    public void loadScript(Script loaded, StartStack start) {
        close();
        beginning.at(start);
        startRun();
        inputs.load(loaded);
    }

    /** Runs ticks up to and including the one that delivers the script's next event, and pauses; false when none is left. */
    public boolean runToNextScriptEvent() {
        return stepper.runToNextScriptEvent(run);
    }

    /** Where the loaded script stands: {@code 3 of 12 events delivered; next: 240 key ESCAPE}; empty without one. */
    public Optional<String> scriptProgress() {
        return inputs.scriptProgress();
    }

    /** The breakpoints of this session (all runs). */
    public Breakpoints breakpoints() {
        return debugger.breakpoints();
    }

    /** What the last breakpoint hit said ({@code before entering boss-dialog#5}), until the run goes on. */
    public Optional<String> lastBreak() {
        return debugger.lastBreak();
    }

    /**
     * Takes one step of the next tick's commit — one retreat, advance or restart — and pauses,
     * so the chain can be read between steps. {@link CommitStep#NONE} when there is nothing to commit.
     */
    public CommitStep stepCommit() {
        return stepper.stepCommit(run);
    }

    /**
     * The commit being stepped, one snapshot per moment: before its first step, then after each
     * step taken so far; empty when no commit is being stepped. A teacher steps back through these
     * (a retreat, an advance) and forward again; the next tick clears them.
     */
    public List<TickSnapshot> commitSteps() {
        return debugger.commitSteps();
    }

    /**
     * The tick whose input phase takes the events queued now: the one after the latest tick, or,
     * while a commit is being stepped (F7, a breakpoint), the tick that commit starts.
     */
    public long nextTick() {
        return run.nextTick();
    }

    /** The input events queued for the next tick's input phase, as a script writes them ({@code key ESCAPE}). */
    public List<String> queued() {
        return inputs.queued();
    }

    /** Queues a key (a JavaFX {@code KeyCode} name) for the next tick's input phase. */
    public void key(String keyName) {
        inputs.queue(InputEvent.key(keyName));
    }

    /** Queues a key going down and staying held (fires like {@link #key}); behaviours see it held. */
    public void hold(String keyName) {
        inputs.queue(InputEvent.hold(keyName));
    }

    /** Queues a held key going up; it fires nothing. */
    public void release(String keyName) {
        inputs.queue(InputEvent.release(keyName));
    }

    /** The game's own loading as its code reports it ({@code Context.loading()}), for the overlay. */
    public LoadingProgress.Snapshot gameLoading() {
        return run.stack().loading().snapshot();
    }

    /** Queues a button press for the next tick; the button must be one of head's. */
    public void button(String label) {
        inputs.queue(InputEvent.button(label));
    }

    /** Raises the signal {@code name} for the run's next tick, as a signal chip does. */
    public void signal(String name) {
        inputs.queue(InputEvent.signal(name));
    }

    /** Pauses the clock; ticks then run only by stepping. */
    public void pause() {
        clock.pause();
    }

    /** Resumes the clock after a pause. */
    public void resume() {
        stepper.resume();
    }

    /** Whether the clock is paused. */
    public boolean paused() {
        return clock.isPaused();
    }

    /** Pauses and queues exactly one tick for the next frame. */
    public void stepTick() {
        clock.step();
    }

    /** @param perMille 1000 for 1×, from 100 (0.1×) to 4000 (4×) */
    public void setSpeed(int perMille) {
        clock.setSpeed(perMille);
    }

    /** The clock's speed in thousandths of normal (1000 is 1×). */
    public int speed() {
        return clock.speed();
    }

    /**
     * Takes {@code next}, a new version of the graph, into the running game at the next tick, keeping its
     * stack (docs/semantics.md §19); the log says what changed ({@code # 12 reload: ...}) and the breakpoints
     * of renamed states follow them. A later {@link #restart()} runs {@code next}.
     *
     * @param next    the new version of the graph
     * @param renames the states renamed since the graph played (or reloaded) last, {@code old id -> new id}
     * @return why it is refused ({@code states[1].id: ...}), nothing changed then; empty when it is taken
     */
    public List<String> reload(Graph next, java.util.Map<String, String> renames) {
        List<String> refused = ended()
                ? List.of("the run is over: restart it to play the new graph")
                : played.offer(run, next, renames);
        if (refused.isEmpty()) {
            debugger.breakpoints().followRenames(renames);
        }
        return refused;
    }

    /**
     * Says in the log that a new version of the graph could not be taken, and why ({@code # 12 reload refused:
     * ...}), for a host that could not even read it (a file saved half-way); nothing changes.
     */
    public void reloadRefused(List<String> reasons) {
        if (!ended()) {
            run.stack().reloadRefused(reasons);
        }
    }

    /** Ends the current run with its teardown (docs/semantics.md §7) and starts a new one from tick 0. */
    public void restart() {
        close();
        beginning.atInitialState();
        startRun();
    }

    /**
     * Ends the run with its teardown (docs/semantics.md §7), e.g. when the window closes. A tick whose
     * commit is being stepped (F7, a breakpoint) is run to its end first, so the run's trace stays one
     * that {@link #script()} replays headless. Idempotent.
     */
    public void close() {
        stepper.close(run);
    }

    /**
     * Ends the run with its teardown (docs/semantics.md §7) and continues from {@code save} in a new run,
     * as a relaunched game's Continue does (docs/semantics.md §20); {@link #restart()} starts from the
     * initial state again.
     *
     * @throws dev.stagestack.model.SaveProblemsException when the save does not fit the graph: the new run
     *         then starts from the initial state
     */
    public void continueFrom(SaveGame save) {
        close();
        beginning.continuing(save);
        startRun();
    }

    /** A save of the live run between ticks, as {@link GraphRun#snapshot()} gives it. */
    public SaveGame snapshot() {
        return run.snapshot();
    }

    /** The live run's stack: its head, its chain and its variables ({@code stack().variables()}). */
    public StateStack stack() {
        return run.stack();
    }

    /** Where the runs' sound goes. */
    public AudioOut audio() {
        return audio;
    }

    // ---- reading --------------------------------------------------------------------------

    /** The graph being played. */
    public Graph graph() {
        return played.graph();
    }

    /** The live run's variables and the last guard outcomes, for the VARIABLES panel (docs/semantics.md §21). */
    public ConditionsWatch conditions() {
        return conditions;
    }

    /** The graph's states, indexed for naming and colouring. */
    public StateIndex states() {
        return played.states();
    }

    /** The snapshot of the latest tick (or commit step). */
    public TickSnapshot live() {
        return moments.live();
    }

    /** The snapshots of the latest ticks, for time travel. */
    public SnapshotRing history() {
        return moments.history();
    }

    /** The run's log: trace lines and explanations. */
    public TraceLog log() {
        return moments.log();
    }

    /** The latest error of this run, if any. */
    public Optional<LogLine> lastError() {
        return Optional.ofNullable(events.lastError());
    }

    /** The assets the runs of this session share, with their reference counts. */
    public AssetCache assets() {
        return cache;
    }

    /**
     * The assets the next commit would load that are not held yet: those of the staging entries
     * that are not in the head chain. Pushes made by callbacks during that commit are not known
     * yet; their assets load when they are loaded.
     */
    public AssetsToLoad assetsToLoad() {
        return !played.declaresAssets() || ended() ? AssetsToLoad.NOTHING : AssetsToLoad.ofStaging(run, cache);
    }

    /**
     * Assets loaded ahead arrived: the wall-clock time the load took is not game time, so the frame
     * clock starts afresh from the next frame ({@link FrameClock#reset()}).
     */
    public void assetsLoaded() {
        clock.reset();
    }

    /** The latest frame times, for the overlay's plot. */
    public FrameTimes frameTimes() {
        return clock.frameTimes();
    }

    /** Whether the run has ended (quit, empty stack or closed); {@link #restart()} starts another. */
    public boolean ended() {
        return run.finished();
    }

    /** How many runs this session has started; a host rebuilds its screen when it changes. */
    public int runNumber() {
        return runs;
    }

    /** What the screen draws this frame, bottom to top (docs/semantics.md §6). */
    public List<ScreenEntry> screen() {
        return moments.screen(run.stack());
    }

    /**
     * Runs the draw walk of the behaviour-backed states onto {@code router}, which is told the
     * entry drawing through {@link ChainRecorder#drawing()} before each of its calls.
     */
    public void draw(Surface router) {
        if (!ended()) {
            moments.draw(run.stack(), router);
        }
    }

    /**
     * The transition effect the screen shows now (docs/semantics.md §22), or empty: none plays, or the
     * run has ended.
     */
    public Optional<EffectRun> effect() {
        return ended() ? Optional.empty() : Optional.ofNullable(run.stack().effect());
    }

    /** How far {@code effect} is on the frame drawn now, 0 to 1: its ticks run and the part of the next one. */
    public double effectProgress(EffectRun effect) {
        return effect.progress(run.stack().tick(), clock.interpolation());
    }

    /** The serial of the entry whose {@code draw} runs now, or 0 outside the draw walk. */
    public int drawingSerial() {
        return moments.drawingSerial();
    }

    /**
     * This run's input events as a headless script (docs/cli.md, {@code trace --script}): one line
     * per key, held key, release, button and signal, at the tick whose input phase took it, after a
     * header saying how to replay it. Replayed with {@code --ticks} as the header says, it gives this
     * run's trace, byte for byte, once the run is closed; the trace exported now is where that replay
     * starts. The header counts the ticks that have begun: paused inside a commit (F7, a breakpoint
     * after a step), that commit's tick too.
     */
    public List<String> script() {
        List<String> lines = beginning.scriptHeader(
                played.graph().name(), runs, ticksBegun(), inputs.delivered().size());
        lines.addAll(inputs.delivered());
        return lines;
    }

    /** The stack this run started from ({@code trace --start}), if it did not start at the initial state. */
    public java.util.Optional<StartStack> startStack() {
        return beginning.stack();
    }

    /** The ticks this run has begun: those that ran, and the one whose commit is being stepped. */
    public long ticksBegun() {
        return stepper.ticksBegun(run);
    }

    private void startRun() {
        runs++;
        inputs.clear();
        debugger.newRun();
        moments.newRun();
        events.newRun();
        run = played.newRun(cache, audio);
        moments.listenTo(run);
        run.addListener(spotter);
        conditions.watch(run, played.usesConditions());
        RuntimeException refused = beginning.begin(run, played.graph());
        record(0);
        events.started();
        if (refused != null) {
            throw refused;
        }
    }

    private TickSnapshot record(long tick) {
        if (played.follow(run)) {
            spotter.useGraph(played.graph());
        }
        return moments.record(run.stack(), tick, events);
    }
}
