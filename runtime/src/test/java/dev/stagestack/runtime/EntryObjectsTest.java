package dev.stagestack.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.runtime.objects.ObjectStore;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each entry owns one object store: filled by its behaviour, emptied right after every free. */
class EntryObjectsTest {

    private final StateType level = new StateType(0, "level", CoveredPolicy.FREEZE, false);
    private final List<Long> handles = new ArrayList<>();
    private final List<Integer> sizesAtFree = new ArrayList<>();

    /** Adds three objects at init and counts them by updating them every active tick. */
    private final class Spawner implements Behavior {
        @Override
        public void init(Context context) {
            for (int i = 0; i < 3; i++) {
                handles.add(context.objects().add(new Counter()));
            }
        }

        @Override
        public void active(Context context) {
            context.objects().forEach(EntryObject::update, context);
        }

        @Override
        public void free(Context context) {
            sizesAtFree.add(context.objects().size());
        }
    }

    private static final class Counter implements EntryObject {
        int updates;

        @Override
        public void update(Context context) {
            updates++;
        }
    }

    private StateStack stack() {
        return new StateStack(List.of(StateBinding.of(level, new Spawner())), new StackOptions(8, 100, 1));
    }

    @Test
    void objectsLiveFromInitUntilFreeAndAreUpdatedThroughTheStore() {
        StateStack stack = stack();
        stack.push(level);
        stack.commit();
        stack.step();
        stack.step();
        ObjectStore<EntryObject> objects = stack.head().context().objects();
        assertEquals(3, objects.size());
        assertEquals(2, ((Counter) objects.get(handles.get(0))).updates);
    }

    @Test
    void restartEmptiesTheStoreAfterFreeSoInitStartsClean() {
        StateStack stack = stack();
        stack.push(level);
        stack.commit();
        long before = handles.get(0);
        stack.restart();
        stack.commit();
        ObjectStore<EntryObject> objects = stack.head().context().objects();
        assertEquals(List.of(3), sizesAtFree, "free still sees the objects it must let go of");
        assertEquals(3, objects.size(), "init of the restart added a fresh three");
        assertNull(objects.get(before), "a handle from before the restart never reaches a new object");
        assertFalse(objects.contains(before));
    }

    @Test
    void aPooledEntryKeepsItsStoreButStartsEmpty() {
        StateStack stack = stack();
        stack.push(level);
        stack.commit();
        Entry first = stack.head();
        ObjectStore<EntryObject> store = first.objects();
        stack.pop();
        stack.commit();
        assertTrue(store.isEmpty(), "exit/free/unload emptied it");
        stack.push(level);
        stack.commit();
        assertSame(first, stack.head(), "the pool hands back the same entry");
        assertSame(store, stack.head().objects(), "and its store, so a warm stack allocates none");
        assertEquals(3, store.size());
    }
}
