package dev.stagestack.tools.export;

import dev.stagestack.tools.diagram.PopReveals;
import java.util.Map;
import java.util.Set;

/** What each pop of a request's graph can reveal, for the diagrams' dashed pop edges. */
final class DiagramReveals {
    private DiagramReveals() {}

    /**
     * What each pop can reveal, the empty stack included; nothing for a graph the analysis cannot take
     * (e.g. an edge to a missing state): its pops go to "unknown".
     */
    static Map<String, Set<String>> of(ExportRequest request) {
        try {
            return PopReveals.of(request.graph(), request.report());
        } catch (RuntimeException notAnalysable) {
            return Map.of();
        }
    }
}
