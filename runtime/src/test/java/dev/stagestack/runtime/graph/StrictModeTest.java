package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.CallbackFailedException;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.trace.Pairing;
import dev.stagestack.runtime.trace.TraceWriter;
import java.io.IOException;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Strict mode: a callback fault — a failing assertion included — fails the tick that ran it, after the tick. */
class StrictModeTest {

    private final StringBuilder trace = new StringBuilder();

    private GraphRun run(Supplier<Behavior> level) {
        Graph graph = GraphBuilder.startingAt("title")
                .state(StateDef.of("level").withBehavior("game.level"))
                .on("title", Trigger.button("Play"), Action.push("level"))
                .build();
        CompiledGraph compiled = CompiledGraph.compile(
                        graph, Provided.behavior("game.level", level).registry())
                .graph()
                .orElseThrow();
        GraphRun run = new GraphRun(compiled);
        run.addListener(new TraceWriter(trace, false));
        run.start();
        run.tick();
        run.offer(InputEvent.button("Play"));
        run.tick();
        return run;
    }

    private static Behavior enterAsserting(Throwable fault) {
        return new Behavior() {
            @Override
            public void enter(Context context) {
                StrictModeTest.<RuntimeException>sneaky(fault);
            }

            @Override
            public void active(Context context) {
                context.because("active ran after the failed enter");
            }
        };
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> void sneaky(Throwable fault) throws T {
        throw (T) fault;
    }

    @Test
    void aFailingAssertionInACallbackFailsTheTickOnceTheTickIsDone() {
        AssertionError failed = new AssertionError("expected 3 lives but was 2");
        GraphRun run = run(() -> enterAsserting(failed)).strict(true);

        AssertionError thrown = assertThrows(AssertionError.class, run::tick);

        assertSame(failed, thrown);
        assertEquals(
                "tick 2: callback enter of level#2 threw this",
                thrown.getSuppressed()[0].getMessage(),
                "a failing test says where in the run it failed");
        assertTrue(
                trace.toString()
                        .contains("2 enter level#2\n2 error callback level#2 enter: expected 3 lives but was 2\n"),
                trace.toString());
        run.finish();
        assertEquals(java.util.List.of(), Pairing.violations(trace.toString()), "the run went on, paired");
    }

    @Test
    void withoutStrictModeTheFaultIsOnlyReported() {
        GraphRun run = run(() -> enterAsserting(new AssertionError("lost")));

        assertTrue(run.tick());
        assertTrue(trace.toString().contains("error callback level#2 enter: lost"));
    }

    @Test
    void aCheckedExceptionComesWrappedWithTheCallbackThatThrewIt() {
        IOException missing = new IOException("level-3.json not found");
        GraphRun run = run(() -> enterAsserting(missing)).strict(true);

        CallbackFailedException thrown = assertThrows(CallbackFailedException.class, run::tick);

        assertSame(missing, thrown.getCause());
        assertEquals(
                "tick 2: callback enter of level#2 threw: java.io.IOException: level-3.json not found",
                thrown.getMessage());
    }

    @Test
    void laterFaultsOfTheTickAreAttachedToTheFirst() {
        GraphRun run = run(() -> new Behavior() {
                    @Override
                    public void enter(Context context) {
                        throw new IllegalStateException("enter broke");
                    }

                    @Override
                    public void active(Context context) {
                        throw new IllegalArgumentException("active broke");
                    }
                })
                .strict(true);

        IllegalStateException thrown = assertThrows(IllegalStateException.class, run::tick);

        assertEquals("enter broke", thrown.getMessage());
        assertEquals(
                java.util.List.of("tick 2: callback enter of level#2 threw this", "active broke"),
                java.util.Arrays.stream(thrown.getSuppressed())
                        .map(Throwable::getMessage)
                        .toList());
    }

    @Test
    void aTickAfterTheThrowStartsClean() {
        GraphRun run = run(() -> enterAsserting(new AssertionError("once"))).strict(true);
        assertThrows(AssertionError.class, run::tick);

        assertTrue(run.tick(), "enter does not run again, so this tick has no fault");
        assertFalse(run.over());
    }
}
