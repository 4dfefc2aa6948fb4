package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.trace.Pairing;
import dev.stagestack.runtime.trace.TraceWriter;
import java.util.List;
import java.util.Map;

/** A run traced line by line, for the reload tests (docs/semantics.md §19): tick, offer, reload, finish. */
final class ReloadRun {

    private final StringBuilder trace = new StringBuilder();
    /** Every line so far, those taken included. */
    private final StringBuilder whole = new StringBuilder();

    private final GraphRun run;
    private final BehaviorRegistry registry;

    ReloadRun(Graph graph) {
        this(graph, BehaviorRegistry.of(List.of()));
    }

    ReloadRun(Graph graph, BehaviorRegistry registry) {
        this.registry = registry;
        run = new GraphRun(CompiledGraph.compile(graph, registry).orElseThrow());
        run.addListener(new TraceWriter(trace, false));
        run.start();
    }

    GraphRun run() {
        return run;
    }

    /** Runs {@code count} ticks without input. */
    ReloadRun ticks(int count) {
        for (int i = 0; i < count; i++) {
            run.tick();
        }
        return this;
    }

    /** Runs one tick whose input phase delivers {@code event}. */
    ReloadRun tickWith(InputEvent event) {
        run.offer(event);
        run.tick();
        return this;
    }

    /** Queues {@code next} with {@code renames} and checks it is accepted. */
    ReloadRun reload(Graph next, Map<String, String> renames) {
        assertEquals(List.of(), run.reload(next, registry, renames));
        return this;
    }

    /** Queues {@code next} and returns why it is refused. */
    List<String> refusedReload(Graph next, Map<String, String> renames) {
        return run.reload(next, registry, renames);
    }

    /** The trace so far, after the lines already taken. */
    String take() {
        String lines = trace.toString();
        whole.append(lines);
        trace.setLength(0);
        return lines;
    }

    /** Finishes the run, checks that the whole trace keeps every pairing, and returns its lines not taken yet. */
    String finish() {
        run.finish();
        String rest = take();
        assertEquals(List.of(), Pairing.violations(whole.toString()));
        return rest;
    }
}
