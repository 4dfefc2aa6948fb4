package dev.stagestack.bench.stack;

import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.StateType;
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
 * A push + pop + commit round trip on a committed stack of {@code depth} entries:
 * push, commit (pause, load, init, enter), pop, commit (exit, free, unload, resume).
 * {@link #copyingStack()} does the same on {@link CopyingStack}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class RoundTripBenchmark {

    /** Entries on the stack under the pushed one. */
    @Param({"1", "8"})
    public int depth;

    private StateStack stack;
    private StateType layer;
    private CopyingStack copying;

    /** Builds both stacks at the same depth. */
    @Setup
    public void build() {
        GraphRun run = BenchGraphs.layeredRun(depth);
        stack = run.stack();
        layer = stack.type("layer");
        copying = CopyingStack.committedAt(depth);
    }

    /** Push, commit, pop, commit on the runtime's stack. */
    @Benchmark
    public int stateStack() {
        stack.push(layer);
        stack.commit();
        stack.pop();
        stack.commit();
        return stack.headDepth();
    }

    /** The same round trip on the copying stack. */
    @Benchmark
    public int copyingStack() {
        copying.push();
        copying.commit();
        copying.pop();
        copying.commit();
        return copying.depth();
    }
}
