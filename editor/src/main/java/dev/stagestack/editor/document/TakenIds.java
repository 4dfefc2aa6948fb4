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

    private TakenIds() {
    }

    /** Why {@code after} may not follow {@code before}: an id shared in it that was not shared before; empty when none. */
    static Optional<String> newlyShared(Graph before, Graph after) {
        Optional<String> state = shared(after.states(), StateDef::id).filter(id -> !shared(before.states(), StateDef::id, id));
        if (state.isPresent()) {
            return Optional.of("\"" + state.get() + "\" is taken by another state: each state needs an id of its own");
        }
        return shared(after.transitions(), Transition::id).filter(id -> !shared(before.transitions(), Transition::id, id))
                .map(id -> "\"" + id + "\" is taken by another transition: each transition needs an id of its own");
    }

    private static <T> Optional<String> shared(List<T> items, Function<T, String> id) {
        Set<String> seen = new HashSet<>();
        for (T item : items) {
            if (!seen.add(id.apply(item))) {
                return Optional.of(id.apply(item));
            }
        }
        return Optional.empty();
    }

    private static <T> boolean shared(List<T> items, Function<T, String> id, String wanted) {
        return items.stream().filter(item -> id.apply(item).equals(wanted)).count() > 1;
    }
}
