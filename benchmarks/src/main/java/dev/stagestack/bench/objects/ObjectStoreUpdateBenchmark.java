package dev.stagestack.bench.objects;

import dev.stagestack.runtime.objects.GameObject;
import dev.stagestack.runtime.objects.ObjectStore;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One full update pass over 1,000,000 balls: the steady per-tick cost of a
 * large entry. Run with {@code -prof gc} to see that a warm pass allocates
 * nothing.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ObjectStoreUpdateBenchmark {

    private static final int OBJECTS = 1_000_000;

    private final Arena arena = Arena.DEFAULT;
    private ObjectStore<Ball> store;

    /** Fills the store. */
    @Setup
    public void fill() {
        store = new ObjectStore<>(OBJECTS);
        for (Ball ball : arena.balls(OBJECTS, 3)) {
            store.add(ball);
        }
    }

    /** One update pass over every object, through a non-capturing method reference. */
    @Benchmark
    public int updateAll() {
        store.forEach(GameObject::update, arena);
        return store.size();
    }
}
