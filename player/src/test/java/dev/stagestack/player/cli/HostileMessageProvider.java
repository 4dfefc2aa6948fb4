package dev.stagestack.player.cli;

import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.graph.BehaviorProvider;

/**
 * Registered through META-INF/services in the test resources: a behaviour whose {@code enter} throws
 * an exception whose message is a terminal attack (escape sequences, a bell, a right-to-left override)
 * followed by five million characters.
 */
public final class HostileMessageProvider implements BehaviorProvider {

    static final String ID = "test.hostile-message";

    /** The message thrown: 98 hostile characters and 5,000,000 more. */
    static final String MESSAGE =
            "\u001B]0;owned\u0007\u001B[2J\u202Eevil\u009B31m " + "x".repeat(74) + "y".repeat(5_000_000);

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Behavior create() {
        return new Behavior() {
            @Override
            public void enter(Context context) {
                throw new IllegalStateException(MESSAGE);
            }
        };
    }
}
