package dev.stagestack.editor.app;

import dev.stagestack.model.StateDef;
import dev.stagestack.tools.export.ExportRequest;
import dev.stagestack.tools.export.Exporter;
import java.nio.charset.StandardCharsets;
import java.util.stream.Collectors;

/**
 * A format that exists only in the tests, to show that a new export format is this one class (and
 * its line in META-INF/services): the state ids, one a line.
 */
public final class StateListExporter implements Exporter {

    @Override
    public String format() {
        return "states";
    }

    @Override
    public String title() {
        return "State list";
    }

    @Override
    public String suffix() {
        return "txt";
    }

    @Override
    public byte[] export(ExportRequest request) {
        return request.graph().states().stream()
                .map(StateDef::id)
                .map(id -> id + "\n")
                .collect(Collectors.joining())
                .getBytes(StandardCharsets.UTF_8);
    }
}
