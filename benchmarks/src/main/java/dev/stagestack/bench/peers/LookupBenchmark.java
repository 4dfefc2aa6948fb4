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
 * {@code ComponentMapper.get(entityId)} (an int id with no liveness check), and two controls:
 * {@code array}, the same objects in a plain array by index, and {@code checkedArray}, the same
 * array behind the least check a handle needs (a per-slot stamp compared with the handle's high
 * bits, and a bound), which is what any store that refuses stale handles must add to a plain
 * lookup. Each returns the object's {@code x}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class LookupBenchmark {

    static final int LIVE = 10_000;
    private static final int STAMP_SHIFT = 24;
    private static final long SLOT_MASK = (1L << STAMP_SHIFT) - 1;
    private static final int ORDER = 1 << 16;

    private final long[] handles = new long[ORDER];
    private final int[] ids = new int[ORDER];
    private final int[] indices = new int[ORDER];
    private ObjectStore<Position> store;
    private ComponentMapper<Position> positions;
    private Position[] array;
    private final long[] checkedHandles = new long[ORDER];
    private long[] stamps;
    private int next;

    /** Fills the three stores with the same 10,000 positions and draws the random order. */
    @Setup
    public void fill() {
        store = new ObjectStore<>(LIVE);
        World world = new World(new WorldConfigurationBuilder().build());
        positions = world.getMapper(Position.class);
        array = new Position[LIVE];
        stamps = new long[LIVE];
        long[] handleOf = new long[LIVE];
        int[] idOf = new int[LIVE];
        for (int i = 0; i < LIVE; i++) {
            idOf[i] = world.create();
            Position position = positions.create(idOf[i]);
            position.x = i;
            array[i] = position;
            handleOf[i] = store.add(position);
            stamps[i] = (long) (i % 7 + 1) << STAMP_SHIFT;
        }
        SplittableRandom random = new SplittableRandom(20261125);
        for (int k = 0; k < ORDER; k++) {
            int i = random.nextInt(LIVE);
            indices[k] = i;
            handles[k] = handleOf[i];
            ids[k] = idOf[i];
            checkedHandles[k] = stamps[i] | i;
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

    /** Control: the plain array behind a handle check (bound, then the slot's stamp); a stale handle gives NaN. */
    @Benchmark
    public double checkedArray() {
        long handle = checkedHandles[advance()];
        int slot = (int) (handle & SLOT_MASK);
        if (slot >= stamps.length || stamps[slot] != (handle & ~SLOT_MASK)) {
            return Double.NaN;
        }
        return array[slot].x;
    }
}
