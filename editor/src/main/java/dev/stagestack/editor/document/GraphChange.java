package dev.stagestack.editor.document;

import dev.stagestack.model.Graph;
import java.util.Map;

/**
 * One change of the document's graph, as a run of it needs to follow it (docs/editor.md "Play").
 *
 * @param graph the graph now
 * @param renamedStates the states whose id this change gave them, old id to new id (an undo renames back)
 * @param loaded whether a whole other graph was loaded (new, open, recover), rather than edited
 */
public record GraphChange(Graph graph, Map<String, String> renamedStates, boolean loaded) {
    /** Copies the renames. */
    public GraphChange {
        renamedStates = Map.copyOf(renamedStates);
    }
}
