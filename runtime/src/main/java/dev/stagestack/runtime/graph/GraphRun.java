package dev.stagestack.runtime.graph;

import dev.stagestack.model.Graph;
import dev.stagestack.model.SaveGame;
import dev.stagestack.model.json.SaveRead;
import dev.stagestack.runtime.CommitStep;
import dev.stagestack.runtime.EntryResources;
import dev.stagestack.runtime.RequestRefusedException;
import dev.stagestack.runtime.StackError;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.assets.RunAssets;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One run of a compiled graph: owns the stack, queues input events, runs ticks
 * (commit, input, step and timers: docs/semantics.md §3–§4) and ends the run (§7).
 *
 * <p>Tick numbering: {@link #start()} pushes the initial state as tick 0; each {@link #tick()}
 * runs the next tick; {@link #finish()} is numbered one past the last tick that ran.
 * Events offered before a tick are delivered in its input phase, in arrival order;
 * signals raised by behaviours join the same queue (raised during a commit: the same tick;
 * during input or step: the next tick). Key events also change the held keys behaviours read
 * through {@link dev.stagestack.runtime.Context#keys()}, in the input phase, in arrival order.
 *
 * <p>Threads (docs/semantics.md §17): a run is driven by one thread (its stack's owner, {@link StateStack});
 * {@link #start()}, {@link #offer}, {@link #tick()}, {@link #finish()}, {@link #strict} and the stack's calls
 * from any other thread are refused before they change anything. Other threads — a loader, the network —
 * hand events over with {@link #post} or {@link #signal}, and behaviour code with its entry's
 * {@link dev.stagestack.runtime.Context#postbox() postbox}, which are thread-safe: what they hand over
 * joins the queue at the start of the next tick, after the events offered before it.
 */
public final class GraphRun {

    /** The graph being run; a reload swaps it at the start of a tick (docs/semantics.md §19). */
    private CompiledGraph graph;

    private final StateStack stack;
    private RunAssets assets;
    private final EntryResources.Factory resources;
    /** The events queued for the input phase and those other threads post. */
    private final RunInput input = new RunInput();
    /** The reloads queued and applied at the start of a tick (docs/semantics.md §19). */
    private final RunReload reloads = new RunReload(this);

    private long nextTick;
    private boolean started;
    private boolean over;
    private boolean finished;
    /** Started, not over, not finished: the one flag {@link #tick()} tests. */
    private boolean ticking;
    /** When and why the run ended, for the message of a call made after it; null while it has not. */
    private String ending;
    /** Strict mode: callback faults, and the refusals asked for, thrown at the end of each tick. */
    private final StrictMode strict;
    /** Whether the next tick has begun with a step of its commit ({@link #commitStep()}). */
    private boolean commitBegun;

    /** A run with the default depth and step limits. */
    public GraphRun(CompiledGraph graph) {
        this(graph, StackOptions.DEFAULT_MAX_DEPTH, StackOptions.DEFAULT_MAX_STEPS, EntryResources.Factory.NONE);
    }

    /**
     * @param graph     what to run; each entry of a state with a behaviour id gets a new behaviour from its provider
     * @param maxDepth  depth limit of the staging chain
     * @param maxSteps  commit step limit
     * @param resources makes the resources each entry owns
     */
    public GraphRun(CompiledGraph graph, int maxDepth, int maxSteps, EntryResources.Factory resources) {
        this(graph, maxDepth, maxSteps, resources, RunAssets.referencesOnly(graph.source()));
    }

    /**
     * @param graph     what to run; each entry of a state with a behaviour id gets a new behaviour from its provider
     * @param maxDepth  depth limit of the staging chain
     * @param maxSteps  commit step limit
     * @param resources makes the resources each entry owns
     * @param assets    the run's asset cache and audio; entries acquire their state's assets at load
     */
    public GraphRun(
            CompiledGraph graph, int maxDepth, int maxSteps, EntryResources.Factory resources, RunAssets assets) {
        this.graph = Objects.requireNonNull(graph, "graph");
        this.assets = Objects.requireNonNull(assets, "assets");
        this.resources = Objects.requireNonNull(resources, "resources");
        StackOptions options = new StackOptions(maxDepth, maxSteps, StackOptions.nanosPerTick(graph.tickRate()));
        this.stack = new StateStack(RunBindings.of(graph, assets), options, input.signalSink(), resources);
        this.strict = new StrictMode(stack);
        stack.useEntryAssets(assets);
        useVariables();
    }

    /** A new run of {@code earlier}'s graph, sharing its stack's table of states. */
    private GraphRun(GraphRun earlier) {
        this.graph = earlier.graph;
        this.assets = earlier.assets;
        this.resources = earlier.resources;
        this.stack = earlier.stack.withSameStates(earlier.stack.options(), input.signalSink(), resources);
        this.strict = new StrictMode(stack);
        stack.useEntryAssets(assets);
        useVariables();
    }

    /** A graph with variables, guards or once gives the run its variables, each at its initial value (§21). */
    private void useVariables() {
        if (graph.usesConditions()) {
            stack.useVariables(graph.source().variables());
        }
    }

    /**
     * A new run of the same graph, not started, with the same limits, entry resources and assets as
     * this one (not strict, no listener): what the constructor makes from the same arguments, without
     * building the table of states again. Worth it when many short runs of one large graph are made,
     * as exploring its configurations does; the assets' reference counts are shared, so use it for
     * runs that load nothing, or finish each run before the next starts.
     *
     * @return a fresh run, independent of this one but for the shared graph, table and assets
     */
    public GraphRun rerun() {
        return new GraphRun(this);
    }

    /** The stack this run drives. */
    public StateStack stack() {
        return stack;
    }

    /** The graph being run. */
    public CompiledGraph graph() {
        return graph;
    }

    /** The run's assets: the reference-counted cache its entries share, and where sound goes. */
    public RunAssets assets() {
        return assets;
    }

    /** A reload's graph and assets, swapped in before the stack's states. */
    void useGraph(CompiledGraph next, RunAssets nextAssets) {
        graph = next;
        assets = nextAssets;
    }

    /** Adds a listener to the run's stack (see {@link StateStack#addListener}). */
    public void addListener(StackListener listener) {
        stack.addListener(listener);
    }

    /**
     * Strict mode: a callback that throws — an {@link AssertionError} included — makes
     * {@link #tick()} or {@link #finish()} throw it once the tick is over (the run itself goes on
     * as in docs/semantics.md §8: the tick completes and every callback stays paired). Off by default.
     *
     * @param on whether to rethrow callback faults at the end of each tick
     * @return this run
     */
    public GraphRun strict(boolean on) {
        strict.set(on);
        return this;
    }

    /**
     * Strict mode (see {@link #strict}), failing also on these refused requests: a tick in which one is
     * refused — a {@code pop} on an empty stack for {@link StackError#POP_EMPTY} — throws a
     * {@link RequestRefusedException} saying when, what and why, once the tick is over.
     *
     * @param codes the refusals that fail, e.g. {@link StackError#POP_EMPTY}
     * @return this run
     */
    public GraphRun failOn(StackError... codes) {
        strict.failOn(codes);
        return this;
    }

    /** The number the next tick (or the final commit) will carry. */
    public long nextTick() {
        return nextTick;
    }

    /** Whether a commit ended the run (quitting or empty stack): only {@link #finish()} is left. */
    public boolean over() {
        return over;
    }

    /** Whether {@link #finish()} has run: the run wrote {@code end}. */
    public boolean finished() {
        return finished;
    }

    /** Whether {@link #start()} or a restore has started the run. */
    boolean started() {
        return started;
    }

    /** Started, not over, not finished: the run ticks and takes reloads. */
    boolean ticking() {
        return ticking;
    }

    /** Pushes the initial state, numbered tick 0. */
    public void start() {
        stack.requireOwnerThread("GraphRun.start");
        if (started) {
            throw new IllegalStateException("the run has already started");
        }
        started = true;
        ticking = true;
        stack.setTick(0);
        stack.because(null, "the run starts with the initial state");
        stack.push(graph.initial());
        stack.because(null, null);
    }

    /**
     * Saves the run between ticks (docs/semantics.md §20): its stack as the next commit makes it, with the
     * graph's name and the number of the next tick, which a restored run goes on with. See
     * {@link StateStack#snapshot()}.
     *
     * @return the save
     * @throws IllegalStateException when the run has not started or has ended (nothing to save), from
     *                               inside a callback, or when a behaviour's {@code save} throws
     */
    public SaveGame snapshot() {
        stack.requireOwnerThread("GraphRun.snapshot");
        if (!started) {
            throw new IllegalStateException("snapshot: the run has not started; there is nothing to save");
        }
        SaveGame saved = stack.snapshot();
        return new SaveGame(graph.source().name(), nextTick, saved.nextSerial(), saved.stack(), saved.variables());
    }

    /**
     * Starts the run from a save instead of its initial state (docs/semantics.md §20): the saved stack is
     * rebuilt bottom up, numbered with the save's tick, and the next {@link #tick()} runs that tick. See
     * {@link StateStack#restore(SaveGame)}.
     *
     * @param save what {@link #snapshot()} gave, in this process or another
     * @throws dev.stagestack.model.SaveProblemsException when the save is of another graph, names a state
     *         this graph does not have or is too deep; the run is unchanged and may still start
     * @throws IllegalStateException when the run has started already
     */
    public void restore(SaveGame save) {
        restore(SaveRead.of(save));
    }

    /**
     * {@link #restore(SaveGame)} from a save file as read ({@code SaveCodec.read(path)}), placing every
     * problem in the file: {@code save.json:9:16: stack[1].state: unknown state "levle" (did you mean
     * "level"?)}.
     *
     * @param read the save file as read
     * @throws dev.stagestack.model.SaveProblemsException when the file has errors or does not fit the graph;
     *         the run is unchanged and may still start
     * @throws IllegalStateException when the run has started already
     * @throws RuntimeException in strict mode, what a callback of the rebuild threw, once the run is restored
     */
    public void restore(SaveRead read) {
        stack.requireOwnerThread("GraphRun.restore");
        if (started) {
            throw new IllegalStateException(
                    "restore: the run has already started; restore a save into a new" + " run, in place of start()");
        }
        stack.restore(read, graph.source().name());
        started = true;
        ticking = true;
        nextTick = read.save().tick();
        strict.throwIfAny();
    }

    /**
     * Queues an event for the next input phase; from the thread that runs the ticks (any other is refused:
     * it uses {@link #post}).
     */
    public void offer(InputEvent event) {
        stack.requireOwnerThread("GraphRun.offer");
        input.offer(event);
    }

    /**
     * From any thread: queues an event for the input phase of the next tick that starts (docs/semantics.md
     * §17). Once the run has ended (a commit ended it, or {@link #finish()}), it is dropped.
     */
    public void post(InputEvent event) {
        input.post(event);
    }

    /** From any thread: raises a signal, delivered in the input phase of the next tick that starts (see {@link #post}). */
    public void signal(String name) {
        post(InputEvent.signal(name));
    }

    /**
     * Runs one tick: commit; if that ends the run, stop; else input, then the step walk with timers.
     *
     * @return whether the run goes on
     */
    public boolean tick() {
        stack.requireOwnerThread("GraphRun.tick");
        if (!ticking) {
            throw new IllegalStateException(
                    started
                            ? "the run is over: " + ending + "; it cannot tick any more"
                            : "the run has not started: call start() first");
        }
        if (!commitBegun) {
            beginTick();
        }
        commitBegun = false;
        nextTick++;
        stack.commit();
        if (stack.quitting() || stack.head() == null) {
            ending = (stack.quitting() ? "a quit was committed" : "its last entry was popped") + " at tick "
                    + stack.tick();
            over = true;
            ticking = false;
            input.close();
            strict.throwIfAny();
            return false;
        }
        input.deliver(stack, graph);
        stack.step();
        strict.throwIfAny();
        return true;
    }

    // ---- reload (docs/semantics.md §19) ------------------------------------------------------------

    /**
     * Compiles {@code next} and, when it has no error, queues it as {@link #reload(CompiledGraph, Map)} does.
     *
     * @param next     the new version of the running graph
     * @param registry where {@code next}'s behaviour ids are found
     * @param renames  the states renamed since the graph running now (or queued last), {@code old id -> new id}
     * @return why the reload is refused ({@code states[1].id: ...}, one reason each), empty when it is queued
     */
    public List<String> reload(Graph next, BehaviorRegistry registry, Map<String, String> renames) {
        return reloads.reload(next, registry, renames);
    }

    /**
     * Queues {@code next} to replace the running graph at the start of the next tick, before its commit,
     * keeping the live stack (docs/semantics.md §19): entries follow their state by id, or by {@code renames};
     * the entries of deleted states leave with paired callbacks in that tick's commit; the new policies and
     * transitions apply from that tick on. Listeners then hear {@link StackListener#reloaded}. A second reload
     * queued before that tick replaces the first, its renames made against the first's graph.
     *
     * <p>Refused, changing nothing, when the run has not started or is over, when {@code next} has another
     * tick rate, or when a rename names a state that does not exist; listeners hear
     * {@link StackListener#reloadRefused} at once.
     *
     * @param next    the new version of the running graph
     * @param renames the states renamed since the graph running now (or queued last), {@code old id -> new id}
     * @return why the reload is refused, one reason each; empty when it is queued
     */
    public List<String> reload(CompiledGraph next, Map<String, String> renames) {
        return reloads.reload(next, renames);
    }

    /** Whether a reload waits for the next tick. */
    public boolean reloadPending() {
        return reloads.pending();
    }

    /**
     * Takes one step of the next tick's commit (one retreat, advance or restart), as a debugger
     * stepping a commit does: the first step begins that tick as {@link #tick()} would (its number,
     * the events posted before it, a fresh tick for the held keys), and {@link #tick()} then takes the
     * rest of the commit, the input and the step walk. A commit taken whole or a step at a time calls
     * the same callbacks at the same tick. {@link CommitStep#NONE} when there is
     * nothing to commit.
     *
     * @throws IllegalStateException when the run has not started or is over
     */
    public CommitStep commitStep() {
        stack.requireOwnerThread("GraphRun.commitStep");
        if (!ticking) {
            throw new IllegalStateException(started ? "the run is over" : "the run has not started");
        }
        if (!commitBegun) {
            if (stack.settled() && !reloads.pending()) {
                return CommitStep.NONE; // nothing to commit: the tick has not begun
            }
            beginTick();
            commitBegun = true;
        }
        return stack.commitStep();
    }

    /** Whether a step of the next tick's commit has been taken ({@link #commitStep()}): that tick has begun. */
    public boolean commitBegun() {
        return commitBegun;
    }

    /** The start of a tick, before its commit: its number, the posted events, the held keys' new tick. */
    private void beginTick() {
        input.tickBegins();
        stack.setTick(nextTick);
        reloads.applyPending();
        stack.keys().newTick();
    }

    /**
     * Ends the run (docs/semantics.md §7): quit unless quitting, commit once more, write {@code end}.
     * Calling it again after that does nothing, as for {@link StateStack#finish()}.
     *
     * @throws IllegalStateException when the run has not started
     */
    public void finish() {
        stack.requireOwnerThread("GraphRun.finish");
        if (!started) {
            throw new IllegalStateException("the run has not started: call start() first");
        }
        if (finished) {
            return;
        }
        finished = true;
        if (ending == null) {
            ending = "finish() ended it at tick " + nextTick;
        }
        ticking = false;
        input.close();
        stack.setTick(nextTick);
        stack.finish();
        strict.throwIfAny();
    }
}
