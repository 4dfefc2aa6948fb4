package dev.stagestack.editor.command;

import dev.stagestack.model.Graph;

/** Replaces the whole graph (reloading its file from disk), so that one undo step brings back the one before. */
public final class ReplaceGraphCommand implements Command {
    private final Graph before;
    private final Graph after;
    private final String description;

    public ReplaceGraphCommand(Graph before, Graph after, String description) {
        this.before = before;
        this.after = after;
        this.description = description;
    }

    @Override
    public Graph apply(Graph graph) {
        return after;
    }

    @Override
    public Graph revert(Graph graph) {
        return before;
    }

    @Override
    public String description() {
        return description;
    }
}
