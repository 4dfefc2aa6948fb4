package dev.stagestack.runtime.graph;

import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;

/** Registered through META-INF/services in the test resources: fails on its third active tick. */
public final class CountingProvider implements BehaviorProvider {

    static final String ID = "test.counting";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Behavior create() {
        return new Behavior() {
            @Override
            public void active(Context context) {
                if (context.activeTicks() == 3) {
                    throw new IllegalStateException("active tick " + context.activeTicks());
                }
            }
        };
    }
}
