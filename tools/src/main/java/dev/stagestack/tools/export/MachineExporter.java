package dev.stagestack.tools.export;

import dev.stagestack.model.Graph;
import java.nio.charset.StandardCharsets;

/** An export of the graph's {@linkplain StackExpansion bounded expansion} as a state machine (docs/export.md). */
abstract class MachineExporter implements Exporter {

    @Override
    public final boolean expandsStack() {
        return true;
    }

    @Override
    public final byte[] export(ExportRequest request) throws ExportRefusedException {
        refuseNames(request.graph());
        ExpandedMachine machine = StackExpansion.expand(request.graph(), request.report(), request.maxDepth());
        return write(machine, request.graph().name(), request.graph().tickRate())
                .getBytes(StandardCharsets.UTF_8);
    }

    /** Refuses a graph with a name this format would read as something else; none by default. */
    void refuseNames(Graph graph) throws ExportRefusedException {}

    /** The machine's text in this format. */
    abstract String write(ExpandedMachine machine, String graphName, double tickRate);
}
