package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.ThreadMXBean;
import dev.stagestack.model.Action;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import java.lang.management.ManagementFactory;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A warm run allocates nothing per tick while no one listens: neither a steady tick (commit with
 * nothing to do, input, step walk, timers) nor a push/pop/commit cycle driven by input events
 * and lifecycle triggers.
 *
 * <p>Measured with {@link ThreadMXBean#getThreadAllocatedBytes(long)} over {@value #MEASURED}
 * iterations after {@value #WARM_UP} warm-up iterations. The tolerance of {@value #TOLERANCE_BYTES}
 * bytes for the whole measured loop absorbs one-off JVM noise (the first reading of the counter,
 * deoptimisation of a just-compiled method); it is far below one byte per iteration, so any
 * allocation per tick or per cycle fails the test.
 */
class AllocationTest {

    private static final int WARM_UP = 50_000;
    private static final int MEASURED = 20_000;
    private static final long TOLERANCE_BYTES = 4_096;

    private static final InputEvent OPEN = InputEvent.button("Open");
    private static final InputEvent CLOSE = InputEvent.button("Close");
    private static final InputEvent STRAY = InputEvent.key("F12");
    private static final InputEvent HOLD_LEFT = InputEvent.hold("LEFT");
    private static final InputEvent RELEASE_LEFT = InputEvent.release("LEFT");

    private static Graph graph() {
        return GraphBuilder.startingAt("world")
                .state("world", CoveredPolicy.UPDATE)
                .on("world", Trigger.timer(3600), Action.push("never"))
                .on("world", Trigger.button("Open"), Action.push("menu", Map.of("tab", "audio")))
                .on("menu", Trigger.button("Close"), Action.pop())
                .on("menu", Trigger.on(TriggerType.ENTER), Action.restart())
                .on("menu", Trigger.on(TriggerType.EXIT), Action.popTo("world"))
                .build();
    }

    private static GraphRun startedRun() {
        GraphRun run = new GraphRun(
                CompiledGraph.compile(graph(), BehaviorRegistry.empty()).graph().orElseThrow());
        run.start();
        run.tick();
        return run;
    }

    @Test
    void aWarmSteadyTickAllocatesNothing() {
        GraphRun run = startedRun();
        long bytes = allocatedBy(() -> {
            run.offer(STRAY);
            run.tick();
        });
        assertTrue(bytes <= TOLERANCE_BYTES, bytes + " bytes allocated by " + MEASURED + " steady ticks");
    }

    @Test
    void aWarmPushPopCommitCycleAllocatesNothing() {
        GraphRun run = startedRun();
        long bytes = allocatedBy(() -> {
            run.offer(OPEN);
            run.tick();
            run.offer(CLOSE);
            run.tick();
        });
        run.offer(OPEN);
        run.tick();
        assertEquals(1, run.stack().headDepth(), "every menu was left again");
        assertEquals(WARM_UP + MEASURED + 2, run.stack().staging().serial(), "every cycle pushed a menu");
        assertTrue(bytes <= TOLERANCE_BYTES, bytes + " bytes allocated by " + MEASURED + " push/pop cycles");
    }

    @Test
    void warmTicksHoldingAndReleasingKeysAllocateNothing() {
        GraphRun run = startedRun();
        long bytes = allocatedBy(() -> {
            run.offer(HOLD_LEFT);
            run.tick();
            run.offer(RELEASE_LEFT);
            run.offer(STRAY);
            run.tick();
        });
        assertTrue(bytes <= TOLERANCE_BYTES, bytes + " bytes allocated by " + MEASURED + " hold/release ticks");
    }

    private static long allocatedBy(Runnable iteration) {
        for (int i = 0; i < WARM_UP; i++) {
            iteration.run();
        }
        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        threads.getThreadAllocatedBytes(thread);
        long before = threads.getThreadAllocatedBytes(thread);
        for (int i = 0; i < MEASURED; i++) {
            iteration.run();
        }
        return threads.getThreadAllocatedBytes(thread) - before;
    }
}
