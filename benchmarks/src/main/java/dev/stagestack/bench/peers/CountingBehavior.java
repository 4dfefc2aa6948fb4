package dev.stagestack.bench.peers;

import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;

/** A Stagestack behaviour that counts its steps, active or covered: one field increment per call. */
final class CountingBehavior implements Behavior {

    static final String ID = "counting";

    long steps;

    @Override
    public void active(Context context) {
        steps++;
    }

    @Override
    public void inactive(Context context) {
        steps++;
    }
}
