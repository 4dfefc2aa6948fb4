package dev.stagestack.bench.peers;

import com.almasb.fxgl.core.fsm.State;
import com.almasb.fxgl.core.fsm.StateMachine;
import kotlin.Unit;
import kotlin.jvm.functions.Function1;

/**
 * FXGL 17.3's pure-logic {@link StateMachine} (the one its {@code GameApplication} drives its scenes
 * with): a parent state and {@code depth - 1} sub-states that allow concurrency, so every one of
 * them is active; a tick is {@link StateMachine#runOnActiveStates}, which FXGL's loop calls with
 * each scene's update. {@link #push} and {@link #pop} change it at once: FXGL has no requests.
 */
final class FxglStack implements CountedStack {

    private static final Function1<CountingState, Unit> STEP = state -> {
        state.step();
        return Unit.INSTANCE;
    };

    private final Roster<CountingState> states = new Roster<>();
    private final StateMachine<CountingState> machine;

    FxglStack(int depth) {
        machine = new StateMachine<>(states.add(new CountingState(false)));
        for (int i = 1; i < depth; i++) {
            push(subState());
        }
        if (depth() != depth) {
            throw new IllegalStateException("FXGL: " + depth() + " active states, not " + depth);
        }
    }

    /** One tick: every active state stepped. */
    void tick() {
        machine.runOnActiveStates(STEP);
    }

    /** A new sub-state that allows concurrency, counted with this stack's states; not pushed yet. */
    CountingState subState() {
        return states.add(new CountingState(true));
    }

    /** {@code changeState} to a sub-state: on top of the current state. */
    void push(CountingState subState) {
        machine.changeState(subState);
    }

    /** {@code popSubState}: false when only the parent state is left. */
    boolean pop() {
        return machine.popSubState();
    }

    /** Every state allows concurrency, so every state on the stack is active. */
    @Override
    public int depth() {
        return machine.getActiveStates().size();
    }

    @Override
    public long callbacks() {
        return states.sum(state -> state.callbacks);
    }

    @Override
    public long steps() {
        return states.sum(CountingState::steps);
    }

    /** A state that counts its updates and its callbacks. */
    static final class CountingState implements State<CountingState>, Counter {
        private final boolean subState;
        private long steps;
        private long callbacks;

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
            callbacks++;
        }

        @Override
        public void onDestroy() {
            callbacks++;
        }

        @Override
        public void onEnteredFrom(CountingState previous) {
            callbacks++;
        }

        @Override
        public void onExitingTo(CountingState next) {
            callbacks++;
        }
    }
}
