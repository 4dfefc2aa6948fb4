package dev.stagestack.runtime.analysis;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.check.RandomGraphs;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.model.check.StackReport;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.StagingEdit;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The static stack analysis is sound against the real runtime (issue: "the analysis' max depth is
 * never below the deepest stack seen by running the runtime on random scripts"): random graphs run
 * on random scripts that respect the analysis' event assumption (at most one input event per tick),
 * and every stack the runtime builds must be allowed by the report.
 */
class AnalysisAgainstRuntimeProperties {

    private static final InputEvent[] EVENTS = {
        InputEvent.key("A"), InputEvent.key("B"), InputEvent.button("Go"), InputEvent.signal("s"),
    };

    /** Watches every push: the deepest staging chain, and every (below, state) pair it creates. */
    private static final class StackWatcher implements StackListener {
        int deepest;
        final Set<String> pairs = new TreeSet<>();

        @Override
        public void edited(StateStack stack, StagingEdit edit, Entry entry) {
            if (edit == StagingEdit.PUSH) {
                deepest = Math.max(deepest, entry.depth());
                Entry below = entry.parent();
                pairs.add((below == null ? StackReport.EMPTY_STACK : below.stateId()) + " < " + entry.stateId());
            }
        }
    }

    @Property(tries = 400)
    void everyStackTheRuntimeBuildsIsAllowedByTheAnalysis(
            @ForAll long graphSeed, @ForAll long scriptSeed, @ForAll @IntRange(min = 1, max = 400) int ticks) {
        Graph graph = RandomGraphs.generate(graphSeed, 6, 12);
        StackReport report = StackAnalysis.analyze(graph);
        StackWatcher watcher = run(graph, scriptSeed, ticks);

        if (!report.unbounded()) {
            assertTrue(
                    watcher.deepest <= report.maxDepth(),
                    "runtime reached depth " + watcher.deepest + " but the analysis says at most " + report.maxDepth()
                            + "\n" + graph);
        }
        for (String pair : watcher.pairs) {
            String[] parts = pair.split(" < ");
            List<String> allowed = report.popTargetsOf(parts[1]);
            assertTrue(
                    allowed.contains(parts[0]),
                    "runtime put " + parts[1] + " on " + parts[0] + " but popTargets(" + parts[1] + ") = " + allowed
                            + "\n" + graph);
        }
    }

    private static StackWatcher run(Graph graph, long scriptSeed, int ticks) {
        CompiledGraph compiled =
                CompiledGraph.compile(graph, BehaviorRegistry.empty()).graph().orElseThrow();
        GraphRun run = new GraphRun(
                compiled,
                StackOptions.DEFAULT_MAX_DEPTH,
                StackOptions.DEFAULT_MAX_STEPS,
                dev.stagestack.runtime.EntryResources.Factory.NONE);
        StackWatcher watcher = new StackWatcher();
        run.addListener(watcher);
        run.start();
        Random random = new Random(scriptSeed);
        for (int tick = 0; tick < ticks; tick++) {
            if (random.nextInt(3) == 0) {
                run.offer(EVENTS[random.nextInt(EVENTS.length)]);
            }
            if (!run.tick()) {
                break;
            }
        }
        run.finish();
        return watcher;
    }
}
