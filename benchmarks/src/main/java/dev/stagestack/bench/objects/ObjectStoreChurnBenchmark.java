package dev.stagestack.bench.objects;

import dev.stagestack.runtime.objects.ObjectStore;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Add/remove churn at a population of 10,000 objects: one operation removes
 * {@code churn} objects in a random order, then adds as many back. The
 * store and the seed's design run the same sequence in the same run, so
 * their ratio is meaningful even on a shared machine.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ObjectStoreChurnBenchmark {

    static final int POPULATION = 10_000;
    static final int ORDERS = 8;

    /** How many objects one operation removes and adds back. */
    @Param({"1000", "10000"})
    public int churn;

    private Ball[] balls;
    private int[][] orders;
    private int round;
    private ObjectStore<Ball> store;
    private long[] handles;
    private SeedObjectStore<Ball> seed;
    private int[] seedIds;
    private Ball[] floorObjects;
    private MinimalSparseSet<Ball> minimal;
    private long[] minimalHandles;
    private long[] floorHandles;

    /** Fills both stores with the same balls and draws the removal orders. */
    @Setup
    public void fill() {
        balls = Arena.DEFAULT.balls(POPULATION, 7);
        orders = removalOrders(new SplittableRandom(11));
        store = new ObjectStore<>(POPULATION);
        handles = new long[POPULATION];
        seed = new SeedObjectStore<>(POPULATION);
        seedIds = new int[POPULATION];
        floorObjects = balls.clone();
        floorHandles = new long[POPULATION];
        minimal = new MinimalSparseSet<>(POPULATION);
        minimalHandles = new long[POPULATION];
        for (int i = 0; i < POPULATION; i++) {
            handles[i] = store.add(balls[i]);
            seedIds[i] = seed.add(balls[i]);
            minimalHandles[i] = minimal.add(balls[i]);
        }
    }

    /** Churn on {@link ObjectStore}. */
    @Benchmark
    public int store() {
        int[] order = orders[round++ % ORDERS];
        for (int i = 0; i < churn; i++) {
            store.remove(handles[order[i]]);
        }
        for (int i = 0; i < churn; i++) {
            handles[order[i]] = store.add(balls[order[i]]);
        }
        return store.size();
    }

    /** The same churn on the seed's design. */
    @Benchmark
    public int seedBaseline() {
        int[] order = orders[round++ % ORDERS];
        for (int i = 0; i < churn; i++) {
            seed.remove(seedIds[order[i]]);
        }
        for (int i = 0; i < churn; i++) {
            seedIds[order[i]] = seed.add(balls[order[i]]);
        }
        return seed.count();
    }

    /**
     * Control: the same loops with no store logic, only what any store must do: read each handle
     * to remove, then keep each added object (one reference store) and hand out a handle, in the
     * same random order. No store can beat this, so {@code seedBaseline / floor} is the highest
     * ratio this workload can show.
     */
    @Benchmark
    public long floor() {
        int[] order = orders[round++ % ORDERS];
        long sum = 0;
        for (int i = 0; i < churn; i++) {
            sum += floorHandles[order[i]];
        }
        for (int i = 0; i < churn; i++) {
            floorObjects[order[i]] = balls[order[i]];
            floorHandles[order[i]] = sum + i;
        }
        return sum;
    }

    /**
     * Control: the same churn on {@link MinimalSparseSet}, the least a store with checked handles and
     * dense iteration must do; {@code store / minimalSparseSet} is what the object store's own rules cost.
     */
    @Benchmark
    public int minimalSparseSet() {
        int[] order = orders[round++ % ORDERS];
        for (int i = 0; i < churn; i++) {
            minimal.remove(minimalHandles[order[i]]);
        }
        for (int i = 0; i < churn; i++) {
            minimalHandles[order[i]] = minimal.add(balls[order[i]]);
        }
        return minimal.size();
    }

    static int[][] removalOrders(SplittableRandom random) {
        int[][] result = new int[ORDERS][];
        for (int k = 0; k < ORDERS; k++) {
            int[] order = new int[POPULATION];
            for (int i = 0; i < POPULATION; i++) {
                int j = random.nextInt(i + 1);
                order[i] = order[j];
                order[j] = i;
            }
            result[k] = order;
        }
        return result;
    }
}
