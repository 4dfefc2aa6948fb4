package dev.stagestack.tools.depth;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.tools.paths.GraphOnly;
import dev.stagestack.tools.paths.TestPath;
import java.util.List;

/** Replays a script in the real runtime, for tests: the deepest stack committed at the end of a tick. */
final class WitnessReplay {

    private WitnessReplay() {}

    static int deepestCommitted(Graph graph, TestPath script) {
        GraphRun run = new GraphRun(GraphOnly.compile(graph));
        run.start();
        int deepest = 0;
        for (List<InputEvent> tick : script.ticks()) {
            tick.forEach(run::offer);
            if (!run.tick()) {
                break;
            }
            deepest = Math.max(deepest, run.stack().head().depth());
        }
        return deepest;
    }
}
