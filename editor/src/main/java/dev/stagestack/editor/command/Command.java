package dev.stagestack.editor.command;

import dev.stagestack.model.Graph;

/**
 * One edit of a graph (every edit is a command): a pure function from the graph before to the graph after,
 * and its inverse. Commands never hold the live graph, so they can be tested without a toolkit.
 */
public interface Command {

    /** The graph after this edit, given the graph it was made on. */
    Graph apply(Graph graph);

    /** The graph before this edit, given the graph {@link #apply} produced. */
    Graph revert(Graph graph);

    /** What the edit does, as shown in the Edit menu: {@code "Move 3 states"}. */
    String description();

    /**
     * The states whose id {@link #apply} changes, old id to new id (empty for most edits): a run
     * of the graph moves its entries along (docs/editor.md "Play"); {@link #revert} renames back.
     */
    default java.util.Map<String, String> renamedStates() {
        return java.util.Map.of();
    }
}
