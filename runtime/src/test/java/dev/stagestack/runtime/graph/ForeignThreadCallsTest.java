package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.SaveGame;
import dev.stagestack.model.SavedEntry;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.BlankSurface;
import dev.stagestack.runtime.Callback;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.EntryAssets;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.trace.ExplainWriter;
import dev.stagestack.runtime.trace.TraceWriter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every public call that changes a run, its stack or an entry's context, made from a thread that does not
 * drive the run, is refused before it changes anything (docs/library.md, "Threads"): right after the
 * refusal the run reads as before, and the rest of the run — driven by its owner — writes the very trace
 * its twin writes, to which no foreign call was made.
 */
class ForeignThreadCallsTest {

    /** A run at tick 2 with title as head (its third active tick, which throws, still to come), SPACE held. */
    private static final class Fixture {
        final StringBuilder trace = new StringBuilder();
        final TraceWriter writer = new TraceWriter(trace, true);
        final GraphRun run;

        Fixture() {
            Graph graph = GraphBuilder.startingAt("title")
                    .state(StateDef.of("title").withBehavior(CountingProvider.ID))
                    .on("title", Trigger.signal("loaded"), Action.push("level"))
                    .on("level", Trigger.button("Back"), Action.pop())
                    .build();
            run = new GraphRun(CompiledGraph.compile(graph, BehaviorRegistry.of(List.of(new CountingProvider())))
                    .graph()
                    .orElseThrow());
            run.addListener(writer);
            run.addListener(new ExplainWriter(trace));
            run.addListener(new DrawsToo(trace));
            run.start();
            run.tick();
            run.offer(InputEvent.hold("SPACE"));
            run.tick();
        }

        StateStack stack() {
            return run.stack();
        }

        Context head() {
            return stack().head().context();
        }

        /** What a foreign call must not change, read on the owner thread. */
        String state() {
            StateStack s = stack();
            return "next " + run.nextTick() + ", tick " + s.tick() + ", finished " + run.finished() + ", over "
                    + run.over() + ", ended " + s.ended() + ", quitting " + s.quitting() + ", settled " + s.settled()
                    + ", head " + s.head() + ", staging " + s.staging() + ", SPACE "
                    + s.keys().isDown("SPACE")
                    + "/" + s.keys().wasPressed("SPACE") + ", ENTER " + s.keys().isDown("ENTER");
        }

        /** The rest of the run, by its owner: a signal, a button, then the end. */
        String finishRun() {
            run.tick();
            run.offer(InputEvent.signal("loaded"));
            run.tick();
            run.tick();
            run.offer(InputEvent.button("Back"));
            run.tick();
            run.tick();
            run.finish();
            return trace.toString();
        }
    }

    /** Writes the draw callbacks too, which a trace never shows, so a foreign draw would show. */
    private record DrawsToo(StringBuilder out) implements StackListener {
        @Override
        public void callback(StateStack stack, Callback callback, Entry entry) {
            if (callback == Callback.DRAW) {
                out.append(stack.tick()).append(" draw ").append(entry).append('\n');
            }
        }
    }

    /** A save of the fixture's graph, for the calls that restore one. */
    private static final SaveGame SAVE = new SaveGame(null, 2, 2, List.of(SavedEntry.of("title", 1, Map.of())));

    private static Arguments call(String name, Consumer<Fixture> call) {
        return Arguments.of(name, call);
    }

    static Stream<Arguments> mutatingCalls() {
        return Stream.of(
                call("stack.push", f -> f.stack().push(f.stack().type("level"))),
                call("stack.push with data", f -> f.stack().push(f.stack().type("level"), Map.of("a", 1))),
                call("stack.pop", f -> f.stack().pop()),
                call("stack.pop with a result", f -> f.stack().pop("won")),
                call("stack.replace", f -> f.stack().replace(f.stack().type("level"))),
                call("stack.replace with data", f -> f.stack().replace(f.stack().type("level"), Map.of())),
                call("stack.popTo", f -> f.stack().popTo(f.stack().type("title"))),
                call("stack.clear", f -> f.stack().clear()),
                call("stack.restart", f -> f.stack().restart()),
                call("stack.quit", f -> f.stack().quit()),
                call("stack.commit", f -> f.stack().commit()),
                call("stack.commitStep", f -> f.stack().commitStep()),
                call("stack.step", f -> f.stack().step()),
                call("stack.draw", f -> f.stack().draw(new BlankSurface())),
                call("stack.finish", f -> f.stack().finish()),
                call("stack.setTick", f -> f.stack().setTick(99)),
                call("stack.because", f -> f.stack().because(null, "the network said so")),
                call("stack.handOver", f -> f.stack().handOver()),
                call("stack.addListener", f -> f.stack().addListener(new TraceWriter(f.trace, false))),
                call("stack.removeListener", f -> f.stack().removeListener(f.writer)),
                call("stack.useEntryAssets", f -> f.stack().useEntryAssets(EntryAssets.NONE)),
                call("stack.keys().press", f -> f.stack().keys().press("ENTER")),
                call("stack.keys().tap", f -> f.stack().keys().tap("ENTER")),
                call("stack.keys().release", f -> f.stack().keys().release("SPACE")),
                call("stack.keys().newTick", f -> f.stack().keys().newTick()),
                call("stack.keys().releaseAll", f -> f.stack().keys().releaseAll()),
                call("run.offer", f -> f.run.offer(InputEvent.signal("loaded"))),
                call("run.tick", f -> f.run.tick()),
                call("run.finish", f -> f.run.finish()),
                call("run.strict", f -> f.run.strict(true)),
                call("run.addListener", f -> f.run.addListener(new TraceWriter(f.trace, false))),
                call("run.snapshot", f -> f.run.snapshot()),
                call("run.restore", f -> f.run.restore(SAVE)),
                call("stack.snapshot", f -> f.stack().snapshot()),
                call("stack.restore", f -> f.stack().restore(SAVE)),
                call("context.signal", f -> f.head().signal("loaded")),
                call("context.push by id", f -> f.head().push("level")),
                call("context.push by id with data", f -> f.head().push("level", Map.of())),
                call("context.replace by id", f -> f.head().replace("level")),
                call("context.replace by id with data", f -> f.head().replace("level", Map.of())),
                call("context.popTo by id", f -> f.head().popTo("title")),
                call("context.push", f -> f.head().push(f.stack().type("level"))),
                call("context.pop", f -> f.head().pop()),
                call("context.clear", f -> f.head().clear()),
                call("context.restart", f -> f.head().restart()),
                call("context.quit", f -> f.head().quit()),
                call("context.because", f -> f.head().because("a thread said so")),
                call("context.objects", f -> f.head().objects()),
                call("context.postbox", f -> f.head().postbox()));
    }

    private static Throwable onAnotherThread(Runnable call) throws Exception {
        return CompletableFuture.runAsync(call)
                .handle((ok, fault) -> fault == null ? null : fault.getCause())
                .get(30, TimeUnit.SECONDS);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mutatingCalls")
    void isRefusedBeforeItChangesAnything(String name, Consumer<Fixture> call) throws Exception {
        Fixture twin = new Fixture();
        Fixture fixture = new Fixture();
        String before = fixture.state();
        EntryAssets assets = fixture.stack().entryAssets();

        Throwable refused = onAnotherThread(() -> call.accept(fixture));

        assertTrue(refused instanceof IllegalStateException, name + " was not refused: " + refused);
        assertTrue(refused.getMessage().contains("from thread \""), refused.getMessage());
        assertTrue(refused.getMessage().contains("a stack is driven by one thread"), refused.getMessage());
        assertEquals(before, fixture.state(), name + " changed the run");
        assertSame(assets, fixture.stack().entryAssets(), name + " changed the entry assets");
        assertEquals(twin.finishRun(), fixture.finishRun(), name + " changed what the run does next");
    }
}
