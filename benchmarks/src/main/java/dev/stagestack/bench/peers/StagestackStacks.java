package dev.stagestack.bench.peers;

import dev.stagestack.model.Action;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.StateBinding;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.StateType;
import dev.stagestack.runtime.graph.BehaviorProvider;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import java.util.List;
import java.util.Map;

/** Stagestack stacks of {@code depth} entries of one state updated while covered, each with a {@link CountingBehavior}. */
final class StagestackStacks {

    static final StateType LAYER = new StateType(0, "layer", CoveredPolicy.UPDATE, false);

    private StagestackStacks() {}

    /** A bare {@link StateStack}, committed to {@code depth} entries. */
    static StateStack stateStack(int depth) {
        return stateStack(depth, List.of(StateBinding.perEntry(LAYER, CountingBehavior::new)));
    }

    /** A bare {@link StateStack} of {@code states} ({@link #LAYER} first), committed to {@code depth} entries of {@code LAYER}. */
    static StateStack stateStack(int depth, List<StateBinding> states) {
        StateStack stack = new StateStack(states, StackOptions.at(60));
        for (int i = 0; i < depth; i++) {
            stack.push(LAYER, Map.of());
        }
        stack.commit();
        return stack;
    }

    /** A started {@link GraphRun} of a one-state graph (a button pushes another layer), ticked to {@code depth} entries. */
    static GraphRun graphRun(int depth) {
        Graph graph = new Graph(
                "layers",
                "layer",
                60,
                List.of(StateDef.of("layer").withCovered(CoveredPolicy.UPDATE).withBehavior(CountingBehavior.ID)),
                List.of(Transition.of("deeper", "layer", Trigger.button("Deeper"), List.of(Action.push("layer")))));
        CompiledGraph compiled = CompiledGraph.compile(graph, BehaviorRegistry.of(List.of(new Provider())))
                .graph()
                .orElseThrow(() -> new IllegalStateException("the benchmark graph does not compile"));
        GraphRun run = new GraphRun(compiled);
        run.start();
        for (int i = 1; i < depth; i++) {
            run.offer(InputEvent.button("Deeper"));
        }
        run.tick();
        run.tick();
        if (run.stack().headDepth() != depth) {
            throw new IllegalStateException(
                    "expected depth " + depth + ", got " + run.stack().headDepth());
        }
        return run;
    }

    private static final class Provider implements BehaviorProvider {
        @Override
        public String id() {
            return CountingBehavior.ID;
        }

        @Override
        public Behavior create() {
            return new CountingBehavior();
        }
    }
}
