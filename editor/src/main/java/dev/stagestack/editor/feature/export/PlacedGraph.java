package dev.stagestack.editor.feature.export;

import dev.stagestack.editor.command.Position;
import dev.stagestack.editor.geometry.StackInsight;
import dev.stagestack.editor.layout.AutoLayout;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.tools.export.ExportRequest;
import java.util.Map;

/**
 * The graph a drawing exporter draws, and what the canvas would show on it. A graph with a state that
 * has no position (from the command line) is laid out first, as the editor does when it opens one.
 */
record PlacedGraph(Graph graph, StackInsight insight) {

    /** The request's graph with the editor's insight if it passed one, else placed and analysed here. */
    static PlacedGraph of(ExportRequest request) {
        Graph graph = request.graph();
        return request.known(StackInsight.class)
                .map(insight -> new PlacedGraph(graph, insight))
                .orElseGet(() -> {
                    Graph placed = placed(graph, request);
                    return new PlacedGraph(placed, StackInsight.of(placed, request.report()));
                });
    }

    /** {@code graph}, or laid out with the editor's auto-layout when a state has no position. */
    static Graph placed(Graph graph, ExportRequest request) {
        if (graph.states().stream().allMatch(StateDef::hasPosition)) {
            return graph;
        }
        Map<String, Position> at = AutoLayout.compute(graph, StackInsight.of(graph, request.report()), () -> false);
        return graph.withStates(graph.states().stream()
                .map(s -> {
                    Position p = at.get(s.id());
                    return p == null ? s : s.withPosition(p.x(), p.y());
                })
                .toList());
    }
}
