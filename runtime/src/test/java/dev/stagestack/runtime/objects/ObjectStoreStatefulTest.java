package dev.stagestack.runtime.objects;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.state.Action;
import net.jqwik.api.state.ActionChain;
import net.jqwik.api.state.Transformer;

/** Random sequences of store operations, checked against a map-based model. */
class ObjectStoreStatefulTest {

    @Property(tries = 400)
    void theStoreBehavesLikeTheModel(@ForAll("operations") ActionChain<StoreAgainstModel> chain) {
        chain.withInvariant("matches the model", StoreAgainstModel::checkInvariants)
                .run();
    }

    @Provide
    Arbitrary<ActionChain<StoreAgainstModel>> operations() {
        return ActionChain.startWith(StoreAgainstModel::new)
                .withAction(6, Action.just("add", Transformer.mutate("add", StoreAgainstModel::add)))
                .withAction(3, picked("remove", (state, pick) -> state.remove(pick)))
                .withAction(3, picked("lookUp", (state, pick) -> state.lookUp(pick)))
                .withAction(3, iterations())
                .withAction(1, Action.just("clear", Transformer.mutate("clear", StoreAgainstModel::clear)))
                .withMaxTransformations(80);
    }

    /** An operation on a handle picked among those issued, or a forged one. */
    private static Action.Independent<StoreAgainstModel> picked(String name, PickedOperation operation) {
        return () -> Arbitraries.integers()
                .between(0, 999)
                .map(pick -> Transformer.mutate(name + " " + pick, state -> operation.run(state, pick)));
    }

    private static Action.Independent<StoreAgainstModel> iterations() {
        return () -> Arbitraries.integers()
                .between(0, 999)
                .list()
                .ofMaxSize(8)
                .map(plan -> Transformer.mutate("iterate " + plan, state -> state.iterate(plan)));
    }

    @FunctionalInterface
    private interface PickedOperation {
        void run(StoreAgainstModel state, int pick);
    }
}
