package dev.stagestack.runtime;

import dev.stagestack.model.Effect;
import dev.stagestack.model.SaveGame;
import dev.stagestack.model.guard.Expr;
import dev.stagestack.model.json.SaveRead;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The game-state stack of docs/semantics.md §1–§8: a committed chain ({@link #head()}) and a requested
 * chain ({@link #staging()}), reconciled by {@link #commit()} at the start of every tick.
 *
 * <p>Requests ({@link Requests}) edit staging only. {@link #commit()} moves head towards staging
 * one {@link #commitStep()} at a time, calling the lifecycle callbacks; {@link #step()} runs the
 * per-tick walk and {@link #draw(Surface)} the per-frame one. Entries are pooled: once warm, a
 * tick or a push/pop/commit cycle allocates nothing while no listener is attached.
 *
 * <p>Driven by one thread (docs/library.md, "Threads"): every call that changes the stack — requests,
 * commits, walks, {@link #setTick}, {@link #because}, the held keys, listeners and entry assets — made from
 * another thread throws {@link IllegalStateException} before it changes anything. {@code commit},
 * {@code commitStep}, {@code step}, {@code draw} and {@link #finish()} must not be called from inside a
 * callback (they throw {@link IllegalStateException}).
 */
public final class StateStack implements Requests {

    /** The states, checked once and shared by the stacks {@link #withSameStates} makes; a reload swaps them. */
    private StackStates states;

    private final StackOptions options;
    private final SignalSink signals;
    private final EntryPool pool;
    private final StackEvents events;
    private final Committer committer;
    private final EffectTracker effects;
    /** The one thread that drives this stack: the first to make a request or commit (see {@link #handOver}). */
    private final OwnerThread owner = new OwnerThread();

    private final HeldKeys keys = new HeldKeys(owner);
    private final LoadingProgress loading = new LoadingProgress();
    private EntryAssets entryAssets = EntryAssets.NONE;
    /** The requested chain, and the requests that edit it. */
    private final StagingChain staging;
    /** Swaps the states of the running stack (docs/semantics.md §19). */
    private final StackReload reloading;
    /** Saves the stack and restores saves into it (docs/semantics.md §20). */
    private final StackSaves saves;

    private boolean ended;
    private long tick;
    /** The run's graph variables, the visits counted and what guards read (docs/semantics.md §21). */
    private final StackVariables variables;

    /** A stack of {@code states} (state {@code i} must have index {@code i}) without signals or resources. */
    public StateStack(List<StateBinding> states, StackOptions options) {
        this(states, options, SignalSink.NONE, EntryResources.Factory.NONE);
    }

    /**
     * @param states    the states, state {@code i} with {@link StateType#index()} {@code i}, ids unique
     * @param options   depth and step limits, time base
     * @param signals   receives the signals behaviours raise
     * @param resources makes the resources of each pooled entry
     */
    public StateStack(
            List<StateBinding> states, StackOptions options, SignalSink signals, EntryResources.Factory resources) {
        this(new StackStates(states), options, signals, resources);
    }

    private StateStack(StackStates states, StackOptions options, SignalSink signals, EntryResources.Factory resources) {
        this.states = states;
        this.options = Objects.requireNonNull(options, "options");
        this.signals = Objects.requireNonNull(signals, "signals");
        this.pool = new EntryPool(this, resources);
        this.events = new StackEvents(this);
        this.effects = new EffectTracker(this, events);
        this.committer = new Committer(this, events, effects, states.count());
        this.staging = new StagingChain(this, pool, events, effects, committer);
        this.reloading = new StackReload(this, staging, committer, events, effects);
        this.saves = new StackSaves(this, staging, committer);
        this.variables = new StackVariables(this, events);
    }

    /**
     * A new, empty stack of the same states as this one, sharing its checked table of states: what
     * the constructor makes from the same list, without copying and checking the list again. Worth it
     * when many short runs of one large graph are made (exploring its configurations).
     *
     * @param options   depth and step limits, time base
     * @param signals   receives the signals behaviours raise
     * @param resources makes the resources of each pooled entry
     * @return a stack with nothing pushed, no listener, no entry assets and no owner thread yet
     */
    public StateStack withSameStates(StackOptions options, SignalSink signals, EntryResources.Factory resources) {
        return new StateStack(states, options, signals, resources);
    }

    // ---- reading -------------------------------------------------------------------------

    /** The committed top: what runs this tick; null when the committed stack is empty. */
    public Entry head() {
        return committer.head();
    }

    /** The requested top: what runs after the next commit; null when staging is empty. */
    public Entry staging() {
        return staging.top();
    }

    /** Number of entries in the head chain. */
    public int headDepth() {
        return committer.headDepth();
    }

    /** The entry of the head chain at {@code level}, 0 being the bottom. */
    public Entry headAt(int level) {
        return committer.headAt(level);
    }

    /** The images and sounds behaviours reach through {@link Context#sounds()} and {@link Context#image}. */
    public EntryAssets entryAssets() {
        return entryAssets;
    }

    /** Sets what {@link #entryAssets()} returns; call it before the first push, on the thread that drives the stack. */
    public void useEntryAssets(EntryAssets assets) {
        owner.check("useEntryAssets");
        this.entryAssets = Objects.requireNonNull(assets, "assets");
    }

    /** The keyboard state behaviours read through {@link Context#keys()}; the run's input phase changes it. */
    public HeldKeys keys() {
        return keys;
    }

    /**
     * The game's own loading progress, reported by behaviours or their loader threads
     * ({@link Context#loading()}) and shown by hosts; thread-safe.
     *
     * @return the one progress object of this stack
     */
    public LoadingProgress loading() {
        return loading;
    }

    /**
     * Tells listeners why the requests that follow are made ({@code cause}, e.g. {@code network:
     * lobby closed}), on behalf of {@code entry} or of the host (null); null as the cause ends it.
     * It changes nothing in the stack; see {@link StackListener#because}.
     */
    public void because(Entry entry, String cause) {
        owner.require("because");
        effects.because(cause);
        events.because(entry, cause);
    }

    /** Whether {@code quit} was requested: every later request is refused. */
    public boolean quitting() {
        return staging.quitting();
    }

    /** Whether head equals staging and no entry is flagged for restart: a commit would do nothing. */
    public boolean settled() {
        return committer.settled();
    }

    /** The depth and step limits and the tick length this stack runs with. */
    public StackOptions options() {
        return options;
    }

    /** The number of the tick being run, as set by {@link #setTick}. */
    public long tick() {
        return tick;
    }

    /** Sets the tick that follows events are numbered with; the caller advances it. */
    public void setTick(long newTick) {
        owner.require("setTick");
        tick = newTick;
        effects.tickBegins(newTick);
    }

    /**
     * The transition effect the screen shows now (docs/semantics.md §22), or null: started by a commit
     * that moved the stack after a request with an effect, until the tick after its last.
     */
    public EffectRun effect() {
        return effects.playing();
    }

    /** Game time: {@code tick * nanosPerTick}. */
    public long timeNanos() {
        return tick * options.nanosPerTick();
    }

    /**
     * The state with this id: the very instance the stack was built with, which its requests take.
     *
     * @throws IllegalArgumentException when no state has this id
     */
    public StateType type(String id) {
        return states.type(id);
    }

    /** The states, in index order. */
    public List<StateType> types() {
        return states.types();
    }

    /**
     * Adds a listener; it hears every edit, callback, error and commit from now on, in the order added.
     * Listeners are added and removed on the thread that drives the stack, or before any thread does.
     */
    public void addListener(StackListener listener) {
        owner.check("addListener");
        events.add(Objects.requireNonNull(listener, "listener"));
    }

    /** Removes a listener added with {@link #addListener}; nothing happens if it was not added. */
    public void removeListener(StackListener listener) {
        owner.check("removeListener");
        events.remove(listener);
    }

    /**
     * Whether {@code state} is one of this stack's states now: false for another instance, and for the states
     * a reload replaced (an entry of a deleted state keeps its old state until it leaves, docs/semantics.md §19).
     */
    public boolean hasState(StateType state) {
        return states.owns(Objects.requireNonNull(state, "state"));
    }

    /** The states now: what requests take and entries are bound to. */
    StackStates states() {
        return states;
    }

    /** A reload's new states, swapped in before the entries of deleted states are popped. */
    void useStates(StackStates next) {
        states = next;
    }

    /** The triggers of {@code state} when they do anything while covered, else null. */
    Behavior triggersWhenCovered(StateType state) {
        return states.triggersWhenCovered(state);
    }

    /** A new postbox for an entry's code, posting to this stack's signal sink. */
    Postbox newPostbox() {
        return new Postbox(signals);
    }

    void signal(String name) {
        owner.require("signal");
        signals.signal(Objects.requireNonNull(name, "name"));
    }

    // ---- variables and guards (docs/semantics.md §21) ---------------------------------------------

    /**
     * Gives the stack the graph variables of its run, each at its initial value, and starts counting
     * entries' {@code enter}s for {@code visits(S)}. Before the run starts.
     */
    public void useVariables(List<dev.stagestack.model.Variable> definitions) {
        variables.use(definitions);
    }

    /**
     * The variables of a reloaded graph (docs/semantics.md §19, §21): each keeps its value when its id and type
     * survive and the value is within the new bounds, else starts at its new initial value; visits go on.
     *
     * @return what changed, one phrase each, for the reload report ({@code variable lives reset to 3 (...)})
     */
    public List<String> reloadVariables(List<dev.stagestack.model.Variable> next) {
        return variables.reload(next);
    }

    /** The run's graph variables; none unless {@link #useVariables} gave some. */
    public Variables variables() {
        return variables.variables();
    }

    /** What a guard reads now: the variables and the staging chain (docs/semantics.md §21). */
    public StagingFacts facts() {
        return variables.facts();
    }

    /** How many times an entry of {@code stateId} has been entered since the run started; 0 while not counted. */
    public long visits(String stateId) {
        return variables.visits(stateId);
    }

    /** The count of {@code visits(S)}: an entry was entered. */
    void noteVisit(StateType type) {
        variables.noteVisit(type);
    }

    /** Tells listeners of a variable's change. */
    void variableSet(dev.stagestack.model.Variable variable, long value) {
        events.variableSet(variable, value);
    }

    /**
     * Tells listeners that a transition with a guard or {@code once} was tried on {@code entry}
     * ({@link StackListener#transitionChecked}); makes nothing while no one listens.
     */
    public void transitionChecked(
            Entry entry, String transitionId, String guard, Expr expr, TransitionCheck.Outcome outcome) {
        variables.transitionChecked(entry, transitionId, guard, expr, outcome);
    }
    // ---- requests (docs/semantics.md §2), made on the staging chain ----------------------------------

    @Override
    public void push(StateType state, Map<String, Object> data) {
        staging.push(state, data);
    }

    @Override
    public void pop(Object result) {
        staging.pop(result);
    }

    @Override
    public void replace(StateType state, Map<String, Object> data) {
        staging.replace(state, data);
    }

    @Override
    public void popTo(StateType state) {
        staging.popTo(state);
    }

    @Override
    public void push(StateType state, Map<String, Object> data, Effect effect) {
        staging.push(state, data, effect);
    }

    @Override
    public void pop(Object result, Effect effect) {
        staging.pop(result, effect);
    }

    @Override
    public void replace(StateType state, Map<String, Object> data, Effect effect) {
        staging.replace(state, data, effect);
    }

    @Override
    public void popTo(StateType state, Effect effect) {
        staging.popTo(state, effect);
    }

    @Override
    public void clear() {
        staging.clear();
    }

    @Override
    public void restart() {
        staging.restart();
    }

    @Override
    public void quit() {
        staging.quit();
    }

    /**
     * Lets another thread drive the stack from now on: the next thread that makes a request or commits
     * becomes its owner. For a host that moves its loop to another thread; call it from the owner.
     */
    public void handOver() {
        owner.handOver();
    }

    /**
     * Refuses a call from any thread but the one that drives this stack (making the caller its owner when
     * none does yet), for code that drives the stack through calls of its own, as {@code GraphRun} does:
     * called first, it refuses a wrong thread before that code has changed anything.
     *
     * @param call the call named in the refusal, e.g. {@code GraphRun.tick}
     * @throws IllegalStateException when another thread drives this stack
     */
    public void requireOwnerThread(String call) {
        owner.require(call);
    }

    /** Refuses a call from another thread than the one that drives this stack, if one does; binds nothing. */
    void checkOwnerThread(String call) {
        owner.check(call);
    }

    /** Drops an entry that was never committed: no callback of it ever runs. */
    void discard(Entry entry) {
        staging.discard(entry);
    }

    /** Returns an entry that left both chains to the pool. */
    void release(Entry entry) {
        staging.release(entry);
    }

    /** Staging = head, after a runaway commit dropped the uncommitted rest of the staging chain. */
    void resetStaging(Entry newStaging) {
        staging.resetTo(newStaging);
    }

    // ---- reload (docs/semantics.md §19) ------------------------------------------------------------

    /**
     * Swaps the stack's states for {@code next}, keeping its entries (docs/semantics.md §19): each entry
     * becomes an entry of its state's new version (by id, or by {@code renames}, {@code old id -> new id}),
     * keeping its serial, data, behaviour object, objects, postbox and restart flag; its new state's
     * policies and triggers apply from now on. The entries of deleted states, and every staging entry above
     * the lowest of them, are popped from staging, top down, so the next commit takes them off the stack
     * with their paired callbacks. Listeners hear {@link StackListener#reloaded} before those pops.
     * Call it between ticks, before the commit.
     *
     * @param next         the new states, state {@code i} with index {@code i}, ids unique
     * @param renames      the states renamed, {@code old id -> new id}; an old id missing from {@code next}
     *                     and not renamed counts as deleted
     * @param otherChanges what else changed, for the report ({@code transitions changed}); may be empty
     * @return what the reload changed, as listeners heard it
     * @throws IllegalArgumentException when {@code next} or {@code renames} is invalid (naming why)
     * @throws IllegalStateException    from inside a callback, or when the run has ended or is quitting
     */
    public ReloadReport reload(List<StateBinding> next, Map<String, String> renames, List<String> otherChanges) {
        return reload(next, StateRenames.of(renames), otherChanges);
    }

    /**
     * {@link #reload(List, Map, List)} with the renames checked and composed already ({@link StateRenames#then}).
     *
     * @param next         the new states, state {@code i} with index {@code i}, ids unique
     * @param renames      which new state each old state becomes
     * @param otherChanges what else changed, for the report; may be empty
     * @return what the reload changed, as listeners heard it
     */
    public ReloadReport reload(List<StateBinding> next, StateRenames renames, List<String> otherChanges) {
        return reloading.reload(next, renames, otherChanges);
    }

    /**
     * Tells listeners that a reload was refused and nothing changed ({@link StackListener#reloadRefused}),
     * for hosts that check a new graph before reloading.
     */
    public void reloadRefused(List<String> reasons) {
        reloading.reloadRefused(reasons);
    }

    // ---- commit, walks and end (docs/semantics.md §3, §4.2, §6, §7) --------------------------------

    /** Takes one commit step (one retreat, advance or restart); {@link CommitStep#NONE} when settled. */
    public CommitStep commitStep() {
        owner.require("commitStep");
        return committer.stepOnce();
    }

    /**
     * Commits until settled or until the step limit: a runaway commit reports error {@code runaway},
     * drops the uncommitted part of staging and clears restart flags.
     *
     * @return false when the commit was runaway
     */
    public boolean commit() {
        owner.require("commit");
        return committer.commitAll();
    }

    /** The per-tick walk: {@code inactive} for every entry below head, bottom up, then {@code active(head)}. */
    public void step() {
        owner.require("step");
        committer.walkActive();
    }

    /** The per-frame walk: {@code draw} bottom to top, skipping covered entries whose state hides. */
    public void draw(Surface surface) {
        owner.require("draw");
        Objects.requireNonNull(surface, "surface");
        committer.walkDraw(surface);
    }

    /**
     * Ends the run (docs/semantics.md §7): requests {@code quit} unless quitting, commits, reports the end.
     * Calling it again after the run ended does nothing: the end is reported once.
     */
    public void finish() {
        owner.require("finish");
        committer.requireIdle();
        if (ended) {
            return;
        }
        if (!staging.quitting()) {
            quit();
        }
        commit();
        effects.cancel();
        ended = true;
        events.ended();
    }

    /** Whether {@link #finish()} has ended the run. */
    public boolean ended() {
        return ended;
    }

    // ---- save games (docs/semantics.md §20) -------------------------------------------------------

    /**
     * Saves the stack as the next commit makes it (staging), bottom first: each entry's state, serial and
     * push data and, for an entry that has been entered, what its behaviour saves ({@link Saves}, its
     * store's {@link SavedObject}s included). Changes nothing; between ticks, on the thread that drives the
     * stack.
     *
     * @return the save, with this stack's {@link #tick()} and no graph name
     * @throws IllegalStateException when the stack is empty or quitting (nothing to save), from inside a
     *                               callback, or when a behaviour's {@code save} throws (naming its entry)
     * @throws IllegalArgumentException when a behaviour saves a value that is not JSON-like
     */
    public SaveGame snapshot() {
        return saves.snapshot();
    }

    /**
     * Rebuilds a saved stack in this stack, which has not run yet, in place of its first push: sets the
     * tick to the save's, pushes every saved entry with its serial and data, then commits them bottom up —
     * {@code load}, {@code init}, {@code restore}, {@code enter}, and {@code pause} below each next one —
     * with every request refused (error {@code restoring}). See docs/semantics.md §20.
     *
     * @param save what {@link #snapshot()} gave
     * @throws dev.stagestack.model.SaveProblemsException when the save does not fit this stack (a state it
     *         does not have, with the closest id; deeper than its depth limit); nothing changed
     * @throws IllegalStateException when the stack has run already, or from inside a callback
     */
    public void restore(SaveGame save) {
        restore(SaveRead.of(save), null);
    }

    /**
     * {@link #restore(SaveGame)} for a save file as read ({@code SaveCodec.read}): its problems, and those of
     * a save that does not fit, are placed in the file ({@code save.json:9:16: stack[1].state: unknown
     * state "levle" (did you mean "level"?)}).
     *
     * @param read          the save file as read
     * @param expectedGraph the graph name the save must carry when it carries one, or null to take any
     * @throws dev.stagestack.model.SaveProblemsException when the file has errors or the save does not fit;
     *         nothing changed
     * @throws IllegalStateException when the stack has run already, or from inside a callback
     */
    public void restore(SaveRead read, String expectedGraph) {
        saves.restore(read, expectedGraph);
    }

    /** Whether a save is being restored: requests are refused and variables do not change (§20, §21). */
    boolean restoring() {
        return saves.restoring();
    }
}
