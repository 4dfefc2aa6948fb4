package dev.stagestack.runtime;

import dev.stagestack.model.Variable;
import java.util.List;

/**
 * Observes everything a {@link StateStack} does, in the order it happens. Every method is a
 * no-op by default. Listeners are told before the callback or step they announce runs, and
 * may read {@link StateStack#head()}, {@link StateStack#staging()} and {@link StateStack#tick()}.
 * Entries are pooled: copy what you need, do not keep an {@link Entry} past the event.
 * A listener must not make requests or drive the stack.
 */
public interface StackListener {

    /** A request changed staging; {@code entry} is null for {@link StagingEdit#QUIT}. */
    default void edited(StateStack stack, StagingEdit edit, Entry entry) {}

    /** A callback of {@code entry} is about to run. */
    default void callback(StateStack stack, Callback callback, Entry entry) {}

    /**
     * Why the requests that follow are made, until the next call ({@code cause} null ends it): for a
     * graph run, {@code key ESCAPE fires transition esc}; {@code entry} is the entry whose transition
     * or code makes them, or null. It changes nothing: tools that explain a run (the player's log,
     * {@code stagestack trace --explain}) show it.
     */
    default void because(StateStack stack, Entry entry, String cause) {}

    /**
     * The tick's commit is done (head equals staging): it took {@code steps} steps, counting those
     * taken one at a time before it ({@link StateStack#commitStep()}). Not called for a tick with
     * nothing to commit, nor for a commit stopped as a runaway (that is an error).
     */
    default void committed(StateStack stack, int steps) {}

    /**
     * A commit showed a new chain with a transition effect (docs/semantics.md §22): the host draws the
     * picture it last showed blending into the new chain's over {@code effect.ticks()} ticks. Told after
     * {@link #committed}. An effect that starts while another plays replaces it: the other one is not
     * told ended, and the old picture is what the screen showed, effect included.
     */
    default void effectStarted(StateStack stack, EffectRun effect) {}

    /**
     * The effect has run its course (told as the tick after its last begins), or a reload or the end of
     * the run cancelled it: the host draws the chain alone again.
     */
    default void effectEnded(StateStack stack, EffectRun effect) {}

    /** A commit step is about to call its callbacks; head has already moved. */
    default void stepped(StateStack stack, CommitStep step, Entry entry) {}

    /**
     * An error; {@code entry} is the entry concerned or null, {@code message} the rest of the line,
     * e.g. {@code pop: the staging stack is empty} (see docs/semantics.md §9 for every form).
     */
    default void error(StateStack stack, StackError code, Entry entry, String message) {}

    /**
     * An error with what caused it: the {@link Throwable} a callback threw for {@link StackError#CALLBACK},
     * null for every other code. By default it calls {@link #error(StateStack, StackError, Entry, String)};
     * override this one to see the stack trace.
     */
    default void error(StateStack stack, StackError code, Entry entry, String message, Throwable cause) {
        error(stack, code, entry, message);
    }

    /**
     * The stack's states were swapped by a reload (docs/semantics.md §19), at the start of a tick before its
     * commit; {@code report} says what changed. The pops it makes to take deleted states off follow.
     */
    default void reloaded(StateStack stack, ReloadReport report) {}

    /** A reload was refused, for {@code reasons} (one each); nothing changed (docs/semantics.md §19). */
    default void reloadRefused(StateStack stack, List<String> reasons) {}

    /**
     * A graph variable was set, added to or reset, by a transition's action or by code (docs/semantics.md
     * §21): {@code value} is its value after the change, 0 or 1 for a boolean (format it with
     * {@link Variable#format}). Told for every change, also one that leaves the value as it was.
     */
    default void variableSet(StateStack stack, Variable variable, long value) {}

    /**
     * A transition with a guard or {@code once} matched an event of {@code entry} and was tried
     * (docs/semantics.md §21): told before it fires, or instead, when skipped. Transitions with neither
     * are never told here.
     */
    default void transitionChecked(StateStack stack, Entry entry, TransitionCheck check) {}

    /** The run is over (docs/semantics.md §7); nothing follows. */
    default void ended(StateStack stack) {}
}
