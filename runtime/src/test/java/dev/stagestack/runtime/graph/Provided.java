package dev.stagestack.runtime.graph;

import dev.stagestack.runtime.Behavior;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/** Test registries: behaviours by id without ServiceLoader files. */
final class Provided {

    private final List<BehaviorProvider> providers = new ArrayList<>();

    static Provided behavior(String id, Supplier<Behavior> factory) {
        return new Provided().and(id, factory);
    }

    Provided and(String id, Supplier<Behavior> factory) {
        providers.add(BehaviorProvider.of(id, factory::get));
        return this;
    }

    BehaviorRegistry registry() {
        return BehaviorRegistry.of(providers);
    }
}
