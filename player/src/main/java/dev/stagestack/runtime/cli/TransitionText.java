package dev.stagestack.runtime.cli;

import dev.stagestack.model.Graph;

/** How the commands name a transition in their reports: its id, trigger and state. */
final class TransitionText {

    private TransitionText() {
    }

    /** {@code esc (key ESCAPE from level)}; the bare id when the graph has no such transition. */
    static String describe(Graph graph, String transitionId) {
        return graph.transitions().stream().filter(t -> t.id().equals(transitionId)).findFirst()
                .map(t -> transitionId + " (" + t.trigger().describe() + " from " + t.from() + ")")
                .orElse(transitionId);
    }
}
