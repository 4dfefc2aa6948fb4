package dev.stagestack.bench.objects;

import dev.dominion.ecs.api.Entity;
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
 * {@link ObjectStoreChurnBenchmark}'s churn (10,000 live; remove {@code churn} in a random order,
 * add as many back; the same 8 seeded orders) on Artemis-odb 2.3.0 (deletions take effect at
 * {@code world.process()}, called after the removals and after the adds), Ashley 1.7.4 (a new
 * entity per add, as with a plain {@code Engine}) and Dominion 0.9.0
 * (an added entity gets the removed one's component object back, so Dominion allocates only
 * what it allocates itself).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PeerChurnBenchmark {

    /** How many objects one operation removes and adds back. */
    @Param({"1000", "10000"})
    public int churn;

    private int[][] orders;
    private int round;
    private Body[] bodies;
    private PeerStores.Artemis artemis;
    private int[] artemisIds;
    private PeerStores.AshleyEngine ashley;
    private com.badlogic.ashley.core.Entity[] ashleyEntities;
    private PeerStores.DominionStore dominion;
    private Entity[] dominionEntities;

    /** Fills both stores with the same bodies and draws the removal orders as the store's benchmark does. */
    @Setup
    public void fill() {
        int population = ObjectStoreChurnBenchmark.POPULATION;
        orders = ObjectStoreChurnBenchmark.removalOrders(new SplittableRandom(11));
        bodies = PeerStores.bodies(Arena.DEFAULT, population, 7);
        artemis = new PeerStores.Artemis();
        artemisIds = new int[population];
        ashley = new PeerStores.AshleyEngine();
        ashleyEntities = new com.badlogic.ashley.core.Entity[population];
        dominion = new PeerStores.DominionStore();
        dominionEntities = new Entity[population];
        for (int i = 0; i < population; i++) {
            artemisIds[i] = artemis.add(bodies[i]);
            ashleyEntities[i] = ashley.add(bodies[i]);
            dominionEntities[i] = dominion.add(bodies[i]);
        }
        artemis.world.process();
    }

    /** Churn on Artemis-odb. */
    @Benchmark
    public int artemis() {
        int[] order = orders[round++ % ObjectStoreChurnBenchmark.ORDERS];
        for (int i = 0; i < churn; i++) {
            artemis.world.delete(artemisIds[order[i]]);
        }
        artemis.world.process();
        for (int i = 0; i < churn; i++) {
            artemisIds[order[i]] = artemis.add(bodies[order[i]]);
        }
        artemis.world.process();
        return artemisIds[order[0]];
    }

    /** Churn on Ashley: removed from the engine (at once, outside an update), a new entity added with the same body. */
    @Benchmark
    public int ashley() {
        int[] order = orders[round++ % ObjectStoreChurnBenchmark.ORDERS];
        for (int i = 0; i < churn; i++) {
            ashley.engine.removeEntity(ashleyEntities[order[i]]);
        }
        for (int i = 0; i < churn; i++) {
            ashleyEntities[order[i]] = ashley.add(bodies[order[i]]);
        }
        return churn;
    }

    /** Churn on Dominion. */
    @Benchmark
    public int dominion() {
        int[] order = orders[round++ % ObjectStoreChurnBenchmark.ORDERS];
        for (int i = 0; i < churn; i++) {
            dominion.dominion.deleteEntity(dominionEntities[order[i]]);
        }
        for (int i = 0; i < churn; i++) {
            dominionEntities[order[i]] = dominion.add(bodies[order[i]]);
        }
        return churn;
    }
}
