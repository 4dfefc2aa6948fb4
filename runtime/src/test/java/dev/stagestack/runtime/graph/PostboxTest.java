package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.Postbox;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.StateBinding;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.StateType;
import dev.stagestack.runtime.trace.Pairing;
import dev.stagestack.runtime.trace.TraceWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * An entry's postbox (docs/semantics.md §17): behaviour code posts signals from other threads through it;
 * they land at the next tick's input, in arrival order with the host's posts, only while the entry lives
 * and the run goes on.
 */
class PostboxTest {

    /** The postboxes the loading screens took in their enter, in order. */
    private final List<Postbox> boxes = new ArrayList<>();
    /** The transitions that fired, as their causes: {@code signal loaded fires transition ...}. */
    private final List<String> fired = new ArrayList<>();

    private final StringBuilder trace = new StringBuilder();

    private GraphRun run(Graph graph) {
        BehaviorRegistry loading = Provided.behavior("game.loading", () -> new Behavior() {
                    @Override
                    public void enter(Context c) {
                        boxes.add(c.postbox());
                    }
                })
                .registry();
        GraphRun run =
                new GraphRun(CompiledGraph.compile(graph, loading).graph().orElseThrow());
        run.addListener(new TraceWriter(trace, false));
        run.addListener(new StackListener() {
            @Override
            public void because(StateStack stack, Entry entry, String cause) {
                if (cause != null && cause.contains(" fires ")) {
                    fired.add(cause.substring(0, cause.indexOf(" fires ")));
                }
            }
        });
        run.start();
        run.tick();
        return run;
    }

    /** loading → title on "loaded"; title answers "loaded" too, so a stray signal would show. */
    private static GraphBuilder loadingThenTitle() {
        return GraphBuilder.startingAt("loading")
                .state(StateDef.of("loading").withBehavior("game.loading"))
                .on("loading", Trigger.signal("loaded"), Action.replace("title"))
                .on("loading", Trigger.button("Again"), Action.restart())
                .on("title", Trigger.signal("loaded"), Action.push("stray"))
                .on("title", Trigger.button("Load"), Action.push("loading"))
                .on("loading", Trigger.button("Back"), Action.pop());
    }

    /** Offers {@code event}, runs the tick that delivers it and the one that commits what it requested. */
    private static void deliverAndCommit(GraphRun run, InputEvent event) {
        run.offer(event);
        run.tick();
        run.tick();
    }

    private static void onAnotherThread(Runnable posts) throws Exception {
        CompletableFuture.runAsync(posts).get(30, TimeUnit.SECONDS);
    }

    @Test
    void aSignalPostedFromALoaderThreadLandsAtTheNextTicksInput() throws Exception {
        GraphRun run = run(loadingThenTitle().build());
        Postbox postbox = boxes.get(0);

        onAnotherThread(() -> assertTrue(postbox.signal("loaded")));

        assertEquals("loading#1", run.stack().staging().toString(), "posting itself changes nothing");
        run.tick();
        assertEquals(List.of("signal loaded"), fired);
        run.tick();
        assertEquals("title", run.stack().head().type().id());
        run.finish();
        assertEquals(List.of(), Pairing.violations(trace.toString()));
    }

    @Test
    void postsFromThePostboxAndTheRunKeepTheirArrivalOrder() throws Exception {
        GraphRun run = run(GraphBuilder.startingAt("loading")
                .state(StateDef.of("loading").withBehavior("game.loading"))
                .on("loading", Trigger.signal("a"), Action.popTo("loading"))
                .on("loading", Trigger.signal("b"), Action.popTo("loading"))
                .on("loading", Trigger.signal("c"), Action.popTo("loading"))
                .build());
        Postbox postbox = boxes.get(0);
        run.offer(InputEvent.signal("c"));

        onAnotherThread(() -> {
            postbox.signal("a");
            run.signal("b");
            postbox.signal("c");
        });
        run.tick();

        assertEquals(
                List.of("signal c", "signal a", "signal b", "signal c"),
                fired,
                "offered before the tick first, then the posts as they arrived");
    }

    @Test
    void oncePostboxsEntryHasLeftItTakesNothing() throws Exception {
        GraphRun run = run(loadingThenTitle().build());
        Postbox postbox = boxes.get(0);
        deliverAndCommit(run, InputEvent.signal("loaded"));
        assertEquals("title", run.stack().head().type().id());

        assertFalse(postbox.isOpen());
        onAnotherThread(() -> assertFalse(postbox.signal("loaded"), "a closed postbox takes nothing"));
        run.tick();
        run.tick();

        assertEquals("title", run.stack().head().type().id(), "title never heard the late signal");
        assertFalse(trace.toString().contains("stray"), trace.toString());
    }

    @Test
    void aSignalTakenWhileItsEntryLivedIsDroppedWhenTheEntryLeavesBeforeItsInputPhase() throws Exception {
        GraphRun run = run(loadingThenTitle().build());
        deliverAndCommit(run, InputEvent.signal("loaded"));
        deliverAndCommit(run, InputEvent.button("Load"));
        Postbox second = boxes.get(1);
        run.offer(InputEvent.button("Back"));
        run.tick(); // the pop of loading#3 is requested

        onAnotherThread(() -> assertTrue(second.signal("loaded"), "its entry is still on the stack"));
        run.tick(); // the commit unloads loading#3, then input
        run.tick();

        assertFalse(second.isOpen());
        assertEquals("title", run.stack().head().type().id());
        assertFalse(trace.toString().contains("stray"), "the loader's signal never reached title:\n" + trace);
    }

    @Test
    void aRestartKeepsTheEntryAndItsPostbox() throws Exception {
        GraphRun run = run(loadingThenTitle().build());
        Postbox postbox = boxes.get(0);
        deliverAndCommit(run, InputEvent.button("Again"));

        assertTrue(
                trace.toString().contains("free loading#1\n")
                        && trace.toString().contains("init loading#1\n"),
                trace.toString());
        assertSame(postbox, run.stack().head().context().postbox());
        onAnotherThread(() -> assertTrue(postbox.signal("loaded")));
        run.tick();
        run.tick();
        assertEquals("title", run.stack().head().type().id());
    }

    @Test
    void afterTheRunHasEndedNothingIsTaken() throws Exception {
        GraphRun run = run(loadingThenTitle().build());
        Postbox postbox = boxes.get(0);

        run.finish();

        assertFalse(postbox.isOpen());
        onAnotherThread(() -> {
            assertFalse(postbox.signal("loaded"));
            run.signal("loaded");
        });
        assertTrue(trace.toString().endsWith("1 end\n"), trace.toString());
    }

    @Test
    void aStackThatRunsNoGraphHasNowhereToPutPosts() {
        StateType only = new StateType(0, "only", CoveredPolicy.FREEZE, false);
        StateStack stack = new StateStack(List.of(StateBinding.of(only, Behavior.NONE)), StackOptions.at(60));
        stack.push(only);
        stack.commit();

        Postbox postbox = stack.head().context().postbox();

        assertTrue(postbox.isOpen());
        assertFalse(postbox.signal("anything"), "no queue: nothing taken, and the caller is told");
    }
}
