package dev.stagestack.bench.peers;

import com.badlogic.gdx.ai.fsm.StackStateMachine;
import com.badlogic.gdx.ai.fsm.State;
import com.badlogic.gdx.ai.msg.Telegram;
import com.badlogic.gdx.utils.Array;

/**
 * gdx-ai 1.8.2's {@link StackStateMachine} with {@code depth} states changed into it. Its
 * {@code update} steps only the current state (and a global state, none here), whatever the depth:
 * it has no covered states to step, so its tick is the depth-1 figure at every depth.
 * {@link #push} and {@link #pop} change it at once: gdx-ai has no requests.
 */
final class GdxAiStack implements CountedStack {

    private final Roster<CountingState> states = new Roster<>();
    private final StackStateMachine<Object, CountingState> machine = new StackStateMachine<>(new Object());

    GdxAiStack(int depth) {
        machine.setInitialState(state());
        for (int i = 1; i < depth; i++) {
            push(state());
        }
    }

    void tick() {
        machine.update();
    }

    /** A new state, counted with this stack's states; not pushed yet. */
    CountingState state() {
        return states.add(new CountingState());
    }

    /** {@code changeState}: exits the current state, keeps it on the stack and enters {@code state}. */
    void push(CountingState state) {
        machine.changeState(state);
    }

    /** {@code revertToPreviousState}: false when the stack below the current state is empty. */
    boolean pop() {
        return machine.revertToPreviousState();
    }

    /** The current state and the stack below it, which gdx-ai keeps private: read once per check, by reflection. */
    @Override
    public int depth() {
        try {
            var below = StackStateMachine.class.getDeclaredField("stateStack");
            below.setAccessible(true);
            return 1 + ((Array<?>) below.get(machine)).size;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("gdx-ai's StackStateMachine has no field stateStack", e);
        }
    }

    @Override
    public long callbacks() {
        return states.sum(state -> state.callbacks);
    }

    @Override
    public long steps() {
        return states.sum(state -> state.steps);
    }

    /** A state that counts its updates and its callbacks. */
    static final class CountingState implements State<Object> {
        long steps;
        long callbacks;

        @Override
        public void enter(Object owner) {
            callbacks++;
        }

        @Override
        public void update(Object owner) {
            steps++;
        }

        @Override
        public void exit(Object owner) {
            callbacks++;
        }

        @Override
        public boolean onMessage(Object owner, Telegram telegram) {
            return false;
        }
    }
}
