package dev.stagestack.tools.export;

import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.model.check.StackReport;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What an {@link Exporter} is asked to write: the graph, its stack analysis (made when first asked
 * for), the scale of a scaled format, and what the caller already knows about the graph (the editor
 * passes its live check's findings, so a picture is drawn as the canvas shows it without a second analysis).
 */
public final class ExportRequest {
    private final Graph graph;
    private final Supplier<StackReport> analysis;
    private final int scale;
    private final List<Object> known;
    private final Optional<Integer> maxDepth;
    private StackReport report;

    private ExportRequest(
            Graph graph, Supplier<StackReport> analysis, int scale, List<Object> known, Optional<Integer> maxDepth) {
        this.graph = graph;
        this.analysis = analysis;
        this.scale = scale;
        this.known = List.copyOf(known);
        this.maxDepth = maxDepth;
    }

    /** {@code graph} at scale 1, analysed when an exporter asks. */
    public static ExportRequest of(Graph graph) {
        return new ExportRequest(graph, () -> StackAnalysis.analyze(graph), 1, List.of(), Optional.empty());
    }

    /** {@code graph} with its analysis already made. */
    public static ExportRequest of(Graph graph, StackReport report) {
        return new ExportRequest(graph, () -> report, 1, List.of(), Optional.empty());
    }

    /** This request at {@code pixelsPerUnit}. */
    public ExportRequest atScale(int pixelsPerUnit) {
        return new ExportRequest(graph, analysis, pixelsPerUnit, known, maxDepth);
    }

    /** This request with {@code facts} the caller knows about the graph, found again with {@link #known(Class)}. */
    public ExportRequest knowing(Object... facts) {
        return new ExportRequest(graph, analysis, scale, List.of(facts), maxDepth);
    }

    /**
     * This request with the stack cut at {@code entries}, for a format that expands the stack
     * ({@link Exporter#expandsStack()}): a push past it is refused as the runtime's depth limit refuses one.
     */
    public ExportRequest withMaxDepth(int entries) {
        if (entries < 1) {
            throw new IllegalArgumentException("a stack bound is at least 1 entry, not " + entries);
        }
        return new ExportRequest(graph, analysis, scale, known, Optional.of(entries));
    }

    /** The bound on the stack the caller gave, if any. */
    public Optional<Integer> maxDepth() {
        return maxDepth;
    }

    /** The graph to write. */
    public Graph graph() {
        return graph;
    }

    /** The graph's stack analysis; may throw for a graph the analysis cannot take (an edge to a missing state). */
    public synchronized StackReport report() {
        if (report == null) {
            report = analysis.get();
        }
        return report;
    }

    /** Pixels per unit of the graph's positions, for a scaled format; 1 otherwise. */
    public int scale() {
        return scale;
    }

    /** What the caller knows of {@code type} about the graph, if it said. */
    public <T> Optional<T> known(Class<T> type) {
        return known.stream().filter(type::isInstance).map(type::cast).findFirst();
    }
}
