package dev.stagestack.runtime.graph;

import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.StateBinding;
import dev.stagestack.runtime.StateType;
import dev.stagestack.runtime.assets.RunAssets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The states a {@link GraphRun} hands its stack, one {@link StateBinding} per state of a compiled graph: its
 * rules as triggers and, for a state with a behaviour id, a new behaviour from its provider for each entry,
 * wrapped so that the entry acquires the state's assets. Made at the start of a run and again by a reload.
 */
final class RunBindings {

    private RunBindings() {}

    static List<StateBinding> of(CompiledGraph graph, RunAssets assets) {
        List<StateBinding> bindings = new ArrayList<>();
        for (StateType type : graph.types()) {
            int index = type.index();
            Behavior withoutCode = assets.around(index, Behavior.NONE);
            Supplier<Behavior> behaviors = graph.provider(index)
                    .<Supplier<Behavior>>map(provider -> () -> assets.around(index, created(provider)))
                    .orElse(shared(withoutCode));
            bindings.add(new StateBinding(type, behaviors, graph.rules(index), withoutCode));
        }
        return bindings;
    }

    /**
     * Each entry of a state with code gets its own behaviour: the provider is called once per push. What it
     * throws, and null, the stack reports as the new entry's {@code create} fault (docs/semantics.md §8).
     */
    private static Behavior created(BehaviorProvider provider) {
        Behavior behavior = provider.create();
        if (behavior == null) {
            throw new IllegalStateException("behaviour provider \"" + provider.id() + "\" returned null");
        }
        return behavior;
    }

    private static Supplier<Behavior> shared(Behavior behavior) {
        return () -> behavior;
    }
}
