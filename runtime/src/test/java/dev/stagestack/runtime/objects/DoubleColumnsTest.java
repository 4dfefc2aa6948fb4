package dev.stagestack.runtime.objects;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Columns stay in step with their store: each live object's components follow it through adds, removals, growth and iteration. */
class DoubleColumnsTest {

    private final ObjectStore<String> store = new ObjectStore<>(2);
    private final DoubleColumns columns = store.doubleColumns(2);

    private long addWith(String name, double x, double y) {
        long handle = store.add(name);
        int row = store.row(handle);
        columns.column(0)[row] = x;
        columns.column(1)[row] = y;
        return handle;
    }

    private double x(long handle) {
        return columns.column(0)[store.row(handle)];
    }

    @Test
    void componentsFollowTheirObjectThroughRemovalsAndGrowth() {
        SplittableRandom random = new SplittableRandom(7);
        Map<Long, Double> expected = new HashMap<>();
        for (int step = 0; step < 2_000; step++) {
            if (!expected.isEmpty() && random.nextInt(3) == 0) {
                Long victim = expected.keySet().stream()
                        .skip(random.nextInt(expected.size()))
                        .findFirst()
                        .orElseThrow();
                store.remove(victim);
                expected.remove(victim);
            } else {
                double x = random.nextDouble();
                expected.put(addWith("o" + step, x, -x), x);
            }
            assertEquals(expected.size(), store.rows());
        }
        expected.forEach((handle, x) -> {
            assertEquals(x, x(handle));
            assertEquals(-x, columns.column(1)[store.row(handle)]);
        });
    }

    @Test
    void aPassOverTheRowsUpdatesEveryLiveObject() {
        long a = addWith("a", 1, 0);
        long b = addWith("b", 2, 0);
        long c = addWith("c", 3, 0);
        store.remove(b);
        double[] xs = columns.column(0);
        for (int row = 0; row < store.rows(); row++) {
            xs[row] *= 10;
        }
        assertEquals(10, x(a));
        assertEquals(30, x(c));
        assertEquals(-1, store.row(b));
    }

    @Test
    void anAddedObjectStartsFromZeroedComponents() {
        long a = addWith("a", 5, 6);
        store.remove(a);
        long b = store.add("b");
        assertEquals(0, x(b));
        assertEquals(0, columns.column(1)[store.row(b)]);
    }

    @Test
    void rowsOfObjectsRemovedDuringAnIterationGoWhenItEnds() {
        long a = addWith("a", 1, 0);
        long b = addWith("b", 2, 0);
        long c = addWith("c", 3, 0);
        store.forEach((handle, name) -> {
            if (name.equals("a")) {
                store.remove(a);
                assertEquals(3, store.rows());
                assertEquals(-1, store.row(a));
            }
        });
        assertEquals(2, store.rows());
        assertEquals(2, x(b));
        assertEquals(3, x(c));
    }

    @Test
    void oneStoreHasOneSetOfColumns() {
        assertSame(columns, store.doubleColumns(2));
        assertThrows(IllegalArgumentException.class, () -> store.doubleColumns(3));
        assertThrows(IllegalArgumentException.class, () -> new ObjectStore<String>().doubleColumns(0));
    }
}
