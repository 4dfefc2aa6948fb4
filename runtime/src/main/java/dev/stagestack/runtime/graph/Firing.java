package dev.stagestack.runtime.graph;

import dev.stagestack.runtime.Context;

/**
 * What a transition does when it fires: plays its sound, if it has one, then requests its actions
 * in order. The sound requests nothing (docs/format.md "Transition").
 */
final class Firing {

    private final CompiledAction[] actions;
    private final String sound;

    /** @param sound name of one of the from state's sound effects, or null */
    Firing(CompiledAction[] actions, String sound) {
        this.actions = actions;
        this.sound = sound;
    }

    void fire(Context context) {
        if (sound != null) {
            context.sounds().play(sound);
        }
        CompiledAction.requestAll(actions, context);
    }
}
