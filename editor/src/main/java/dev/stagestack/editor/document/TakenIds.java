package dev.stagestack.editor.document;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Ids an edit would give to two states or two transitions. The editor finds states and transitions
 * by id, so such an edit would merge them (a renamed state taking another's transitions); it is
 * refused with the id named instead.
 */
final class TakenIds {

    private TakenIds() {}

    /** Why {@code after} may not follow {@code before}: an id shared in it that was not shared before; empty when none. */
    static Optional<String> newlyShared(Graph before, Graph after) {
        Optional<String> state = firstNew(shared(before.states(), StateDef::id), shared(after.states(), StateDef::id));
        if (state.isPresent()) {
            return Optional.of("\"" + state.get() + "\" is taken by another state: each state needs an id of its own");
        }
        return firstNew(shared(before.transitions(), Transition::id), shared(after.transitions(), Transition::id))
                .map(id -> "\"" + id + "\" is taken by another transition: each transition needs an id of its own");
    }

    private static Optional<String> firstNew(Set<String> sharedBefore, Set<String> sharedAfter) {
        return sharedAfter.stream().filter(id -> !sharedBefore.contains(id)).findFirst();
    }

    /** The ids more than one of {@code items} has, in the order they first repeat. */
    private static <T> Set<String> shared(List<T> items, Function<T, String> id) {
        Set<String> seen = new HashSet<>();
        Set<String> repeated = new java.util.LinkedHashSet<>();
        for (T item : items) {
            if (!seen.add(id.apply(item))) {
                repeated.add(id.apply(item));
            }
        }
        return repeated;
    }
}
