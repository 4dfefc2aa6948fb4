package dev.stagestack.runtime;

import dev.stagestack.model.Effect;
import java.util.Map;

/**
 * The requests of docs/semantics.md §2. Each edits {@code staging} only and calls no callback;
 * a refused request changes nothing and is reported as an error to the stack's listeners.
 */
public interface Requests {

    /** Pushes a new entry of {@code state} carrying {@code data} (an unmodifiable JSON-like map). */
    void push(StateType state, Map<String, Object> data);

    /** Pushes a new entry of {@code state} without data. */
    default void push(StateType state) {
        push(state, Map.of());
    }

    /** Pops the staging top; the entry revealed gets no pop result. */
    default void pop() {
        pop(null);
    }

    /** Pops the staging top and hands {@code result} to the entry revealed on staging. */
    void pop(Object result);

    /** {@code pop} then {@code push(state)}; no push when the pop is refused. */
    default void replace(StateType state) {
        replace(state, Map.of());
    }

    /**
     * {@code pop} then {@code push(state, data)}; no push when the pop is refused.
     *
     * @param state the state of the new entry
     * @param data  what the new entry reads with {@link Context#data()}; copied as push data is
     */
    void replace(StateType state, Map<String, Object> data);

    /** Pops until the staging top is an entry of {@code state}. */
    void popTo(StateType state);

    /**
     * {@link #push(StateType, Map)} shown with {@code effect} (docs/semantics.md §22): the next commit
     * is the same, the host draws the change with the effect. A null effect is a plain push.
     */
    void push(StateType state, Map<String, Object> data, Effect effect);

    /** {@link #pop(Object)} shown with {@code effect}, or a plain pop for null. */
    void pop(Object result, Effect effect);

    /** {@link #replace(StateType, Map)} shown with {@code effect}, or a plain replace for null. */
    void replace(StateType state, Map<String, Object> data, Effect effect);

    /** {@link #popTo(StateType)} shown with {@code effect}, or a plain popTo for null. */
    void popTo(StateType state, Effect effect);

    /** Pops until staging is empty. */
    void clear();

    /** Flags the staging top for restart. */
    void restart();

    /** Clears staging, then refuses every later request of the run. */
    void quit();
}
