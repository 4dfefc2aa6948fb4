/**
 * Stagestack's graph model: the graph records, the JSON file format (docs/format.md) with its
 * reader and canonical writer, validation and the static stack analysis. Depends on the JDK only.
 */
module dev.stagestack.model {
    exports dev.stagestack.model;
    exports dev.stagestack.model.check;
    exports dev.stagestack.model.diagram;
    exports dev.stagestack.model.export;
    exports dev.stagestack.model.io;
    exports dev.stagestack.model.json;
    exports dev.stagestack.model.load;
    exports dev.stagestack.model.internal to
            dev.stagestack.runtime;

    uses dev.stagestack.model.export.Exporter;

    provides dev.stagestack.model.export.Exporter with
            dev.stagestack.model.export.MermaidExporter,
            dev.stagestack.model.export.DotExporter;
}
