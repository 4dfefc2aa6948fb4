package dev.stagestack.bench.peers;

import com.artemis.ComponentMapper;
import com.artemis.World;
import com.artemis.WorldConfigurationBuilder;
import dev.stagestack.runtime.objects.ObjectStore;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One lookup of a live object, in a random order over 10,000 live objects, each holding a
 * {@link Position}: {@code objectStore} through a handle ({@code ObjectStore.get}, which checks the
 * handle's generation and store), {@code artemis} through an Artemis-odb 2.3.0
 * {@code ComponentMapper.get(entityId)} (an int id with no liveness check), and the control
 * {@code array}, the same objects in a plain array by index. Each returns the object's {@code x}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class LookupBenchmark {

    static final int LIVE = 10_000;
    private static final int ORDER = 1 << 16;

    private final long[] handles = new long[ORDER];
    private final int[] ids = new int[ORDER];
    private final int[] indices = new int[ORDER];
    private ObjectStore<Position> store;
    private ComponentMapper<Position> positions;
    private Position[] array;
    private int next;

    /** Fills the three stores with the same 10,000 positions and draws the random order. */
    @Setup
    public void fill() {
        store = new ObjectStore<>(LIVE);
        World world = new World(new WorldConfigurationBuilder().build());
        positions = world.getMapper(Position.class);
        array = new Position[LIVE];
        long[] handleOf = new long[LIVE];
        int[] idOf = new int[LIVE];
        for (int i = 0; i < LIVE; i++) {
            idOf[i] = world.create();
            Position position = positions.create(idOf[i]);
            position.x = i;
            array[i] = position;
            handleOf[i] = store.add(position);
        }
        SplittableRandom random = new SplittableRandom(20261125);
        for (int k = 0; k < ORDER; k++) {
            int i = random.nextInt(LIVE);
            indices[k] = i;
            handles[k] = handleOf[i];
            ids[k] = idOf[i];
        }
    }

    private int advance() {
        int k = next;
        next = (k + 1) & (ORDER - 1);
        return k;
    }

    /** Stagestack: {@code ObjectStore.get(handle)}. */
    @Benchmark
    public double objectStore() {
        return store.get(handles[advance()]).x;
    }

    /** Artemis-odb: {@code ComponentMapper.get(entityId)}. */
    @Benchmark
    public double artemis() {
        return positions.get(ids[advance()]).x;
    }

    /** Control: the same objects in a plain array. */
    @Benchmark
    public double array() {
        return array[indices[advance()]].x;
    }
}
