package dev.stagestack.bench.peers;

import com.almasb.fxgl.core.fsm.State;
import com.almasb.fxgl.core.fsm.StateMachine;
import kotlin.Unit;
import kotlin.jvm.functions.Function1;

/**
 * FXGL 17.3's pure-logic {@link StateMachine} (the one its {@code GameApplication} drives its scenes
 * with): a parent state and {@code depth - 1} sub-states that allow concurrency, so every one of
 * them is active; a tick is {@link StateMachine#runOnActiveStates}, which FXGL's loop calls with
 * each scene's update.
 */
final class FxglStack {

    private static final Function1<CountingState, Unit> STEP = state -> {
        state.step();
        return Unit.INSTANCE;
    };

    private final StateMachine<CountingState> machine;

    FxglStack(int depth) {
        machine = new StateMachine<>(new CountingState(false));
        for (int i = 1; i < depth; i++) {
            machine.changeState(new CountingState(true));
        }
        if (machine.getActiveStates().size() != depth) {
            throw new IllegalStateException("FXGL: " + machine.getActiveStates().size() + " active states, not " + depth);
        }
    }

    /** One tick: every active state stepped. */
    void tick() {
        machine.runOnActiveStates(STEP);
    }

    /** A state that counts its updates. */
    static final class CountingState implements State<CountingState>, Counter {
        private final boolean subState;
        private long steps;

        CountingState(boolean subState) {
            this.subState = subState;
        }

        @Override
        public void step() {
            steps++;
        }

        @Override
        public long steps() {
            return steps;
        }

        @Override
        public boolean isSubState() {
            return subState;
        }

        @Override
        public boolean isAllowConcurrency() {
            return true;
        }

        @Override
        public void onCreate() {
        }

        @Override
        public void onDestroy() {
        }

        @Override
        public void onEnteredFrom(CountingState previous) {
        }

        @Override
        public void onExitingTo(CountingState next) {
        }
    }
}
