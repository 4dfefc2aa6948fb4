package dev.stagestack.model;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One entry of a {@link SaveGame}, bottom first: what a restore pushes again (docs/semantics.md §20). Every
 * value is JSON-like (docs/semantics.md §2) and kept as a deep, unmodifiable copy.
 *
 * @param state  the id of the entry's state
 * @param serial the entry's serial, kept by the restore ({@code level#2} stays {@code level#2})
 * @param data   the data of the push that made the entry; empty when it had none
 * @param store  what the objects of the entry's store saved ({@code SavedObject}), in the store's order;
 *               empty when there is nothing
 * @param saved  what the entry's behaviour saved ({@code Saves}); empty when it saved nothing
 */
public record SavedEntry(
        String state, int serial, Map<String, Object> data, List<Object> store, Map<String, Object> saved) {

    /** Checks the state id; freezes the values. */
    @SuppressWarnings("unchecked")
    public SavedEntry {
        Objects.requireNonNull(state, "state");
        data = JsonData.frozen(Objects.requireNonNull(data, "data"));
        store = (List<Object>) JsonData.immutableValue(Objects.requireNonNull(store, "store"), "store");
        saved = JsonData.frozen(Objects.requireNonNull(saved, "saved"));
    }

    /** An entry with push data only: nothing stored, nothing saved by its behaviour. */
    public static SavedEntry of(String state, int serial, Map<String, Object> data) {
        return new SavedEntry(state, serial, data, List.of(), Map.of());
    }
}
