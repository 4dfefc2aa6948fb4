package dev.stagestack.editor.panel;

import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.model.Problem;
import java.util.List;

/**
 * One row of the problems panel: a problem, the elements a click on it selects, and where it is in
 * the designer's words (state names, not {@code states[8].id}).
 *
 * @param problem  the problem as tools report it (its path stays in the row's tooltip)
 * @param elements what the row points at, in order; empty for the graph as a whole
 * @param where    the place to show: names of states or transitions, and the file location if any
 */
record ProblemRow(Problem problem, List<ElementRef> elements, String where) {
    ProblemRow {
        elements = List.copyOf(elements);
    }
}
