package dev.stagestack.web.page;

import dev.stagestack.model.Graph;
import dev.stagestack.model.json.GraphCodec;
import dev.stagestack.tools.export.ExportRefusedException;
import dev.stagestack.tools.export.ExportRequest;
import dev.stagestack.tools.export.Exporter;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The graph as one self-contained web page (docs/web.md), for File ▸ Export ▸ Web page… in the
 * editor and {@code stagestack export --format web}: the page {@code stagestack web GRAPH} writes,
 * with no script, running the graph live from its initial state.
 */
public final class WebPageExporter implements Exporter {

    /** Ticks the page's trace covers, as {@code stagestack web}'s default. */
    static final long TICKS = 600;

    @Override
    public String format() {
        return "web";
    }

    @Override
    public String title() {
        return "Web page";
    }

    @Override
    public String suffix() {
        return "html";
    }

    /** A page of about 650 KB is written to a file, never printed. */
    @Override
    public boolean text() {
        return false;
    }

    @Override
    public byte[] export(ExportRequest request) throws ExportRefusedException {
        Graph graph = request.graph();
        refuseBehaviourCode(graph);
        String name = graph.name() + ".stagestack.json";
        return WebPage.html(name, GraphCodec.write(graph), "script", "", TICKS).getBytes(StandardCharsets.UTF_8);
    }

    /** A page runs graphs without behaviour code only: the refusal names the states that have some. */
    public static void refuseBehaviourCode(Graph graph) throws ExportRefusedException {
        List<String> withCode = graph.states().stream()
                .filter(s -> s.behavior() != null)
                .map(s -> s.id() + " (" + s.behavior() + ")")
                .toList();
        if (!withCode.isEmpty()) {
            throw new ExportRefusedException("a page cannot run behaviour code yet (docs/web.md): states with"
                    + " behaviour code: " + String.join(", ", withCode));
        }
    }
}
