package dev.stagestack.bench.objects;

import dev.stagestack.runtime.objects.DoubleColumns;
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
 * nothing. {@link #plainArray()} runs the same updates straight over an
 * array: the floor any store can reach, set by memory bandwidth.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ObjectStoreUpdateBenchmark {

    private static final int OBJECTS = 1_000_000;

    private final Arena arena = Arena.DEFAULT;
    private ObjectStore<Ball> store;
    private Ball[] balls;
    private ObjectStore<Ball> columnStore;
    private DoubleColumns columns;
    private double[][] structOfArrays;

    /** Fills the store and the control array with the same balls. */
    @Setup
    public void fill() {
        balls = arena.balls(OBJECTS, 3);
        store = new ObjectStore<>(OBJECTS);
        for (Ball ball : balls) {
            store.add(ball);
        }
        columnStore = new ObjectStore<>(OBJECTS);
        for (Ball ball : balls) {
            columnStore.add(ball);
        }
        columns = columnStore.doubleColumns(4);
        arena.fillColumns(columns.column(0), columns.column(1), columns.column(2), columns.column(3), OBJECTS, 3);
        structOfArrays = new double[4][OBJECTS];
        arena.fillColumns(structOfArrays[0], structOfArrays[1], structOfArrays[2], structOfArrays[3], OBJECTS, 3);
    }

    /** One update pass over every object, through a non-capturing method reference. */
    @Benchmark
    public int updateAll() {
        store.forEach(GameObject::update, arena);
        return store.size();
    }

    /** Control: the same update pass over a plain array, no store. */
    @Benchmark
    public int plainArray() {
        for (Ball ball : balls) {
            ball.update(arena);
        }
        return balls.length;
    }

    /** The same update over the store's {@link DoubleColumns} (x, y, vx, vy): the struct-of-arrays path. */
    @Benchmark
    public int columns() {
        arena.bounce(columns.column(0), columns.column(1), columns.column(2), columns.column(3), columnStore.rows());
        return columnStore.rows();
    }

    /** Control: the same update over four plain {@code double[]} columns, no store. */
    @Benchmark
    public int structOfArrays() {
        arena.bounce(structOfArrays[0], structOfArrays[1], structOfArrays[2], structOfArrays[3], OBJECTS);
        return OBJECTS;
    }
}
