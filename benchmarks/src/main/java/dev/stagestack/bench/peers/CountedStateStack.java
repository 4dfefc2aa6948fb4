package dev.stagestack.bench.peers;

import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.runtime.StateBinding;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.StateType;
import java.util.List;

/**
 * A Stagestack {@link StateStack} committed to {@code depth} {@link StagestackStacks#LAYER} entries, each with its
 * own {@link CountingBehavior}, and a second state, {@link #TOP} (also updated while covered), to push on them:
 * its entries share one {@code CountingBehavior}, as the peers push the same state object again and again.
 */
final class CountedStateStack implements CountedStack {

    static final StateType TOP = new StateType(1, "top", CoveredPolicy.UPDATE, false);

    final StateStack stack;
    private final Roster<CountingBehavior> behaviors = new Roster<>();

    CountedStateStack(int depth) {
        CountingBehavior top = behaviors.add(new CountingBehavior());
        stack = StagestackStacks.stateStack(
                depth,
                List.of(
                        StateBinding.perEntry(StagestackStacks.LAYER, () -> behaviors.add(new CountingBehavior())),
                        StateBinding.of(TOP, top)));
    }

    @Override
    public int depth() {
        return stack.headDepth();
    }

    @Override
    public long callbacks() {
        return behaviors.sum(behavior -> behavior.callbacks);
    }

    @Override
    public long steps() {
        return behaviors.sum(behavior -> behavior.steps);
    }
}
