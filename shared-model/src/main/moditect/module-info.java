/**
 * Stagestack's graph model: the graph records, the JSON file format (docs/format.md) with its
 * reader and canonical writer, validation and the static stack analysis. Depends on the JDK only.
 * Diagrams and state-machine exports are in {@code dev.stagestack.tools}.
 */
module dev.stagestack.model {
    exports dev.stagestack.model;
    exports dev.stagestack.model.check;
    exports dev.stagestack.model.guard;
    exports dev.stagestack.model.io;
    exports dev.stagestack.model.json;
    exports dev.stagestack.model.load;
    exports dev.stagestack.model.internal to
            dev.stagestack.runtime,
            dev.stagestack.tools;
}
