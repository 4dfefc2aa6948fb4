package dev.stagestack.runtime.graph;

import dev.stagestack.runtime.Behavior;

/** Registered through META-INF/services in the test resources: its {@code create()} always throws. */
public final class FailingCreateProvider implements BehaviorProvider {

    /** The id graphs name it by. */
    public static final String ID = "test.create-fails";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Behavior create() {
        throw new IllegalStateException("the level table is missing");
    }
}
