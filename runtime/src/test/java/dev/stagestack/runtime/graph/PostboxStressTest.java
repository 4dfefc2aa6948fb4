package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.Postbox;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StateStack;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Eight threads post signals through an entry's postbox while the game ticks (docs/semantics.md §17):
 * every signal taken is delivered once, in its thread's order, and nothing throws. Each tick waits for the
 * posters to have posted a few, so every tick drains the queue while they post. It runs
 * {@value #DEFAULT_TICKS} ticks by default; {@code -Dstagestack.stress.ticks=1000000} runs the million.
 */
class PostboxStressTest {

    private static final int THREADS = 8;
    /** Each thread cycles through this many signal names, so a lost or reordered signal shows. */
    private static final int NAMES = 4;

    private static final long DEFAULT_TICKS = 20_000;
    private static final long TICKS = Long.getLong("stagestack.stress.ticks", DEFAULT_TICKS);

    private final long[] delivered = new long[THREADS];
    private long outOfOrder;
    /** Bounds what waits undelivered: a thread takes one before it posts, each delivery gives one back. */
    private final Semaphore room = new Semaphore(THREADS * NAMES);

    /** Counts each delivered signal {@code t<thread>-<n>} by the transition it fires. */
    private final StackListener counter = new StackListener() {
        @Override
        public void because(StateStack stack, Entry entry, String cause) {
            if (cause != null && cause.startsWith("signal t")) {
                int thread = cause.charAt("signal t".length()) - '0';
                int name = cause.charAt("signal t0-".length()) - '0';
                if (name != delivered[thread] % NAMES) {
                    outOfOrder++;
                }
                delivered[thread]++;
                room.release();
            }
        }
    };

    private static String name(int thread, long n) {
        return "t" + thread + "-" + n % NAMES;
    }

    private static GraphRun startedRun(AtomicReference<Postbox> postbox) {
        GraphBuilder graph =
                GraphBuilder.startingAt("game").state(StateDef.of("game").withBehavior("game.poster"));
        for (int thread = 0; thread < THREADS; thread++) {
            for (int n = 0; n < NAMES; n++) {
                graph.on("game", Trigger.signal(name(thread, n)), Action.popTo("game"));
            }
        }
        BehaviorRegistry poster = Provided.behavior("game.poster", () -> new Behavior() {
                    @Override
                    public void enter(Context c) {
                        postbox.set(c.postbox());
                    }
                })
                .registry();
        GraphRun run = new GraphRun(
                CompiledGraph.compile(graph.build(), poster).graph().orElseThrow());
        run.start();
        run.tick();
        return run;
    }

    @Test
    void eightThreadsPostWhileTheGameTicksAndNothingIsLostOrReordered() throws Exception {
        AtomicReference<Postbox> postbox = new AtomicReference<>();
        GraphRun run = startedRun(postbox);
        run.addListener(counter);
        AtomicBoolean stop = new AtomicBoolean();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        long[] taken = new long[THREADS];
        List<Thread> posters = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            int thread = t;
            posters.add(new Thread(() -> post(postbox.get(), thread, taken, stop, failure), "poster-" + t));
        }
        long started = System.nanoTime();

        posters.forEach(Thread::start);
        for (long tick = 0; tick < TICKS; tick++) {
            awaitPosts(failure);
            run.tick();
        }
        stop.set(true);
        room.release(THREADS); // wakes the posters waiting for room, which then stop
        for (Thread poster : posters) {
            poster.join();
        }
        run.tick(); // delivers what was taken before the posters stopped
        long millis = (System.nanoTime() - started) / 1_000_000;

        assertNull(failure.get());
        assertArrayEquals(taken, delivered, "every signal taken is delivered once");
        assertEquals(0, outOfOrder, "each thread's signals arrive in the order it posted them");
        long total = java.util.Arrays.stream(taken).sum();
        assertTrue(total >= THREADS, "the posters posted: " + total);
        System.out.printf(
                "postbox stress: %d ticks, %d threads, %d signals delivered in %d ms%n",
                TICKS + 1, THREADS, total, millis);
        run.finish();
        assertTrue(!postbox.get().isOpen() && !postbox.get().signal(name(0, 0)), "closed once the run ended");
    }

    /**
     * Lets the posters fill half the room before a tick, so that every tick has signals to deliver while
     * the posters go on posting (on a busy machine the ticks would otherwise outrun them).
     */
    private void awaitPosts(AtomicReference<Throwable> failure) {
        while (room.availablePermits() > THREADS * NAMES / 2 && failure.get() == null) {
            Thread.yield();
        }
    }

    private void post(
            Postbox postbox, int thread, long[] taken, AtomicBoolean stop, AtomicReference<Throwable> failure) {
        try {
            while (true) {
                room.acquire();
                if (stop.get()) {
                    return;
                }
                if (!postbox.signal(name(thread, taken[thread]))) {
                    failure.compareAndSet(null, new AssertionError("a live postbox refused a signal"));
                    return;
                }
                taken[thread]++;
            }
        } catch (Throwable wrong) {
            failure.compareAndSet(null, wrong);
        }
    }
}
