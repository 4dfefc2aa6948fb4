package dev.stagestack.runtime;

import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Effect;
import dev.stagestack.model.guard.Expr;
import dev.stagestack.runtime.objects.ObjectStore;
import java.util.Map;
import java.util.Optional;

/**
 * What a behaviour callback sees of its entry and of the run, and how it makes requests.
 * Requests by state id resolve the id against the stack's states; an unknown id throws
 * {@link IllegalArgumentException} (reported as a {@code callback} error when thrown in a callback).
 * Each entry has one context for its whole life; it is reused with the pooled entry.
 *
 * <p>A context belongs to the thread that drives the stack: its requests, {@link #signal}, {@link #because},
 * {@link #objects()} and {@link #postbox()} from another thread are refused before they change anything
 * (docs/semantics.md §17). To reach the run from a thread of your own, hand that thread the
 * {@link #postbox()} (and {@link #loading()}, which is thread-safe), never the context.
 */
public final class Context implements Requests {

    private final StateStack stack;
    private final Entry entry;
    private final Sounds sounds;

    Context(StateStack stack, Entry entry) {
        this.stack = stack;
        this.entry = entry;
        this.sounds = name -> stack.entryAssets().playSound(entry, name);
    }

    /** The entry this context belongs to. */
    public Entry entry() {
        return entry;
    }

    /** The id of the entry's state, e.g. {@code level}. */
    public String stateId() {
        return entry.stateId();
    }

    /** The entry's serial: {@code 3} in {@code level#3}, unique in the run. */
    public int serial() {
        return entry.serial();
    }

    /** What this entry does while covered; {@code inactive} uses it to decide whether to update. */
    public CoveredPolicy covered() {
        return entry.type().covered();
    }

    /** The push data of this entry; empty when it had none. */
    public Map<String, Object> data() {
        return entry.data();
    }

    /** The result of the last pop that revealed this entry on staging, or null. */
    public Object lastPopResult() {
        return entry.lastPopResult();
    }

    /** Ticks this entry has been head since it was last entered, resumed or restarted. */
    public long activeTicks() {
        return entry.activeTicks();
    }

    /** The entry's game objects; emptied right after every {@code free}, so a restart starts clean. */
    public ObjectStore<EntryObject> objects() {
        return entry.objects();
    }

    /** What the entry owns besides its data; cleared after every {@code free}. */
    public EntryResources resources() {
        return entry.resources();
    }

    /** The sound effects of this entry's state, played by name; silent where there is no audio. */
    public Sounds sounds() {
        return sounds;
    }

    /**
     * The image {@code name} of this entry's state as the toolkit decoded it, e.g. a JavaFX
     * {@code Image} in the player; empty when it is not loaded or is not a {@code type} (headless).
     *
     * @throws IllegalArgumentException when the state declares no such image
     */
    public <T> Optional<T> image(String name, Class<T> type) {
        return stack.entryAssets().image(entry, name).filter(type::isInstance).map(type::cast);
    }

    /**
     * Draws the image {@code name} of this entry's state on {@code surface}, scaled into the rectangle at
     * (x, y) of size w × h, with no toolkit type in your code: call it from {@code draw}. The player's
     * surface draws it once it is loaded; a surface of no toolkit (headless, a test's recording
     * surface) gets the name with no image, and draws nothing or records the call.
     *
     * @throws IllegalArgumentException when the state declares no such image
     */
    public void drawImage(Surface surface, String name, double x, double y, double w, double h) {
        surface.image(name, stack.entryAssets().image(entry, name).orElse(null), x, y, w, h);
    }

    /**
     * The game's loading progress, shared by the whole stack: report it from a loader thread, read it
     * in {@code draw} to paint a bar; the player shows it in its overlay (docs/library.md "Loading").
     *
     * @return the stack's progress object; thread-safe
     */
    public LoadingProgress loading() {
        return stack.loading();
    }

    /**
     * The run's graph variables (docs/semantics.md §21): read them with {@code bool(id)} and
     * {@code integer(id)}, change them with {@code set(id, value)} and {@code add(id, amount)}; each change
     * takes effect at once and is traced as {@code set <var> <value>}. An unknown id throws
     * {@link IllegalArgumentException} naming the closest one.
     */
    public Variables variables() {
        return stack.variables();
    }

    /** What a graph guard would read now: the variables and the staging chain (docs/semantics.md §21). */
    public StagingFacts facts() {
        return stack.facts();
    }

    /**
     * Tells tools that a transition of this entry with a guard or {@code once} was tried and fired or
     * was skipped (docs/semantics.md §21): the trace's {@code skip} line. Changes nothing in the stack.
     */
    public void transitionChecked(String transitionId, String guard, Expr expr, TransitionCheck.Outcome outcome) {
        stack.transitionChecked(entry, transitionId, guard, expr, outcome);
    }

    /** The keyboard as of this tick's input phase: held keys and keys pressed this tick. */
    public Keys keys() {
        return stack.keys();
    }

    /** The current tick. */
    public long tick() {
        return stack.tick();
    }

    /** Game time: {@code tick * nanosPerTick}, deterministic. */
    public long timeNanos() {
        return stack.timeNanos();
    }

    /**
     * Says why this entry's requests that follow are made, for tools that explain a run (the
     * player's log, {@code stagestack trace --explain}); null ends it. Changes nothing in the stack.
     */
    public void because(String cause) {
        stack.because(entry, cause);
    }

    /**
     * Raises a signal; it is queued and delivered to head in an input phase (docs/semantics.md §12). On the
     * thread that drives the stack, as every call of a context but {@link #postbox()}'s handle; from
     * another thread, use the postbox.
     */
    public void signal(String name) {
        stack.signal(name);
    }

    /**
     * The thread-safe handle through which this entry's code raises signals from other threads — a
     * loader, the network — for the next tick (docs/semantics.md §17, docs/library.md "Threads"). Take
     * it here, in a callback, and hand it to the thread; it closes when the entry leaves the stack.
     *
     * @return this entry's postbox, the same one for the entry's whole life (restarts included)
     * @throws IllegalStateException from another thread than the one that drives the stack
     */
    public Postbox postbox() {
        stack.checkOwnerThread("postbox");
        return entry.postbox();
    }

    /**
     * Requests a push of the state with this id, without data (takes effect at the next commit, docs/semantics.md §2).
     */
    public void push(String stateId) {
        stack.push(stack.type(stateId), Map.of());
    }

    /** Requests a push of the state with this id, with a copy of {@code pushData} (docs/semantics.md §2). */
    public void push(String stateId, Map<String, Object> pushData) {
        stack.push(stack.type(stateId), pushData);
    }

    /** Requests that the top staging entry be replaced by the state with this id (docs/semantics.md §2). */
    public void replace(String stateId) {
        stack.replace(stack.type(stateId));
    }

    /**
     * Replaces the staging top with a new entry of the state with this id, carrying {@code replaceData}.
     *
     * @param stateId     the id of a state of this stack
     * @param replaceData what the new entry reads with {@link #data()}
     */
    public void replace(String stateId, Map<String, Object> replaceData) {
        stack.replace(stack.type(stateId), replaceData);
    }

    /** Requests pops down to the nearest entry of the state with this id, which stays (docs/semantics.md §2). */
    public void popTo(String stateId) {
        stack.popTo(stack.type(stateId));
    }

    @Override
    public void push(StateType state, Map<String, Object> pushData) {
        stack.push(state, pushData);
    }

    @Override
    public void pop(Object result) {
        stack.pop(result);
    }

    @Override
    public void replace(StateType state, Map<String, Object> replaceData) {
        stack.replace(state, replaceData);
    }

    @Override
    public void popTo(StateType state) {
        stack.popTo(state);
    }

    /**
     * Requests a push of the state with this id shown with {@code effect} (docs/semantics.md §22): the
     * commit and the trace are those of a plain push; the host draws the change with the effect.
     */
    public void push(String stateId, Effect effect) {
        stack.push(stack.type(stateId), Map.of(), effect);
    }

    /** Requests a pop shown with {@code effect}; the revealed entry gets no pop result. */
    public void pop(Effect effect) {
        stack.pop(null, effect);
    }

    /** Requests a replace by the state with this id, shown with {@code effect}. */
    public void replace(String stateId, Effect effect) {
        stack.replace(stack.type(stateId), Map.of(), effect);
    }

    /** Requests pops down to the nearest entry of the state with this id, shown with {@code effect}. */
    public void popTo(String stateId, Effect effect) {
        stack.popTo(stack.type(stateId), effect);
    }

    @Override
    public void push(StateType state, Map<String, Object> pushData, Effect effect) {
        stack.push(state, pushData, effect);
    }

    @Override
    public void pop(Object result, Effect effect) {
        stack.pop(result, effect);
    }

    @Override
    public void replace(StateType state, Map<String, Object> replaceData, Effect effect) {
        stack.replace(state, replaceData, effect);
    }

    @Override
    public void popTo(StateType state, Effect effect) {
        stack.popTo(state, effect);
    }

    @Override
    public void clear() {
        stack.clear();
    }

    @Override
    public void restart() {
        stack.restart();
    }

    @Override
    public void quit() {
        stack.quit();
    }
}
