package dev.stagestack.player.fx.model;

import dev.stagestack.model.Graph;
import dev.stagestack.model.SaveGame;
import dev.stagestack.runtime.CommitStep;
import dev.stagestack.runtime.EffectRun;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.EntryResources;
import dev.stagestack.runtime.LoadingProgress;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.Surface;
import dev.stagestack.runtime.assets.AssetCache;
import dev.stagestack.runtime.assets.AssetKey;
import dev.stagestack.runtime.assets.AssetLoader;
import dev.stagestack.runtime.assets.AudioOut;
import dev.stagestack.runtime.assets.RunAssets;
import dev.stagestack.runtime.clock.ClockSettings;
import dev.stagestack.runtime.clock.FrameClock;
import dev.stagestack.runtime.clock.FrameTimes;
import dev.stagestack.runtime.debug.Breakpoints;
import dev.stagestack.runtime.debug.ChainRecorder;
import dev.stagestack.runtime.debug.CommitDebugger;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.debug.LogKind;
import dev.stagestack.runtime.debug.LogLine;
import dev.stagestack.runtime.debug.TickSnapshot;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.graph.ScriptTokens;
import dev.stagestack.runtime.trace.ExplainWriter;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.runtime.trace.StartStack;
import dev.stagestack.runtime.trace.TraceWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The player's run, without a toolkit: one live run of a graph driven by a {@link FrameClock},
 * its input queue, the time-travel record, the commit debugger and the trace. The host calls
 * {@link #frame(long)} once per pulse; what the view shows of it — and which recorded moment —
 * is the {@link PlayerViewModel}'s; tests drive it directly. Single-threaded: use it from the
 * thread that drives it.
 */
public final class PlayerSession {

    private static final int FRAME_HISTORY = 240;

    /** The graph being played; a reload (docs/semantics.md §19) swaps these three once the run has taken it. */
    private Graph graph;

    private CompiledGraph compiled;
    private StateIndex states;
    private final BehaviorRegistry behaviors;
    private final FrameClock clock;
    private final SnapshotRing history;
    private final ChainRecorder recorder = new ChainRecorder();
    private final RunInputs inputs = new RunInputs();
    private final CommitDebugger debugger = new CommitDebugger(new CommitDebugger.Session() {
        @Override
        public TickSnapshot record(long tick) {
            return PlayerSession.this.record(tick);
        }

        @Override
        public void pause() {
            clock.pause();
        }
    });
    private final List<PlayerListener> listeners = new CopyOnWriteArrayList<>();
    private final TransitionSpotter spotter;
    private final AssetCache cache;
    private final AudioOut audio;
    private boolean declaresAssets;
    private TraceLog log = new TraceLog();
    private GraphRun run;
    /** The variables and guard outcomes of the live run, for the VARIABLES panel. */
    private final ConditionsWatch conditions = new ConditionsWatch();

    private TickSnapshot live;
    private LogLine lastError;
    private int runs;
    /** The stack the current run started from, or null for the initial state. */
    private StartStack startFrom;
    /** The save the next run continues from ({@link #continueFrom}), or null. */
    private SaveGame continueSave;

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
        this.declaresAssets =
                graph.states().stream().anyMatch(st -> !st.assets().isEmpty());
        this.behaviors = behaviors;
        this.compiled = CompiledGraph.compile(graph, behaviors).orElseThrow();
        this.graph = graph;
        this.states = StateIndex.of(graph);
        this.clock = new FrameClock(
                ClockSettings.forTickRate((int) Math.round(graph.tickRate())).withFrameHistory(FRAME_HISTORY),
                System::nanoTime);
        this.history = new SnapshotRing(historyTicks);
        this.spotter = new TransitionSpotter(
                graph, f -> listeners.forEach(l -> l.transitionFired(f.transition(), f.entry(), f.tick())));
        startRun();
    }

    /** Adds a listener told of head changes, fired transitions, errors and the end of runs. */
    public void addListener(PlayerListener listener) {
        listeners.add(listener);
    }

    /** Removes a listener added with {@link #addListener}. */
    public void removeListener(PlayerListener listener) {
        listeners.remove(listener);
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
        if (ended() || debugger.stoppedBeforeTick(run, live)) {
            return;
        }
        runTick();
    }

    /** Runs the next tick, or the rest of the one whose commit is being stepped, whatever breakpoints say. */
    private void runTick() {
        LogLine errorBefore = lastError;
        long inputTick = run.nextTick();
        List<InputEvent> events = inputs.takeFor(inputTick);
        spotter.delivering(events);
        events.forEach(run::offer);
        boolean goesOn = run.tick();
        if (!goesOn) {
            run.finish();
        }
        cache.dropUnreferenced();
        record(goesOn ? run.nextTick() - 1 : run.nextTick());
        if (goesOn) {
            debugger.afterTick(live, lastError != errorBefore);
        }
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
        startFrom = start;
        startRun();
        inputs.load(loaded);
    }

    /** Runs ticks up to and including the one that delivers the script's next event, and pauses; false when none is left. */
    public boolean runToNextScriptEvent() {
        clock.pause();
        if (!inputs.scriptLeft() || ended()) {
            return false;
        }
        int target = inputs.scriptDelivered();
        while (inputs.scriptDelivered() <= target && !ended()) {
            tick();
        }
        return true;
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
        clock.pause();
        return ended() ? CommitStep.NONE : debugger.stepCommit(run, live);
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
        debugger.resumed();
        clock.resume();
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
                : run.reload(next, behaviors, renames);
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
        startFrom = null;
        startRun();
    }

    /**
     * Ends the run with its teardown (docs/semantics.md §7), e.g. when the window closes. A tick whose
     * commit is being stepped (F7, a breakpoint) is run to its end first, so the run's trace stays one
     * that {@link #script()} replays headless. Idempotent.
     */
    public void close() {
        if (!run.finished() && debugger.commitBegun()) {
            runTick();
        }
        if (!run.finished()) {
            run.finish();
            record(run.nextTick());
        }
        cache.dropUnreferenced();
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
        startFrom = null;
        continueSave = java.util.Objects.requireNonNull(save, "save");
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
        return graph;
    }

    /** The live run's variables and the last guard outcomes, for the VARIABLES panel (docs/semantics.md §21). */
    public ConditionsWatch conditions() {
        return conditions;
    }

    /** The graph's states, indexed for naming and colouring. */
    public StateIndex states() {
        return states;
    }

    /** The snapshot of the latest tick (or commit step). */
    public TickSnapshot live() {
        return live;
    }

    /** The snapshots of the latest ticks, for time travel. */
    public SnapshotRing history() {
        return history;
    }

    /** The run's log: trace lines and explanations. */
    public TraceLog log() {
        return log;
    }

    /** The latest error of this run, if any. */
    public Optional<LogLine> lastError() {
        return Optional.ofNullable(lastError);
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
        if (!declaresAssets || ended()) {
            return AssetsToLoad.NOTHING;
        }
        List<String> states = new ArrayList<>();
        List<AssetKey> keys = new ArrayList<>();
        for (Entry e = run.stack().staging(); e != null && !e.inHead(); e = e.parent()) {
            states.add(0, e.stateId());
            keys.addAll(0, run.assets().table(e.type().index()).all());
        }
        return new AssetsToLoad(states, cache.notHeld(keys));
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
        StateStack stack = run.stack();
        int depth = stack.headDepth();
        List<ScreenEntry> out = new ArrayList<>(depth);
        for (int level = 0; level < depth; level++) {
            Entry e = stack.headAt(level);
            boolean isHead = level == depth - 1;
            if (isHead || e.type().covered().drawnWhenCovered()) {
                out.add(new ScreenEntry(
                        live.head().bottomUp().get(level), isHead, e.activeTicks(), recorder.updates(e.serial())));
            }
        }
        return out;
    }

    /**
     * Runs the draw walk of the behaviour-backed states onto {@code router}, which is told the
     * entry drawing through {@link ChainRecorder#drawing()} before each of its calls.
     */
    public void draw(Surface router) {
        if (!ended()) {
            run.stack().draw(router);
            recorder.drawDone();
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
        Entry e = recorder.drawing();
        return e == null ? 0 : e.serial();
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
        long ticks = ticksBegun();
        List<String> lines = new ArrayList<>();
        lines.add(ScriptTokens.comment("Stagestack player session of \"" + graph.name() + "\", run " + runs + ", "
                + ticks + " ticks, " + inputs.delivered().size() + " input events."));
        String from = startFrom == null ? "" : "--start \"" + startFrom.text() + "\" ";
        lines.add(
                ScriptTokens.comment("Replay: stagestack trace GRAPH " + from + "--script THIS-FILE --ticks " + ticks));
        lines.addAll(inputs.delivered());
        return lines;
    }

    /** The stack this run started from ({@code trace --start}), if it did not start at the initial state. */
    public java.util.Optional<StartStack> startStack() {
        return java.util.Optional.ofNullable(startFrom);
    }

    /** The ticks this run has begun: those that ran, and the one whose commit is being stepped. */
    public long ticksBegun() {
        return run.nextTick() + (!ended() && debugger.commitBegun() ? 1 : 0);
    }

    private void startRun() {
        runs++;
        inputs.clear();
        debugger.newRun();
        log = new TraceLog();
        recorder.reset();
        history.clear();
        lastError = null;
        run = new GraphRun(
                compiled,
                StackOptions.DEFAULT_MAX_DEPTH,
                StackOptions.DEFAULT_MAX_STEPS,
                EntryResources.Factory.NONE,
                new RunAssets(graph, cache, audio));
        run.addListener(new ExplainWriter(log));
        run.addListener(new TraceWriter(log, false));
        run.addListener(recorder);
        run.addListener(spotter);
        conditions.newRun(run.stack(), compiled.usesConditions());
        if (compiled.usesConditions()) {
            run.addListener(conditions);
        }
        SaveGame save = continueSave;
        continueSave = null;
        RuntimeException refused = null;
        if (save != null) {
            refused = restoreOrStart(save);
        } else if (startFrom == null) {
            run.start();
        } else {
            run.restore(startFrom.save(graph));
        }
        record(0);
        listeners.forEach(PlayerListener::started);
        if (refused != null) {
            throw refused;
        }
    }

    /** Restores {@code save}, or starts afresh when it is refused (the run is then unchanged); what refused it. */
    private RuntimeException restoreOrStart(SaveGame save) {
        try {
            run.restore(save);
            return null;
        } catch (IllegalArgumentException refused) {
            run.start();
            return refused;
        }
    }

    private TickSnapshot record(long tick) {
        if (run.graph() != compiled) {
            adoptReloadedGraph(run.graph());
        }
        EntryRef before = live == null ? null : live.head().top().orElse(null);
        List<LogLine> lines = log.takePending();
        live = recorder.snapshot(run.stack(), tick, lines);
        history.record(live);
        EntryRef after = live.head().top().orElse(null);
        if (!java.util.Objects.equals(before, after)) {
            listeners.forEach(l -> l.headChanged(after, tick));
        }
        notifyLines(lines, tick);
        return live;
    }

    /** The run took a reload: the session plays its graph from now on, restarts included. */
    private void adoptReloadedGraph(CompiledGraph reloaded) {
        compiled = reloaded;
        graph = reloaded.source();
        states = StateIndex.of(graph);
        declaresAssets = graph.states().stream().anyMatch(st -> !st.assets().isEmpty());
        spotter.useGraph(graph);
    }

    private void notifyLines(List<LogLine> lines, long tick) {
        for (LogLine line : lines) {
            if (line.kind() == LogKind.ERROR) {
                lastError = line;
                listeners.forEach(l -> l.error(line));
            } else if (line.kind() == LogKind.END) {
                listeners.forEach(l -> l.ended(tick));
            }
        }
    }
}
