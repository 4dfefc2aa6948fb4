package dev.stagestack.runtime.graph;

import dev.stagestack.runtime.Context;

/**
 * What a transition does when it fires: plays its sound, if it has one, then requests its actions
 * in order. The sound requests nothing (docs/format.md "Transition").
 */
final class Firing {

    private final CompiledAction[] actions;
    private final String sound;
    private final String cause;

    /**
     * @param sound name of one of the from state's sound effects, or null
     * @param cause why its requests are made, e.g. {@code key ESCAPE fires transition esc}
     */
    Firing(CompiledAction[] actions, String sound, String cause) {
        this.actions = actions;
        this.sound = sound;
        this.cause = cause;
    }

    void fire(Context context) {
        if (sound != null) {
            context.sounds().play(sound);
        }
        context.because(cause);
        CompiledAction.requestAll(actions, context);
        context.because(null);
    }
}
