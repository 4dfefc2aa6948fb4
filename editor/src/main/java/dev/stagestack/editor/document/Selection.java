package dev.stagestack.editor.document;

import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;

/** The selected states and transitions. Toolkit-free: views observe {@link #items()}. */
public final class Selection {
    private final ObservableSet<ElementRef> items = FXCollections.observableSet(new LinkedHashSet<>());

    /** The live, observable selection (read it; change it through the methods below). */
    public ObservableSet<ElementRef> items() {
        return items;
    }

    public void select(ElementRef ref) {
        selectAll(Set.of(ref));
    }

    /** Makes exactly {@code refs} selected. */
    public void selectAll(Collection<ElementRef> refs) {
        items.retainAll(refs);
        items.addAll(refs);
    }

    public void add(ElementRef ref) {
        items.add(ref);
    }

    /** Shift-click: selects an unselected element, deselects a selected one. */
    public void toggle(ElementRef ref) {
        if (!items.remove(ref)) {
            items.add(ref);
        }
    }

    public void clear() {
        items.clear();
    }

    public boolean contains(ElementRef ref) {
        return items.contains(ref);
    }

    public boolean isEmpty() {
        return items.isEmpty();
    }

    /** Ids of the selected states, in selection order. */
    public Set<String> stateIds() {
        return ids(ElementRef.Kind.STATE);
    }

    /** Ids of the selected transitions, in selection order. */
    public Set<String> transitionIds() {
        return ids(ElementRef.Kind.TRANSITION);
    }

    private Set<String> ids(ElementRef.Kind kind) {
        return items.stream()
                .filter(r -> r.kind() == kind)
                .map(ElementRef::id)
                .collect(Collectors.toCollection(LinkedHashSet::new));
    }
}
