package dev.stagestack.runtime.objects;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An {@link ObjectStore} and a map-based model of it, changed together by
 * the stateful property test; every operation checks the store against the
 * model. Handles ever issued are kept, so stale handles are exercised too.
 */
final class StoreAgainstModel {

    /** Picks at or above this value name a forged handle instead of an issued one. */
    static final int FORGED_PICKS_FROM = 900;

    private final ObjectStore<Item> store = new ObjectStore<>(2);
    private final Map<Long, Item> live = new LinkedHashMap<>();
    private final List<Long> issued = new ArrayList<>();
    private int nextId;

    /** A distinct object; compared by identity. */
    record Item(int id) {}

    void add() {
        Item item = new Item(nextId++);
        long handle = store.add(item);
        assertFalse(issued.contains(handle), "handle issued twice: " + Handle.toString(handle));
        issued.add(handle);
        live.put(handle, item);
    }

    void remove(int pick) {
        long handle = handleFor(pick);
        assertEquals(live.remove(handle) != null, store.remove(handle), Handle.toString(handle));
    }

    void lookUp(int pick) {
        long handle = handleFor(pick);
        assertSame(live.get(handle), store.get(handle), Handle.toString(handle));
        assertEquals(live.containsKey(handle), store.contains(handle));
    }

    void clear() {
        store.clear();
        live.clear();
    }

    /**
     * Iterates once; at the k-th visit applies {@code plan.get(k)} (see
     * {@link #mutateDuringVisit}), then checks the documented semantics.
     */
    void iterate(List<Integer> plan) {
        Set<Long> startedLive = new HashSet<>(live.keySet());
        Set<Long> visited = new HashSet<>();
        Set<Long> removedUnvisited = new HashSet<>();
        store.forEach((handle, item) -> {
            assertSame(live.get(handle), item, "visited a dead object " + Handle.toString(handle));
            assertTrue(visited.add(handle), "visited twice: " + Handle.toString(handle));
            if (visited.size() <= plan.size()) {
                mutateDuringVisit(plan.get(visited.size() - 1), handle, visited, removedUnvisited);
            }
        });
        startedLive.removeAll(removedUnvisited);
        assertEquals(
                startedLive,
                visited,
                "an iteration visits exactly the objects live at its start, less those removed before their turn");
    }

    private void mutateDuringVisit(int step, long self, Set<Long> visited, Set<Long> removedUnvisited) {
        if (step < 300) {
            add();
        } else if (step < 750) {
            long handle = step < 600 ? handleFor(step) : self;
            if (live.containsKey(handle) && !visited.contains(handle)) {
                removedUnvisited.add(handle);
            }
            assertEquals(live.remove(handle) != null, store.remove(handle));
        } else if (step < 980) {
            List<Long> nested = new ArrayList<>();
            store.forEach((handle, item) -> nested.add(handle));
            assertEquals(live.keySet(), new HashSet<>(nested), "a nested iteration visits the live objects");
        } else {
            live.keySet().stream().filter(h -> !visited.contains(h)).forEach(removedUnvisited::add);
            clear();
        }
    }

    /** Checks size and every issued handle, live or stale. */
    void checkInvariants() {
        assertEquals(live.size(), store.size());
        assertEquals(live.isEmpty(), store.isEmpty());
        for (long handle : issued) {
            assertSame(live.get(handle), store.get(handle), Handle.toString(handle));
        }
    }

    private long handleFor(int pick) {
        if (pick < FORGED_PICKS_FROM && !issued.isEmpty()) {
            return issued.get(pick % issued.size());
        }
        return Handle.of(pick % 40 - 2, pick % 4);
    }

    @Override
    public String toString() {
        return "store of " + store.size() + " objects, " + issued.size() + " handles issued";
    }
}
