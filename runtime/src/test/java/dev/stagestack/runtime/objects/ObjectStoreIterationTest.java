package dev.stagestack.runtime.objects;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The documented semantics of adding and removing while iterating. */
class ObjectStoreIterationTest {

    private final ObjectStore<String> store = new ObjectStore<>();
    private final List<String> seen = new ArrayList<>();
    private final long a = store.add("a");
    private final long b = store.add("b");
    private final long c = store.add("c");
    private final long d = store.add("d");

    @Test
    void objectsAddedDuringAnIterationWaitForTheNextOne() {
        long[] added = new long[1];
        store.forEach((handle, object) -> {
            seen.add(object);
            if (object.equals("b")) {
                added[0] = store.add("e");
                assertSame("e", store.get(added[0]), "a handle is valid at once");
            }
        });
        assertEquals(List.of("a", "b", "c", "d"), seen);
        seen.clear();
        store.forEach((handle, object) -> seen.add(object));
        assertEquals(List.of("a", "b", "c", "d", "e"), seen);
    }

    @Test
    void anObjectRemovedBeforeItsTurnIsNotVisitedAndNoOtherIsSkipped() {
        store.forEach((handle, object) -> {
            seen.add(object);
            if (object.equals("a")) {
                assertTrue(store.remove(b));
                assertNull(store.get(b), "invalid at once");
                assertEquals(3, store.size());
            }
        });
        assertEquals(List.of("a", "c", "d"), seen);
        assertFalse(store.contains(b));
    }

    @Test
    void removingVisitedObjectsAndItselfVisitsEveryOtherExactlyOnce() {
        store.forEach((handle, object) -> {
            seen.add(object);
            if (object.equals("c")) {
                store.remove(a);
                store.remove(handle);
            }
        });
        assertEquals(List.of("a", "b", "c", "d"), seen);
        seen.clear();
        store.forEach((handle, object) -> seen.add(object));
        assertEquals(List.of("d", "b"), seen, "swap-removal after the iteration moved d into a's place");
    }

    @Test
    void clearDuringAnIterationStopsTheRemainingVisits() {
        store.forEach((handle, object) -> {
            seen.add(object);
            if (object.equals("b")) {
                store.clear();
                assertTrue(store.isEmpty());
            }
        });
        assertEquals(List.of("a", "b"), seen);
        assertNull(store.get(d));
        long e = store.add("e");
        assertSame("e", store.get(e));
        assertEquals(1, store.size());
    }

    @Test
    void removalsInANestedIterationWaitForTheOutermostToEnd() {
        List<String> inner = new ArrayList<>();
        store.forEach((handle, object) -> {
            seen.add(object);
            if (object.equals("a")) {
                store.forEach((h, o) -> {
                    if (o.equals("d")) {
                        store.remove(h);
                    }
                });
                store.forEach((h, o) -> inner.add(o));
            }
        });
        assertEquals(List.of("a", "b", "c"), inner, "d is invalid at once");
        assertEquals(List.of("a", "b", "c"), seen);
        assertEquals(3, store.size());
        assertFalse(store.contains(d));
    }

    @Test
    void anExceptionInAnActionStillCompletesDeferredRemovals() {
        assertThrows(
                IllegalStateException.class,
                () -> store.forEach((handle, object) -> {
                    store.remove(c);
                    throw new IllegalStateException("boom");
                }));
        assertEquals(3, store.size());
        store.remove(a);
        store.forEach((handle, object) -> seen.add(object));
        assertEquals(List.of("d", "b"), seen, "removals apply at once again after the failed pass");
    }
}
