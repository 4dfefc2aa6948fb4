package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * A run is driven by one thread; other threads hand input over with post and signal, which take
 * effect at the next tick (docs/library.md, "Threads").
 */
class ThreadRulesTest {

    private static GraphRun startedRun() {
        Graph graph = GraphBuilder.startingAt("title")
                .on("title", Trigger.signal("loaded"), Action.push("level"))
                .on("level", Trigger.button("Back"), Action.pop())
                .build();
        GraphRun run = new GraphRun(
                CompiledGraph.compile(graph, BehaviorRegistry.empty()).graph().orElseThrow());
        run.start();
        run.tick();
        return run;
    }

    private static Throwable onAnotherThread(Runnable request) throws Exception {
        return CompletableFuture.runAsync(request)
                .handle((ok, fault) -> fault == null ? null : fault.getCause())
                .get(30, TimeUnit.SECONDS);
    }

    @Test
    void aRequestFromAnotherThreadIsRefusedSayingWhyAndChangesNothing() throws Exception {
        GraphRun run = startedRun();

        Throwable refused = onAnotherThread(() -> run.stack().push(run.stack().type("level")));

        assertTrue(refused instanceof IllegalStateException, String.valueOf(refused));
        assertTrue(refused.getMessage().contains("a stack is driven by one thread"), refused.getMessage());
        assertTrue(refused.getMessage().contains("GraphRun.post"), refused.getMessage());
        assertEquals("title", run.stack().staging().type().id());
    }

    @Test
    void aReloadFromAnotherThreadIsRefusedAndQueuesNothing() throws Exception {
        GraphRun run = startedRun();

        Throwable refused = onAnotherThread(() -> run.reload(run.graph(), java.util.Map.of()));

        assertTrue(refused instanceof IllegalStateException, String.valueOf(refused));
        assertTrue(refused.getMessage().contains("GraphRun.reload"), refused.getMessage());
        assertFalse(run.reloadPending());
    }

    @Test
    void aCommitFromAnotherThreadIsRefused() throws Exception {
        GraphRun run = startedRun();

        assertTrue(onAnotherThread(run::tick) instanceof IllegalStateException);
    }

    @Test
    void aSignalPostedFromALoaderThreadFiresAtTheNextTick() throws Exception {
        GraphRun run = startedRun();

        assertNull(onAnotherThread(() -> run.signal("loaded")));
        assertSame("title", run.stack().head().type().id());
        run.tick();
        run.tick();

        assertEquals("level", run.stack().head().type().id());
    }

    @Test
    void aPostedButtonReachesTheHeadOfTheNextTick() throws Exception {
        GraphRun run = startedRun();
        run.offer(InputEvent.signal("loaded"));
        run.tick();
        run.tick();
        assertEquals("level", run.stack().head().type().id());

        assertNull(onAnotherThread(() -> run.post(InputEvent.button("Back"))));
        run.tick();
        run.tick();

        assertEquals("title", run.stack().head().type().id());
    }

    /**
     * From a library trial: four threads raising signals through a behaviour's context while the game
     * ticked broke the input queue (ArrayIndexOutOfBoundsException) and lost signals. Every such call is
     * refused now, and the run ticks on unharmed.
     */
    @Test
    void contextSignalFromOtherThreadsIsRefusedEveryTimeWhileTheGameTicks() throws Exception {
        GraphRun run = startedRun();
        Context title = run.stack().head().context();
        AtomicInteger refused = new AtomicInteger();
        AtomicReference<Throwable> other = new AtomicReference<>();
        int signalsEach = 2_000;
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            threads.add(new Thread(
                    () -> {
                        for (int i = 0; i < signalsEach; i++) {
                            try {
                                title.signal("never");
                            } catch (IllegalStateException expected) {
                                refused.incrementAndGet();
                            } catch (Throwable wrong) {
                                other.compareAndSet(null, wrong);
                            }
                        }
                    },
                    "signaller-" + t));
        }
        threads.forEach(Thread::start);
        while (threads.stream().anyMatch(Thread::isAlive)) {
            run.tick();
        }
        for (Thread thread : threads) {
            thread.join();
        }

        assertNull(other.get());
        assertEquals(4 * signalsEach, refused.get(), "every signal from a foreign thread is refused");
        run.offer(InputEvent.signal("loaded"));
        run.tick();
        run.tick();
        assertEquals("level", run.stack().head().type().id(), "the run's own queue still works");
    }

    @Test
    void handOverLetsAnotherThreadDriveTheRun() throws Exception {
        GraphRun run = startedRun();
        run.stack().handOver();

        assertNull(onAnotherThread(() -> {
            run.offer(InputEvent.signal("loaded"));
            run.tick();
            run.tick();
        }));
        assertEquals("level", run.stack().head().type().id());
    }
}
