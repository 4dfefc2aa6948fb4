package dev.stagestack.samples.bounce;

import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.graph.BehaviorProvider;

/** Registers {@code bounce.level}, the playable level of Bounce. */
public final class LevelProvider implements BehaviorProvider {

    /** The id graphs name in a state's {@code behavior}. */
    public static final String ID = "bounce.level";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Behavior create() {
        return new LevelBehavior();
    }
}
