package dev.stagestack.samples.levels;

import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.graph.BehaviorProvider;

/** Registers {@code levels.counter}: counts loads and inits of a level and shows them. */
public final class LoadCounterProvider implements BehaviorProvider {

    /** The id graphs name in a state's {@code behavior}. */
    public static final String ID = "levels.counter";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Behavior create() {
        return new LoadCounter();
    }
}
