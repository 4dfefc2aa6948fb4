package dev.stagestack.runtime.objects;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ObjectStoreTest {

    private final ObjectStore<String> store = new ObjectStore<>();

    @Test
    void addedObjectsCanBeLookedUpAndRemoved() {
        long a = store.add("a");
        long b = store.add("b");
        assertEquals(2, store.size());
        assertSame("a", store.get(a));
        assertSame("b", store.get(b));
        assertTrue(store.remove(a));
        assertNull(store.get(a));
        assertFalse(store.contains(a));
        assertSame("b", store.get(b));
        assertEquals(1, store.size());
    }

    @Test
    void aStaleHandleNeverReachesTheObjectThatReusesItsSlot() {
        long old = store.add("old");
        store.remove(old);
        long reused = store.add("new");
        assertEquals(Handle.slot(old), Handle.slot(reused));
        assertEquals(Handle.generation(old) + 1, Handle.generation(reused));
        assertNull(store.get(old));
        assertFalse(store.remove(old));
        assertSame("new", store.get(reused));
    }

    @Test
    void handlesThatWereNeverIssuedFindNothing() {
        store.add("a");
        assertNull(store.get(Handle.NONE));
        assertNull(store.get(Handle.of(5, 1)));
        assertNull(store.get(Handle.of(0, 2)));
        assertNull(store.get(-1L));
        assertFalse(store.remove(Handle.of(-3, 1)));
    }

    @Test
    void aHandleOfAnotherStoreFindsNothingThereAndRemovesNothing() {
        ObjectStore<String> other = new ObjectStore<>();
        long mine = store.add("mine");
        long theirs = other.add("theirs");
        assertEquals(Handle.slot(mine), Handle.slot(theirs));
        assertEquals(Handle.generation(mine), Handle.generation(theirs));

        assertNull(store.get(theirs));
        assertFalse(store.contains(theirs));
        assertFalse(store.remove(theirs));
        assertSame("mine", store.get(mine));
        assertSame("theirs", other.get(theirs));
        assertEquals(1, store.size());
    }

    @Test
    void clearInvalidatesEveryHandle() {
        long a = store.add("a");
        long b = store.add("b");
        store.clear();
        assertTrue(store.isEmpty());
        long c = store.add("c");
        long d = store.add("d");
        assertNull(store.get(a));
        assertNull(store.get(b));
        assertSame("c", store.get(c));
        assertSame("d", store.get(d));
    }

    @Test
    void capacityGrowsFromOne() {
        ObjectStore<Integer> grown = new ObjectStore<>(1);
        List<Long> handles = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            handles.add(grown.add(i));
        }
        for (int i = 0; i < 1000; i++) {
            assertEquals(i, grown.get(handles.get(i)));
        }
        assertThrows(IllegalArgumentException.class, () -> new ObjectStore<>(-1));
    }

    @Test
    void nullObjectsAreRefused() {
        assertThrows(NullPointerException.class, () -> store.add(null));
    }

    @Test
    void aSlotAtItsGenerationLimitIsRetiredNotReused() {
        ObjectStore<String> limited = new ObjectStore<>(4, 2);
        long first = limited.add("first");
        limited.remove(first);
        long second = limited.add("second");
        limited.remove(second);
        long third = limited.add("third");
        assertEquals(Handle.slot(first), Handle.slot(second));
        assertNotEquals(Handle.slot(second), Handle.slot(third));
        assertNull(limited.get(first));
        assertNull(limited.get(second));
        assertSame("third", limited.get(third));
    }

    @Test
    void visitorsGetEachLiveObjectWithItsHandle() {
        long a = store.add("a");
        long b = store.add("b");
        long c = store.add("c");
        store.remove(b);
        List<String> seen = new ArrayList<>();
        store.forEach((handle, object) -> {
            assertSame(object, store.get(handle));
            seen.add(object);
        });
        assertEquals(List.of("a", "c"), seen);
        assertTrue(store.contains(a) && store.contains(c));
    }

    @Test
    void gameObjectFunctionsRunThroughAMethodReference() {
        ObjectStore<Counter> counters = new ObjectStore<>();
        Counter one = new Counter();
        Counter two = new Counter();
        counters.add(one);
        counters.add(two);
        counters.forEach(GameObject::update, 5);
        counters.forEach(GameObject::event, "tap");
        counters.forEach(GameObject::render, new StringBuilder());
        assertEquals(5, one.total);
        assertEquals(5, two.total);
        assertEquals("tap", one.lastEvent);
    }

    /** Implements update and event only; render keeps its default. */
    private static final class Counter implements GameObject<Integer, StringBuilder, String> {
        private int total;
        private String lastEvent;

        @Override
        public void update(Integer amount) {
            total += amount;
        }

        @Override
        public void event(String event) {
            lastEvent = event;
        }
    }

    @Test
    void handlesPrintAsSlotAtGeneration() {
        assertEquals("none", Handle.toString(Handle.NONE));
        assertEquals("12@3", Handle.toString(Handle.of(12, 3)));
    }
}
