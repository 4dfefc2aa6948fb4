package dev.stagestack.bench.peers;

import static dev.stagestack.bench.peers.CountedStateStack.TOP;

import dev.stagestack.runtime.StateStack;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The operations that change a stack, on {@code depth} entries, against the peers in the same run. Every
 * state counts its lifecycle callbacks and its steps; {@link #build()} runs each benchmark once and checks
 * the depth it leaves and the counts it adds.
 *
 * <ul>
 *   <li><b>Round trip</b>: one entry pushed on the stack and popped again. Stagestack requests and commits
 *       each ({@code push}, {@code commit}: pause, load, init, enter; {@code pop}, {@code commit}: exit, free,
 *       unload, resume); the peers change at once: FXGL's {@code StateMachine} {@code changeState} to a
 *       sub-state then {@code popSubState} (6 callbacks), FXGL's scene stack {@code SceneService.pushSubScene}
 *       then {@code popSubScene} (the same 6, and its scene graph), gdx-ai's {@code StackStateMachine}
 *       {@code changeState} then {@code revertToPreviousState} (exit and enter each: 4).</li>
 *   <li><b>Burst</b>: three requests then one tick, twice, so that the stack ends as it began: push, push,
 *       pop, tick (one deeper), then pop, push, pop, tick (back). Stagestack's tick is {@code commit} +
 *       {@code step}: the entry pushed and popped before a commit is discarded unseen, so each burst is one
 *       commit step. The peers apply all three operations, then update: FXGL steps every active state (all,
 *       as in {@link PeerTickBenchmark}), gdx-ai only its current one. Scored per burst.</li>
 * </ul>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class PeerRoundTripBenchmark {

    /** Entries on the stack under the pushed one. */
    @Param({"1", "8"})
    public int depth;

    private StateStack stack;
    private FxglStack fxgl;
    private FxglStack.CountingState fxglFirst;
    private FxglStack.CountingState fxglSecond;
    private FxglSceneStack fxglScenes;
    private FxglSceneStack.CountingSubScene sceneFirst;
    private FxglSceneStack.CountingSubScene sceneSecond;
    private GdxAiStack gdxAi;
    private GdxAiStack.CountingState gdxAiFirst;
    private GdxAiStack.CountingState gdxAiSecond;

    /** Builds every stack at the same depth and checks each benchmark once on it. */
    @Setup
    public void build() {
        CountedStateStack counted = new CountedStateStack(depth);
        stack = counted.stack;
        fxgl = new FxglStack(depth);
        fxglFirst = fxgl.subState();
        fxglSecond = fxgl.subState();
        fxglScenes = new FxglSceneStack(depth);
        sceneFirst = fxglScenes.subScene();
        sceneSecond = fxglScenes.subScene();
        gdxAi = new GdxAiStack(depth);
        gdxAiFirst = gdxAi.state();
        gdxAiSecond = gdxAi.state();

        long bothTicks = 2L * depth + 1;
        check("roundTripStateStack", counted, this::roundTripStateStack, 8, 0);
        check("roundTripFxglStateMachine", fxgl, this::roundTripFxglStateMachine, 6, 0);
        check("roundTripFxglScenes", fxglScenes, this::roundTripFxglScenes, 6, 0);
        check("roundTripGdxAi", gdxAi, this::roundTripGdxAi, 4, 0);
        check("burstStateStack", counted, this::burstStateStack, 8, bothTicks);
        check("burstFxglStateMachine", fxgl, this::burstFxglStateMachine, 18, bothTicks);
        check("burstFxglScenes", fxglScenes, this::burstFxglScenes, 18, bothTicks);
        check("burstGdxAi", gdxAi, this::burstGdxAi, 12, 2);
    }

    /** Stagestack: push, commit, pop, commit. */
    @Benchmark
    public int roundTripStateStack() {
        stack.push(TOP);
        stack.commit();
        stack.pop();
        stack.commit();
        return stack.headDepth();
    }

    /** FXGL 17.3 {@code StateMachine}: {@code changeState} to a sub-state, {@code popSubState}. */
    @Benchmark
    public boolean roundTripFxglStateMachine() {
        fxgl.push(fxglFirst);
        return fxgl.pop();
    }

    /** FXGL 17.3 scene stack: {@code SceneService.pushSubScene}, {@code popSubScene} (both void; they change the window). */
    @Benchmark
    public void roundTripFxglScenes() {
        fxglScenes.push(sceneFirst);
        fxglScenes.pop();
    }

    /** gdx-ai 1.8.2 {@code StackStateMachine}: {@code changeState}, {@code revertToPreviousState}. */
    @Benchmark
    public boolean roundTripGdxAi() {
        gdxAi.push(gdxAiFirst);
        return gdxAi.pop();
    }

    /** Stagestack: push, push, pop, commit, step; pop, push, pop, commit, step. */
    @Benchmark
    @OperationsPerInvocation(2)
    public int burstStateStack() {
        stack.push(TOP);
        stack.push(TOP);
        stack.pop();
        stack.commit();
        stack.step();
        stack.pop();
        stack.push(TOP);
        stack.pop();
        stack.commit();
        stack.step();
        return stack.headDepth();
    }

    /** FXGL 17.3 {@code StateMachine}: the same operations applied at once, each burst followed by a tick. */
    @Benchmark
    @OperationsPerInvocation(2)
    public boolean burstFxglStateMachine() {
        fxgl.push(fxglFirst);
        fxgl.push(fxglSecond);
        fxgl.pop();
        fxgl.tick();
        fxgl.pop();
        fxgl.push(fxglSecond);
        boolean popped = fxgl.pop();
        fxgl.tick();
        return popped;
    }

    /** FXGL 17.3 scene stack: the same through {@code SceneService}, each burst followed by its {@code onUpdate}. */
    @Benchmark
    @OperationsPerInvocation(2)
    public void burstFxglScenes() {
        fxglScenes.push(sceneFirst);
        fxglScenes.push(sceneSecond);
        fxglScenes.pop();
        fxglScenes.tick();
        fxglScenes.pop();
        fxglScenes.push(sceneSecond);
        fxglScenes.pop();
        fxglScenes.tick();
    }

    /** gdx-ai 1.8.2 {@code StackStateMachine}: the same, each burst followed by {@code update()}. */
    @Benchmark
    @OperationsPerInvocation(2)
    public boolean burstGdxAi() {
        gdxAi.push(gdxAiFirst);
        gdxAi.push(gdxAiSecond);
        gdxAi.pop();
        gdxAi.tick();
        gdxAi.pop();
        gdxAi.push(gdxAiSecond);
        boolean popped = gdxAi.pop();
        gdxAi.tick();
        return popped;
    }

    /** Runs {@code benchmark} once: it must leave the depth as it found it and add exactly these counts. */
    private static void check(String benchmark, CountedStack stack, Runnable once, long callbacks, long steps) {
        int depthBefore = stack.depth();
        long callbacksBefore = stack.callbacks();
        long stepsBefore = stack.steps();
        once.run();
        long addedCallbacks = stack.callbacks() - callbacksBefore;
        long addedSteps = stack.steps() - stepsBefore;
        if (stack.depth() != depthBefore || addedCallbacks != callbacks || addedSteps != steps) {
            throw new IllegalStateException(benchmark + ": depth " + depthBefore + " -> " + stack.depth() + ", "
                    + addedCallbacks + " callbacks (expected " + callbacks + "), "
                    + addedSteps + " steps (expected " + steps + ")");
        }
    }
}
