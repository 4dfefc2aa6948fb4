package dev.stagestack.runtime;

import java.util.List;
import java.util.Objects;

/**
 * The reload of a running {@link StateStack} (docs/semantics.md §19): swaps its states for a new version,
 * keeping its entries. Each live entry becomes an entry of its state's new version, by id or by rename; the
 * entries of deleted states keep their code without triggers, and they and every staging entry above the lowest
 * of them are popped from staging, so the next commit takes them off the stack with their paired callbacks.
 */
final class StackReload {

    private final StateStack stack;
    private final StagingChain staging;
    private final Committer committer;
    private final StackEvents events;
    private final EffectTracker effects;

    StackReload(
            StateStack stack, StagingChain staging, Committer committer, StackEvents events, EffectTracker effects) {
        this.stack = stack;
        this.staging = staging;
        this.committer = committer;
        this.events = events;
        this.effects = effects;
    }

    /** See {@link StateStack#reload(List, StateRenames, List)}. */
    ReloadReport reload(List<StateBinding> next, StateRenames renames, List<String> otherChanges) {
        stack.requireOwnerThread("reload");
        committer.requireIdle();
        if (stack.ended() || staging.quitting()) {
            throw new IllegalStateException("the run is over: only a running stack is reloaded");
        }
        StackStates states = stack.states();
        StackStates nextStates = new StackStates(next);
        StateRenames checked = Objects.requireNonNull(renames, "renames");
        List<String> problems = checked.problems(ids(states.types()), ids(nextStates.types()));
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(String.join("; ", problems));
        }
        StateMapping mapping = new StateMapping(states, nextStates, checked);
        int leaving = staging.top() == null ? 0 : mapping.leavingFrom(staging.top());
        ReloadReport report = mapping.report(otherChanges, leaving);
        events.reloaded(report);
        effects.cancel();
        rebindLiveEntries(mapping, nextStates);
        stack.useStates(nextStates);
        committer.statesChanged(nextStates.count());
        if (leaving > 0) {
            events.because(null, "the reload removes " + String.join(", ", mapping.removed()));
            for (int i = 0; i < leaving; i++) {
                staging.popOne(null);
            }
            events.because(null, null);
        }
        return report;
    }

    /** See {@link StateStack#reloadRefused}. */
    void reloadRefused(List<String> reasons) {
        stack.requireOwnerThread("reloadRefused");
        events.reloadRefused(List.copyOf(reasons));
    }

    private static List<String> ids(List<StateType> types) {
        return types.stream().map(StateType::id).toList();
    }

    /** Each entry of head and staging becomes an entry of its new state, or, deleted, keeps its code and no triggers. */
    private void rebindLiveEntries(StateMapping mapping, StackStates nextStates) {
        for (int level = 0; level < committer.headDepth(); level++) {
            rebind(committer.headAt(level), mapping, nextStates);
        }
        for (Entry e = staging.top(); e != null; e = e.parent) {
            if (!e.inHead) {
                rebind(e, mapping, nextStates);
            }
        }
    }

    private static void rebind(Entry entry, StateMapping mapping, StackStates nextStates) {
        StateType now = mapping.target(entry.type);
        if (now != null) {
            entry.binding = nextStates.binding(now);
            entry.type = now;
        } else {
            StateBinding old = entry.binding;
            entry.binding = new StateBinding(old.type(), () -> Behavior.NONE, Behavior.NONE, old.withoutCode());
        }
    }
}
