package dev.stagestack.runtime;

import dev.stagestack.model.Suggestions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The states a {@link StateStack} runs, checked once: their bindings by index, their types by id,
 * and per state its triggers when they do anything while covered ({@link StepTable}). Immutable,
 * so the stacks {@link StateStack#withSameStates} makes share one.
 */
final class StackStates {
    private final StateBinding[] bindings;
    private final Map<String, StateType> typesById;
    /** Per state: its triggers when they do anything while covered, else null. */
    private final Behavior[] triggersWhenCovered;

    /** @throws IllegalArgumentException when a state's index is not its place or an id repeats */
    StackStates(List<StateBinding> states) {
        this.bindings = states.toArray(new StateBinding[0]);
        this.typesById = typesById(bindings);
        this.triggersWhenCovered = new Behavior[bindings.length];
        for (int i = 0; i < bindings.length; i++) {
            triggersWhenCovered[i] = StepTable.steppedWhenCovered(bindings[i].triggers());
        }
    }

    private static Map<String, StateType> typesById(StateBinding[] bindings) {
        Map<String, StateType> byId = new HashMap<>(bindings.length * 2);
        for (int i = 0; i < bindings.length; i++) {
            StateType type = bindings[i].type();
            if (type.index() != i || byId.putIfAbsent(type.id(), type) != null) {
                throw new IllegalArgumentException("state " + type.id() + " at position " + i + " has index "
                        + type.index() + " or a duplicate id");
            }
        }
        return byId;
    }

    int count() {
        return bindings.length;
    }

    /** The binding of a state of this table (checked with {@link #requireOwn}). */
    StateBinding binding(StateType state) {
        return bindings[state.index()];
    }

    /**
     * The state with this id.
     *
     * @throws IllegalArgumentException for an id of no state, with the nearest id as a hint:
     *         {@code unknown state "levle" (did you mean "level"?); ...}
     */
    StateType type(String id) {
        StateType type = typesById.get(id);
        if (type == null) {
            throw new IllegalArgumentException(unknownState(id));
        }
        return type;
    }

    /** The state with this id, or null. */
    StateType typeOrNull(String id) {
        return typesById.get(id);
    }

    /** Whether {@code state} is one of these (the very instance). */
    boolean owns(StateType state) {
        int index = state.index();
        return index < bindings.length && bindings[index].type() == state;
    }

    private String unknownState(String id) {
        return "unknown state \"" + id + "\"" + Suggestions.didYouMean(id, ids()) + "; the states are " + listed();
    }

    private List<String> ids() {
        return types().stream().map(StateType::id).toList();
    }

    /** The state ids, the first {@link #MAX_LISTED} of them, for a message. */
    private String listed() {
        List<String> ids = ids();
        return String.join(", ", ids.subList(0, Math.min(ids.size(), MAX_LISTED)))
                + (ids.size() > MAX_LISTED ? ", ..." : "");
    }

    /** The states, in index order. */
    List<StateType> types() {
        StateType[] types = new StateType[bindings.length];
        for (int i = 0; i < types.length; i++) {
            types[i] = bindings[i].type();
        }
        return List.of(types);
    }

    /** The triggers of {@code state} when they do anything while covered, else null. */
    Behavior triggersWhenCovered(StateType state) {
        return triggersWhenCovered[state.index()];
    }

    /** @throws IllegalArgumentException when {@code state} is not one of these */
    void requireOwn(StateType state) {
        if (!owns(Objects.requireNonNull(state, "state"))) {
            throw new IllegalArgumentException(notOwn(state));
        }
    }

    /** Why {@code state} is refused: another instance of one of ours (compared by identity), or not ours at all. */
    private String notOwn(StateType state) {
        String id = "\"" + state.id() + "\"";
        if (typesById.containsKey(state.id())) {
            return "this StateType " + id + " is another instance than the one the stack was built with (states are"
                    + " compared by identity): use that one, or get it with stack.type(" + id + ")";
        }
        return "state " + id + " is not a state of this stack, whose states are: " + listed();
    }

    /** The most state ids a message lists. */
    private static final int MAX_LISTED = 20;
}
