package dev.stagestack.web.page;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.json.GraphCodec;
import dev.stagestack.tools.export.ExportRefusedException;
import dev.stagestack.tools.export.ExportRequest;
import dev.stagestack.tools.export.Exporter;
import dev.stagestack.tools.export.GraphFolder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The graph as one self-contained web page (docs/web.md), for File ▸ Export ▸ Web page… in the
 * editor and {@code stagestack export --format web}: the page {@code stagestack web GRAPH} writes,
 * with no script, running the graph live from its initial state, carrying the images, sounds and music of
 * its states when the request knows the graph's {@link GraphFolder}.
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
        WebBundle program = programFor(graph);
        String name = graph.name() + ".stagestack.json";
        Path folder = request.known(GraphFolder.class).map(GraphFolder::path).orElse(null);
        return WebPage.html(name, GraphCodec.write(graph), "script", "", TICKS, program, folder)
                .getBytes(StandardCharsets.UTF_8);
    }

    /**
     * The page program that runs {@code graph} (docs/web.md, "Behaviours in the page"): the built-in one for a
     * graph without behaviour code, else the first on the class path compiled with every behaviour it names;
     * refused, naming the behaviours, when there is none.
     */
    public static WebBundle programFor(Graph graph) throws ExportRefusedException {
        Set<String> ids = new LinkedHashSet<>();
        graph.states().stream().map(StateDef::behavior).filter(Objects::nonNull).forEach(ids::add);
        Optional<WebBundle> program;
        try {
            program = WebBundle.covering(ids, WebPageExporter.class.getClassLoader());
        } catch (IllegalArgumentException unreadable) { // a page program's description says a wrong resolution
            throw new ExportRefusedException(unreadable.getMessage());
        }
        return program.orElseThrow(() ->
                new ExportRefusedException("no page program on the class path has the behaviours "
                        + String.join(
                                ", ", ids.stream().map(id -> "\"" + id + "\"").toList())
                        + ": compile one with them (docs/web.md, \"Your game in a page\")"));
    }
}
