package dev.stagestack.bench.peers;

import com.badlogic.gdx.ai.fsm.StackStateMachine;
import com.badlogic.gdx.ai.fsm.State;
import com.badlogic.gdx.ai.msg.Telegram;

/**
 * gdx-ai 1.8.2's {@link StackStateMachine} with {@code depth} states changed into it. Its
 * {@code update} steps only the current state (and a global state, none here), whatever the depth:
 * it has no covered states to step, so its tick is the depth-1 figure at every depth.
 */
final class GdxAiStack {

    private final StackStateMachine<Object, CountingState> machine = new StackStateMachine<>(new Object());

    GdxAiStack(int depth) {
        machine.setInitialState(new CountingState());
        for (int i = 1; i < depth; i++) {
            machine.changeState(new CountingState());
        }
    }

    void tick() {
        machine.update();
    }

    /** A state that counts its updates. */
    static final class CountingState implements State<Object> {
        long steps;

        @Override
        public void enter(Object owner) {
        }

        @Override
        public void update(Object owner) {
            steps++;
        }

        @Override
        public void exit(Object owner) {
        }

        @Override
        public boolean onMessage(Object owner, Telegram telegram) {
            return false;
        }
    }
}
