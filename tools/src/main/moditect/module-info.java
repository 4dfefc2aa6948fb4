/**
 * Stagestack's tools over a graph, which a game does not ship: the depth verdicts and path exploration
 * ({@code stagestack analyze}, {@code paths}, {@code coverage}), lessons, diagrams (Mermaid, DOT) and
 * the state-machine exports (SCXML, XState), found as {@link dev.stagestack.tools.export.Exporter}
 * services. Depends on {@code dev.stagestack.runtime}.
 */
module dev.stagestack.tools {
    requires transitive dev.stagestack.runtime;

    exports dev.stagestack.tools.depth;
    exports dev.stagestack.tools.diagram;
    exports dev.stagestack.tools.export;
    exports dev.stagestack.tools.lesson;
    exports dev.stagestack.tools.paths;

    uses dev.stagestack.tools.export.Exporter;

    provides dev.stagestack.tools.export.Exporter with
            dev.stagestack.tools.export.MermaidExporter,
            dev.stagestack.tools.export.DotExporter,
            dev.stagestack.tools.export.ScxmlExporter,
            dev.stagestack.tools.export.XStateExporter;
}
