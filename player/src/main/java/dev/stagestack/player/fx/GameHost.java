package dev.stagestack.player.fx;

import dev.stagestack.model.SaveGame;
import dev.stagestack.runtime.StateStack;

/**
 * What a game's {@code main} does to its running game between ticks, given to the hook of
 * {@link GameWindowOptions#betweenTicks}: read the stack and its variables, save the run, continue
 * from a save, set the volume. Used on the JavaFX thread only, inside the hook.
 */
public interface GameHost {

    /** The live run's stack, between ticks: its head, its chain and its variables ({@code stack().variables()}). */
    StateStack stack();

    /**
     * A save of the run as it stands (docs/semantics.md §20; {@code GraphRun.snapshot()}): write it with
     * {@code SaveCodec.writeAtomically(save, file)}.
     */
    SaveGame snapshot();

    /**
     * Ends the run with its teardown and continues from {@code save} in a new run, as a relaunch does
     * ({@code GraphRun.restore}): the "Continue" of a title screen.
     *
     * @throws dev.stagestack.model.SaveProblemsException when the save does not fit the graph, listing why;
     *         the game then starts over from its initial state
     */
    void continueFrom(SaveGame save);

    /** The volume of the game's sound effects and music: 0 (silent) to 1 (as recorded, the default). */
    void volume(double level);

    /** The volume, 0 to 1. */
    double volume();
}
