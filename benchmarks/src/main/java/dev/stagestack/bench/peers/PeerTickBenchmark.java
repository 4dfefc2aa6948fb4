package dev.stagestack.bench.peers;

import dev.stagestack.runtime.StateStack;
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
 * The steady tick of a stack of {@code depth} entries, every entry stepped once (one counter
 * increment), against the peers and the controls in the same run: FXGL's {@code StateMachine},
 * gdx-ai's {@code StackStateMachine} (steps only its top), and {@code depth} objects behind an
 * interface with one call each, of one class ({@code monomorphicCalls}; with a per-object argument,
 * {@code monomorphicCallsWithContext}) or of four ({@code megamorphicCalls}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PeerTickBenchmark {

    /** Entries on the stack. */
    @Param({"1", "8", "64"})
    public int depth;

    private StateStack stack;
    private GraphRun run;
    private FxglStack fxgl;
    private GdxAiStack gdxAi;
    private Counter[] monomorphic;
    private Counter[] megamorphic;
    private StepContext[] contexts;

    /** Builds every stack and control at the same depth. */
    @Setup
    public void build() {
        stack = StagestackStacks.stateStack(depth);
        run = StagestackStacks.graphRun(depth);
        fxgl = new FxglStack(depth);
        gdxAi = new GdxAiStack(depth);
        monomorphic = Counters.monomorphic(depth);
        megamorphic = Counters.megamorphic(depth);
        contexts = StepContext.forEach(depth);
    }

    /** Stagestack's {@code StateStack}: the tick's commit (nothing to do) and step walk. */
    @Benchmark
    public boolean stateStack() {
        boolean committed = stack.commit();
        stack.step();
        return committed;
    }

    /** The first part of {@link #stateStack()} alone: the commit, which finds nothing to do. */
    @Benchmark
    public boolean stateStackCommitOnly() {
        return stack.commit();
    }

    /** The second part of {@link #stateStack()} alone: the step walk. */
    @Benchmark
    public void stateStackStepOnly() {
        stack.step();
    }

    /** Stagestack's {@code GraphRun.tick()}: commit, input phase (no events), step walk with the states' timers. */
    @Benchmark
    public boolean graphRun() {
        return run.tick();
    }

    /** FXGL 17.3 {@code StateMachine.runOnActiveStates}. */
    @Benchmark
    public void fxglStateMachine() {
        fxgl.tick();
    }

    /** gdx-ai 1.8.2 {@code StackStateMachine.update()}: the top state only. */
    @Benchmark
    public void gdxAiStackStateMachine() {
        gdxAi.tick();
    }

    /** Control: {@code depth} objects of one class, one interface call each. */
    @Benchmark
    public void monomorphicCalls() {
        Counters.stepAll(monomorphic);
    }

    /**
     * Control: {@code depth} objects of one class, one interface call each with the object's own
     * context from a parallel array — what passing each entry its {@code Context} costs by itself.
     */
    @Benchmark
    public void monomorphicCallsWithContext() {
        Counters.stepAllWith(monomorphic, contexts);
    }

    /** Control: {@code depth} objects of four classes, one interface call each. */
    @Benchmark
    public void megamorphicCalls() {
        Counters.stepAll(megamorphic);
    }
}
