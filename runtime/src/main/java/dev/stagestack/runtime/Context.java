package dev.stagestack.runtime;

import dev.stagestack.model.CoveredPolicy;
import java.util.Map;

/**
 * What a behaviour callback sees of its entry and of the run, and how it makes requests.
 * Requests by state id resolve the id against the stack's states; an unknown id throws
 * {@link IllegalArgumentException} (reported as a {@code callback} error when thrown in a callback).
 * Each entry has one context for its whole life; it is reused with the pooled entry.
 */
public final class Context implements Requests {

    private final StateStack stack;
    private final Entry entry;

    Context(StateStack stack, Entry entry) {
        this.stack = stack;
        this.entry = entry;
    }

    public Entry entry() {
        return entry;
    }

    public String stateId() {
        return entry.stateId();
    }

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

    /** What the entry owns besides its data; cleared after every {@code free}. */
    public EntryResources resources() {
        return entry.resources();
    }

    /** The current tick. */
    public long tick() {
        return stack.tick();
    }

    /** Game time: {@code tick * nanosPerTick}, deterministic. */
    public long timeNanos() {
        return stack.timeNanos();
    }

    /** Raises a signal; it is queued and delivered to head in an input phase (docs/semantics.md). */
    public void signal(String name) {
        stack.signal(name);
    }

    public void push(String stateId) {
        stack.push(stack.type(stateId), Map.of());
    }

    public void push(String stateId, Map<String, Object> pushData) {
        stack.push(stack.type(stateId), pushData);
    }

    public void replace(String stateId) {
        stack.replace(stack.type(stateId));
    }

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
    public void replace(StateType state) {
        stack.replace(state);
    }

    @Override
    public void popTo(StateType state) {
        stack.popTo(state);
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
