package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.GraphBuilder;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
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
        GraphRun run = new GraphRun(CompiledGraph.compile(graph, BehaviorRegistry.empty()).graph().orElseThrow());
        run.start();
        run.tick();
        return run;
    }

    private static Throwable onAnotherThread(Runnable request) throws Exception {
        return CompletableFuture.runAsync(request).handle((ok, fault) -> fault == null ? null : fault.getCause())
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
