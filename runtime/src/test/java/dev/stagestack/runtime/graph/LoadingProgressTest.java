package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.LoadingProgress;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** Game code reports its loading from another thread; the host and the loading state read it. */
class LoadingProgressTest {

    private static final List<String> LEVELS = List.of("level-1.json", "level-2.json", "level-3.json");

    @Test
    void aLoadingStatesThreadReportsProgressAndSignalsWhenDone() throws Exception {
        CountDownLatch mayLoadLast = new CountDownLatch(1);
        AtomicReference<GraphRun> runRef = new AtomicReference<>();
        Behavior loadingState = new Behavior() {
            @Override
            public void enter(Context context) {
                LoadingProgress loading = context.loading();
                loading.start(LEVELS.size(), "levels");
                Thread loader = new Thread(() -> {
                    for (String level : LEVELS) {
                        if (level.equals("level-3.json")) {
                            await(mayLoadLast);
                        }
                        loading.advance(level);
                    }
                    loading.finish();
                    runRef.get().signal("loaded");
                });
                loader.setDaemon(true);
                loader.start();
            }
        };
        Graph graph = GraphBuilder.startingAt("loading")
                .state(StateDef.of("loading").withBehavior("game.loading"))
                .on("loading", Trigger.signal("loaded"), Action.replace("title"))
                .build();
        GraphRun run = new GraphRun(CompiledGraph.compile(
                        graph,
                        Provided.behavior("game.loading", () -> loadingState).registry())
                .graph()
                .orElseThrow());
        runRef.set(run);
        run.start();
        run.tick();

        LoadingProgress.Snapshot partway = waitFor(run, s -> s.done() == 2);
        assertEquals(new LoadingProgress.Snapshot(true, 2, 3, "level-2.json"), partway);
        assertEquals(2.0 / 3, partway.fraction(), 1e-9);
        run.tick();
        assertEquals("loading", run.stack().head().stateId(), "no signal before the loader is done");

        mayLoadLast.countDown();
        LoadingProgress.Snapshot done = waitFor(run, s -> !s.active());
        assertEquals(new LoadingProgress.Snapshot(false, 3, 3, "level-3.json"), done);
        for (int i = 0; i < 1000 && !run.stack().head().stateId().equals("title"); i++) {
            run.tick();
            Thread.onSpinWait();
        }
        assertEquals("title", run.stack().head().stateId());
    }

    @Test
    void everySnapshotIsConsistentWhileAnotherThreadReports() throws Exception {
        LoadingProgress loading = new LoadingProgress();
        loading.start(100_000, "many");
        Thread writer = new Thread(() -> {
            for (int i = 0; i < 100_000; i++) {
                loading.advance("step " + (i + 1));
            }
            loading.finish();
        });
        writer.start();
        LoadingProgress.Snapshot s = loading.snapshot();
        while (s.active()) {
            assertTrue(s.done() <= s.total(), s.toString());
            assertTrue(s.done() == 0 || s.current().equals("step " + s.done()), s.toString());
            s = loading.snapshot();
        }
        writer.join();
        assertFalse(loading.snapshot().active());
        assertEquals(1.0, loading.snapshot().fraction());
    }

    private static LoadingProgress.Snapshot waitFor(
            GraphRun run, java.util.function.Predicate<LoadingProgress.Snapshot> condition)
            throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        LoadingProgress.Snapshot s = run.stack().loading().snapshot();
        while (!condition.test(s)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("loading did not get there within 30 s: " + s);
            }
            Thread.yield(); // polls the condition; never a fixed wait
            s = run.stack().loading().snapshot();
        }
        return s;
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
