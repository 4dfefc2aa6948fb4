package dev.stagestack.player.cli;

import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.model.io.AtomicFiles;
import dev.stagestack.tools.export.ExportRefusedException;
import dev.stagestack.tools.export.ExportRequest;
import dev.stagestack.tools.export.Exporter;
import dev.stagestack.tools.export.Exporters;
import dev.stagestack.tools.export.GraphFolder;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code stagestack export --format png|svg|mermaid|dot|scxml|xstate [--scale N] [--max-depth N] GRAPH [-o FILE]}:
 * the graph as a picture, a diagram's text or a state machine (docs/cli.md, docs/export.md), in any format
 * of the one list the editor's File ▸ Export shows too ({@link Exporters}). Mermaid, DOT, SCXML and XState
 * are written by the model; PNG and SVG are the editor's drawing, which needs no display but is only in
 * the editor's jar.
 */
@Command(
        name = "export",
        mixinStandardHelpOptions = true,
        versionProvider = StagestackVersion.class,
        description = {
            "Export a graph as png, svg, mermaid, dot, scxml or xstate.",
            "png and svg are the editor's drawing (no display needed); mermaid and dot are text, with pops",
            "going to the states the analysis says they reveal; scxml and xstate are state machines with one",
            "state per stack configuration a run can reach (docs/export.md).",
            "Exit code: 0 written, 1 the graph is invalid or cannot be exported so (an unbounded stack without",
            "--max-depth), 2 usage error, 3 cannot read, cannot write or no drawing."
        })
final class ExportCommand implements Callable<Integer> {
    static final List<Integer> SCALES = List.of(1, 2, 3, 4, 5, 6, 7, 8);
    /** The deepest bound a state-machine export takes: the runtime's own depth limit. */
    static final int MAX_DEPTH = 256;

    @Spec
    CommandSpec spec;

    @Mixin
    ProblemListing listing = new ProblemListing();

    @Option(
            names = {"-f", "--format"},
            required = true,
            paramLabel = "FORMAT",
            description = "png, svg, mermaid, dot, or another format on the class path (an unknown one lists them).")
    String format;

    @Option(names = "--scale", paramLabel = "N", description = "PNG pixels per graph unit: 1 to 8 (default 1).")
    Integer scale;

    @Option(
            names = "--max-depth",
            paramLabel = "N",
            description = "scxml and xstate: cut the stack at N entries (1 to 256), pushes past it refused as the"
                    + " runtime's depth limit refuses them; needed when the stack can grow without end.")
    Integer maxDepth;

    @Parameters(paramLabel = "GRAPH", description = "The graph file to export.")
    Path file;

    @Option(
            names = {"-o", "--out"},
            paramLabel = "FILE",
            description = "Write to FILE (default: print it; a PNG needs a FILE).")
    Path out;

    @Override
    public Integer call() {
        System.setProperty("java.awt.headless", "true"); // a picture is drawn without a display, whatever DISPLAY says
        String kind = format.toLowerCase(Locale.ROOT);
        checkUsage(kind);
        PrintWriter err = spec.commandLine().getErr();
        Optional<Exporter> exporter = Exporters.named(kind);
        if (exporter.isEmpty()) {
            err.println("stagestack export: " + kind + " is drawn by the editor, which this jar does not hold: "
                    + "use the installed app's stagestack (or ./stagestack in a checkout); mermaid and dot work here");
            return ExitCodes.IO_FAILURE;
        }
        GraphInput.Loaded loaded = GraphInput.loadRunnable(file, listing, err);
        Optional<Graph> graph = loaded.graph();
        if (graph.isEmpty()) {
            return loaded.refusal();
        }
        ExportRequest request = ExportRequest.of(graph.get(), StackAnalysis.analyze(graph.get()))
                .atScale(scale == null ? 1 : scale)
                .knowing(GraphFolder.of(file));
        if (maxDepth != null) {
            request = request.withMaxDepth(maxDepth);
        }
        try {
            byte[] bytes = exporter.get().export(request);
            if (out == null) {
                spec.commandLine().getOut().print(new String(bytes, StandardCharsets.UTF_8));
                spec.commandLine().getOut().flush();
            } else {
                AtomicFiles.write(out, stream -> stream.write(bytes));
            }
            return ExitCodes.OK;
        } catch (ExportRefusedException e) {
            err.println(DisplayText.visible(file.toString()) + ": cannot export it as " + kind + ": " + e.getMessage());
            return ExitCodes.INVALID;
        } catch (IOException e) {
            err.println(DisplayText.visible(out.toString()) + ": cannot write it: "
                    + (e instanceof java.nio.file.NoSuchFileException ? "its folder does not exist" : e.getMessage()));
            return ExitCodes.IO_FAILURE;
        }
    }

    private void checkUsage(String kind) {
        List<String> formats = Exporters.formats();
        if (!formats.contains(kind)) {
            throw new ParameterException(
                    spec.commandLine(), "unknown format '" + format + "': use " + String.join(", ", formats));
        }
        Optional<Exporter> exporter = Exporters.named(kind);
        if (scale != null
                && !kind.equals("png")
                && !exporter.map(Exporter::scaled).orElse(false)) {
            throw new ParameterException(spec.commandLine(), "--scale is for png only");
        }
        if (maxDepth != null && !exporter.map(Exporter::expandsStack).orElse(false)) {
            throw new ParameterException(
                    spec.commandLine(), "--max-depth is for the state machines (scxml, xstate) only");
        }
        if (maxDepth != null && (maxDepth < 1 || maxDepth > MAX_DEPTH)) {
            throw new ParameterException(
                    spec.commandLine(),
                    "bad --max-depth " + maxDepth + ": use 1 to " + MAX_DEPTH + " entries (e.g. 8)");
        }
        if (scale != null && !SCALES.contains(scale)) {
            throw new ParameterException(spec.commandLine(), "bad scale " + scale + ": use 1 to 8 (e.g. 1, 2 or 4)");
        }
        if (out == null && (kind.equals("png") || !exporter.map(Exporter::text).orElse(true))) {
            throw new ParameterException(
                    spec.commandLine(),
                    "a " + (kind.equals("png") ? "PNG" : kind) + " is written to a file: add -o FILE." + kind);
        }
    }
}
