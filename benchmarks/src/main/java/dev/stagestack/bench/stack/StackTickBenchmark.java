package dev.stagestack.bench.stack;

import dev.stagestack.runtime.graph.GraphRun;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The steady tick of a settled stack of {@code depth} entries: {@link GraphRun#tick()} commits
 * (nothing to do), delivers input (no events) and walks the stack ({@code inactive} for every
 * entry below head, {@code active} for head, timers checked). {@link #copyingStack()} is the same
 * tick on {@link CopyingStack}, an engine that copies its list on every change.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class StackTickBenchmark {

    /** Entries on the stack. */
    @Param({"1", "8", "64"})
    public int depth;

    private GraphRun run;
    private CopyingStack copying;

    /** Builds both stacks at the same depth. */
    @Setup
    public void build() {
        run = BenchGraphs.layeredRun(depth);
        copying = CopyingStack.committedAt(depth);
    }

    /** One steady tick of the runtime. */
    @Benchmark
    public boolean tick() {
        return run.tick();
    }

    /** One steady tick (commit, walk) of the copying stack. */
    @Benchmark
    public int copyingStack() {
        copying.commit();
        copying.step();
        return copying.depth();
    }
}
