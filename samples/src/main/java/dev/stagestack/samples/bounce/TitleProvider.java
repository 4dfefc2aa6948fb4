package dev.stagestack.samples.bounce;

import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.graph.BehaviorProvider;

/** Registers {@code bounce.title}, Bounce's animated title screen. */
public final class TitleProvider implements BehaviorProvider {

    /** The id graphs name in a state's {@code behavior}. */
    public static final String ID = "bounce.title";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Behavior create() {
        return new TitleBehavior();
    }
}
