package dev.stagestack.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.SaveGame;
import dev.stagestack.model.SavedEntry;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** docs/semantics.md §20 on a bare StateStack: a save of a stack driven by hand, and its restore. */
class StackSaveTest {

    private final StateType world = new StateType(0, "world", CoveredPolicy.FREEZE, false);
    private final StateType dialog = new StateType(1, "dialog", CoveredPolicy.FREEZE, true);
    private final List<String> restores = new ArrayList<>();

    /** A dialog that remembers the page it shows; the world saves nothing. */
    final class Dialog implements Behavior, Saves {
        int page = 1;

        @Override
        public Map<String, Object> save(Context c) {
            return Map.of("page", page);
        }

        @Override
        public void restore(Context c, Map<String, Object> saved) {
            page = ((BigDecimal) saved.get("page")).intValueExact();
            restores.add(c.entry() + " page " + page + ", head " + c.entry().inHead());
        }

        @Override
        public void enter(Context c) {
            if (c.entry().depth() == 3) {
                c.push("dialog"); // refused while restoring
            }
        }
    }

    private StateStack stack(RecordingListener listener) {
        StateStack stack = new StateStack(
                List.of(StateBinding.of(world, Behavior.NONE), StateBinding.perEntry(dialog, Dialog::new)),
                StackOptions.at(60));
        stack.addListener(listener);
        return stack;
    }

    @Test
    void aBareStackSavesItsTickAndRestoresBottomUpKeepingSerials() {
        RecordingListener played = new RecordingListener();
        StateStack stack = stack(played);
        stack.setTick(3);
        stack.push(world);
        stack.push(dialog, Map.of("topic", "quest"));
        stack.pop();
        stack.push(dialog);
        stack.commit();
        stack.push(dialog);
        stack.commit();

        SaveGame save = stack.snapshot();

        assertEquals(
                new SaveGame(
                        null,
                        3,
                        6,
                        List.of(
                                SavedEntry.of("world", 1, Map.of()),
                                new SavedEntry("dialog", 3, Map.of(), List.of(), Map.of("page", 1)),
                                new SavedEntry(
                                        "dialog", 4, Map.of(), List.of(), Map.of("page", 1)), // its enter pushed:
                                new SavedEntry("dialog", 5, Map.of(), List.of(), Map.of("page", 1)))),
                save);
        RecordingListener listener = new RecordingListener();
        StateStack restored = stack(listener);
        restored.restore(save);
        assertEquals(
                List.of(
                        "push world#1",
                        "push dialog#3",
                        "push dialog#4",
                        "push dialog#5",
                        "step ADVANCE world#1",
                        "load world#1",
                        "init world#1",
                        "restore world#1",
                        "enter world#1",
                        "step ADVANCE dialog#3",
                        "pause world#1",
                        "load dialog#3",
                        "init dialog#3",
                        "restore dialog#3",
                        "enter dialog#3",
                        "step ADVANCE dialog#4",
                        "pause dialog#3",
                        "load dialog#4",
                        "init dialog#4",
                        "restore dialog#4",
                        "enter dialog#4",
                        "error restoring push dialog: the stack is being restored from a save, which holds"
                                + " what requests made",
                        "step ADVANCE dialog#5",
                        "pause dialog#4",
                        "load dialog#5",
                        "init dialog#5",
                        "restore dialog#5",
                        "enter dialog#5"),
                listener.take());
        assertEquals(
                List.of("dialog#3 page 1, head true", "dialog#4 page 1, head true", "dialog#5 page 1, head true"),
                restores);
        assertEquals(3, restored.tick());
        restored.push(dialog);
        assertEquals("push dialog#6", listener.take().get(0));
    }

    @Test
    void aStackThatHasRunTakesNoSaveAndNothingChanges() {
        StateStack stack = stack(new RecordingListener());
        stack.push(world);
        SaveGame save = stack.snapshot();
        RecordingListener listener = new RecordingListener();
        StateStack used = stack(listener);
        used.push(world);
        listener.take();

        assertEquals(
                "restore: this stack has run; restore a save into a new stack or run, in place of its first push"
                        + " or start()",
                assertThrows(IllegalStateException.class, () -> used.restore(save))
                        .getMessage());
        assertEquals(List.of(), listener.take());
    }

    @Test
    void aSnapshotFromInsideACallbackIsRefused() {
        StateStack[] stack = new StateStack[1];
        List<String> refused = new ArrayList<>();
        stack[0] = new StateStack(
                List.of(
                        StateBinding.of(world, new Behavior() {
                            @Override
                            public void enter(Context c) {
                                refused.add(assertThrows(IllegalStateException.class, stack[0]::snapshot)
                                        .getMessage());
                            }
                        }),
                        StateBinding.of(dialog, Behavior.NONE)),
                StackOptions.at(60));
        stack[0].push(world);
        stack[0].commit();

        assertEquals(List.of("the stack cannot be committed, stepped or drawn from inside a callback"), refused);
    }

    @Test
    void aSaveThatThrowsIsRethrownNamingItsEntry() {
        StateStack stack = new StateStack(
                List.of(StateBinding.of(world, new ThrowingSave()), StateBinding.of(dialog, Behavior.NONE)),
                StackOptions.at(60));
        stack.push(world);
        stack.commit();

        IllegalStateException thrown = assertThrows(IllegalStateException.class, stack::snapshot);

        assertEquals("world#1 save: the level table is gone", thrown.getMessage());
    }

    /** A behaviour whose save fails. */
    static final class ThrowingSave implements Behavior, Saves {
        @Override
        public Map<String, Object> save(Context c) {
            throw new IllegalStateException("the level table is gone");
        }

        @Override
        public void restore(Context c, Map<String, Object> saved) {}
    }
}
