package dev.stagestack.bench.objects;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * {@link ObjectStoreUpdateBenchmark}'s pass (1,000,000 bouncing balls) on the peer entity stores:
 * Artemis-odb 2.3.0 (what an {@code IteratingSystem} does: ids of the subscription, a
 * {@code ComponentMapper} lookup each), Ashley 1.7.4 (the same over a family's entities) and
 * Dominion 0.9.0 ({@code findEntitiesWith(Body.class)}).
 * Each peer's store is built in its own state, so a fork builds only the one it runs.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class PeerUpdateBenchmark {

    private static final int OBJECTS = 1_000_000;

    /** Artemis-odb with 1,000,000 entities. */
    @State(Scope.Thread)
    public static class ArtemisWorld {
        PeerStores.Artemis store;

        /** Fills the world. */
        @Setup
        public void fill() {
            store = new PeerStores.Artemis();
            for (Body body : PeerStores.bodies(Arena.DEFAULT, OBJECTS, 3)) {
                store.add(body);
            }
            store.world.process();
        }
    }

    /** Ashley with 1,000,000 entities. */
    @State(Scope.Thread)
    public static class AshleyWorld {
        PeerStores.AshleyEngine store;

        /** Fills the engine. */
        @Setup
        public void fill() {
            store = new PeerStores.AshleyEngine();
            for (Body body : PeerStores.bodies(Arena.DEFAULT, OBJECTS, 3)) {
                store.add(body);
            }
        }
    }

    /** Dominion with 1,000,000 entities. */
    @State(Scope.Thread)
    public static class DominionWorld {
        PeerStores.DominionStore store;

        /** Fills the store. */
        @Setup
        public void fill() {
            store = new PeerStores.DominionStore();
            for (Body body : PeerStores.bodies(Arena.DEFAULT, OBJECTS, 3)) {
                store.add(body);
            }
        }
    }

    /** One pass of Artemis-odb. */
    @Benchmark
    public void artemis(ArtemisWorld world) {
        world.store.updateAll(Arena.DEFAULT);
    }

    /** One pass of Ashley. */
    @Benchmark
    public void ashley(AshleyWorld world) {
        world.store.updateAll(Arena.DEFAULT);
    }

    /** One pass of Dominion. */
    @Benchmark
    public void dominion(DominionWorld world) {
        world.store.updateAll(Arena.DEFAULT);
    }
}
