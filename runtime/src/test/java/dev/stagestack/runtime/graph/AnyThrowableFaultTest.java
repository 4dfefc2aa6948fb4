package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Pairing;
import dev.stagestack.runtime.trace.Traces;
import java.io.IOException;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * docs/semantics.md §8: whatever a callback throws — a checked exception (as Kotlin, Scala or Groovy code
 * can throw), any Error, even one whose getMessage throws — is reported and the run goes on, paired.
 */
class AnyThrowableFaultTest {

    /** Throws {@code fault} from load (the first callback, where the old runner stopped the run). */
    private static Behavior throwingOnLoad(Supplier<Throwable> fault) {
        return new Behavior() {
            @Override
            public void load(Context context) {
                AnyThrowableFaultTest.<RuntimeException>sneaky(fault.get());
            }
        };
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> void sneaky(Throwable fault) throws T {
        throw (T) fault;
    }

    private static String traceOf(Supplier<Throwable> fault) {
        Graph graph = GraphBuilder.startingAt("level")
                .state(StateDef.of("level").withBehavior("bad"))
                .on("level", Trigger.on(TriggerType.ENTER), Action.push("hud"))
                .build();
        return Traces.of(
                graph,
                Provided.behavior("bad", () -> throwingOnLoad(fault)).registry(),
                "",
                HeadlessRunner.Options.DEFAULTS.withTicks(2));
    }

    private static void assertContainedAs(String message, Supplier<Throwable> fault) {
        String trace = traceOf(fault);
        List<String> lines = List.of(trace.split("\n"));
        assertEquals("0 load level#1", lines.get(1));
        assertEquals("0 error callback level#1 load: " + message, lines.get(2));
        assertTrue(trace.contains("0 enter level#1\n0 push hud#2\n"), trace);
        assertTrue(trace.endsWith("1 unload level#1\n2 end\n") || trace.endsWith("2 end\n"), trace);
        assertTrue(trace.contains("unload level#1"), trace);
        assertEquals(List.of(), Pairing.violations(trace));
    }

    @Test
    void aCheckedExceptionIsReportedAndTheRunGoesOn() {
        assertContainedAs("disk gone", () -> new IOException("disk gone"));
    }

    @Test
    void anErrorIsReportedAndTheRunGoesOn() {
        assertContainedAs("custom error", () -> new Error("custom error"));
    }

    @Test
    void anOutOfMemoryErrorIsReportedAndTheRunGoesOn() {
        assertContainedAs("Java heap space", () -> new OutOfMemoryError("Java heap space"));
    }

    @Test
    void anExceptionWhoseMessageThrowsIsReportedByItsClass() {
        assertContainedAs(
                "dev.stagestack.runtime.graph.AnyThrowableFaultTest$1Liar (its message could not be read: "
                        + "java.lang.IllegalStateException)",
                () -> {
                    class Liar extends RuntimeException {
                        @Override
                        public String getMessage() {
                            throw new IllegalStateException("no message for you");
                        }
                    }
                    return new Liar();
                });
    }

    @Test
    void anInterruptIsContainedButTheThreadStaysInterrupted() {
        try {
            assertContainedAs("stop", () -> new InterruptedException("stop"));
            assertTrue(Thread.interrupted(), "the interrupt was kept for the code that drives the stack");
        } finally {
            Thread.interrupted();
        }
    }
}
