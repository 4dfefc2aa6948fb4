package dev.stagestack.runtime;

import dev.stagestack.model.JsonData;
import dev.stagestack.model.Problem;
import dev.stagestack.model.SaveGame;
import dev.stagestack.model.SavedEntry;
import dev.stagestack.model.Variable;
import dev.stagestack.model.json.SaveRead;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * Save games of a {@link StateStack} (docs/semantics.md §20): {@link #snapshot} saves the staging chain,
 * bottom first, with each entered entry's {@link Saves}; {@link #restore} pushes a save into a stack that
 * has not run, keeping its serials, and commits it with every request refused, so the stack it rebuilds is
 * the one saved, its callbacks paired as for any push. While it commits, {@link #restoring()} is true.
 */
final class StackSaves {

    private final StateStack stack;
    private final StagingChain staging;
    private final Committer committer;
    /** A save is being restored: every request is refused (docs/semantics.md §20). */
    private boolean restoring;

    StackSaves(StateStack stack, StagingChain staging, Committer committer) {
        this.stack = stack;
        this.staging = staging;
        this.committer = committer;
    }

    /** See {@link StateStack#snapshot()}. */
    SaveGame snapshot() {
        stack.requireOwnerThread("snapshot");
        committer.requireIdle();
        if (staging.quitting()) {
            throw new IllegalStateException("snapshot: the run is quitting; there is nothing to save");
        }
        if (staging.top() == null) {
            throw new IllegalStateException("snapshot: the stack is empty; there is nothing to save");
        }
        List<SavedEntry> entries = new ArrayList<>();
        for (Entry e = staging.top(); e != null; e = e.parent) {
            entries.add(0, saved(e));
        }
        Variables variables = stack.variables();
        return new SaveGame(
                null,
                stack.tick(),
                staging.nextSerial(),
                entries,
                variables.isEmpty() ? Map.of() : variables.snapshot());
    }

    /** One entry as saved: its push data, and what its behaviour saves once it has been entered. */
    private static SavedEntry saved(Entry entry) {
        Saves saves = entry.inHead ? Saves.of(entry.behavior) : null;
        if (saves == null) {
            return SavedEntry.of(entry.stateId(), entry.serial(), entry.data());
        }
        Map<String, Object> saved = frozenMap(asked(entry, () -> saves.save(entry.context())), entry + " saved");
        return new SavedEntry(entry.stateId(), entry.serial(), entry.data(), store(entry), saved);
    }

    private static List<Object> store(Entry entry) {
        List<Object> store = new ArrayList<>();
        entry.objects().forEach((handle, object) -> {
            if (object instanceof SavedObject savedObject) {
                String what = entry + " store[" + store.size() + "]";
                store.add(JsonData.immutableValue(asked(entry, savedObject::save), what));
            }
        });
        return store;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> frozenMap(Map<String, Object> map, String what) {
        if (map == null) {
            throw new IllegalStateException(what + ": save returned null; return an empty map to save nothing");
        }
        return (Map<String, Object>) JsonData.immutableValue(map, what);
    }

    /** What saving code gives; what it throws is rethrown naming the entry, nothing having changed. */
    private static <T> T asked(Entry entry, Callable<T> code) {
        try {
            return code.call();
        } catch (Exception fault) {
            throw new IllegalStateException(entry + " save: " + Faults.describe(fault), fault);
        }
    }

    /**
     * Rebuilds {@code read}'s save in the stack, or throws, changing nothing, when the stack has run or the
     * save does not fit it ({@link SaveMatch}). See {@link StateStack#restore(SaveRead, String)}.
     */
    void restore(SaveRead read, String expectedGraph) {
        stack.requireOwnerThread("restore");
        committer.requireIdle();
        SaveGame save = read.orElseThrow();
        if (!isFresh()) {
            throw new IllegalStateException("restore: this stack has run; restore a save into a new stack or run,"
                    + " in place of its first push or start()");
        }
        List<Problem> problems = SaveMatch.problems(save, stack, expectedGraph);
        if (!problems.isEmpty()) {
            throw read.refusal(problems);
        }
        stack.setTick(save.tick());
        save.variables().forEach((id, value) -> stack.variables().restoreSilently(id, Variable.valueOf(value)));
        stack.because(null, "the run restores a save of " + save.stack().size() + " entries");
        for (SavedEntry entry : save.stack()) {
            staging.pushSaved(stack.type(entry.state()), entry);
        }
        stack.because(null, null);
        staging.continueSerialsAt(save.nextSerial());
        commitRestored();
    }

    /** Whether a save is being restored: requests are refused and variables do not change (§20, §21). */
    boolean restoring() {
        return restoring;
    }

    /** Whether nothing has been pushed on the stack yet: a save may be restored into it. */
    private boolean isFresh() {
        return staging.nextSerial() == 1
                && staging.top() == null
                && committer.head() == null
                && !staging.quitting()
                && !stack.ended();
    }

    /** Commits a restore's pushes with every request refused. */
    private void commitRestored() {
        restoring = true;
        try {
            committer.commitAll();
        } finally {
            restoring = false;
        }
    }

    /** The {@code restore} callback of a restored entry: its store's objects made again, then its saved values. */
    static void restoreEntry(Behavior behavior, Context context) {
        Saves saves = Saves.of(behavior);
        SavedEntry saved = context.entry().restoreFrom;
        if (saves == null || saved == null) {
            return;
        }
        for (Object item : saved.store()) {
            EntryObject object = saves.restoreObject(context, item);
            if (object != null) {
                context.objects().add(object);
            }
        }
        saves.restore(context, saved.saved());
    }
}
