package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Traces;
import org.junit.jupiter.api.Test;

/** docs/semantics.md §2: requests edit staging only; refusals change nothing. */
class RequestRulesTest {

    private static final String GO = "1 button Go\n";

    private static Graph onGo(Action... actions) {
        return GraphBuilder.startingAt("title")
                .on("title", Trigger.button("Go"), actions)
                .build();
    }

    @Test
    void entryPushedAndPoppedBeforeAnyCommitIsDiscardedAndKeepsItsSerial() {
        String trace = Traces.of(onGo(Action.push("a"), Action.pop(), Action.push("b")), GO, 2);
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 push a#2
                1 pop a#2
                1 discard a#2
                1 push b#3
                2 quit
                2 pop b#3
                2 discard b#3
                2 pop title#1
                2 exit title#1
                2 free title#1
                2 unload title#1
                2 end
                """, trace);
    }

    @Test
    void popWithEmptyStagingIsRefusedAndEmptyStackEndsTheRun() {
        String trace = Traces.of(onGo(Action.pop(), Action.pop()), GO, 10);
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 pop title#1
                1 error pop-empty pop: the staging stack is empty
                2 exit title#1
                2 free title#1
                2 unload title#1
                3 quit
                3 end
                """, trace);
    }

    @Test
    void replaceIsPopThenPushAndPushesNothingWhenThePopIsRefused() {
        String trace =
                Traces.of(onGo(Action.replace("a"), Action.clear(), Action.replace("b"), Action.push("c")), GO, 3);
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 pop title#1
                1 push a#2
                1 pop a#2
                1 discard a#2
                1 error pop-empty replace b: the staging stack is empty
                1 push c#3
                2 exit title#1
                2 free title#1
                2 unload title#1
                2 load c#3
                2 init c#3
                2 enter c#3
                3 quit
                3 pop c#3
                3 exit c#3
                3 free c#3
                3 unload c#3
                3 end
                """, trace);
    }

    @Test
    void popToPopsUntilTheStateIsOnTopAndChangesNothingWhenItIsMissing() {
        Graph graph = onGo(
                Action.push("menu"),
                Action.push("a"),
                Action.push("b"),
                Action.popTo("options"),
                Action.popTo("menu"),
                Action.popTo("menu"));
        String trace = Traces.of(graph, GO, 2);
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 push menu#2
                1 push a#3
                1 push b#4
                1 error pop-to-missing popTo options: no entry of "options" in the staging chain
                1 pop b#4
                1 discard b#4
                1 pop a#3
                1 discard a#3
                2 quit
                2 pop menu#2
                2 discard menu#2
                2 pop title#1
                2 exit title#1
                2 free title#1
                2 unload title#1
                2 end
                """, trace);
    }

    @Test
    void clearPopsEveryEntryTopDown() {
        String trace = Traces.of(onGo(Action.push("a"), Action.clear(), Action.push("b")), GO, 3);
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 push a#2
                1 pop a#2
                1 discard a#2
                1 pop title#1
                1 push b#3
                2 exit title#1
                2 free title#1
                2 unload title#1
                2 load b#3
                2 init b#3
                2 enter b#3
                3 quit
                3 pop b#3
                3 exit b#3
                3 free b#3
                3 unload b#3
                3 end
                """, trace);
    }

    @Test
    void quitIsWrittenBeforeItsPopsAndEveryLaterRequestIsRefused() {
        Graph graph = GraphBuilder.startingAt("title")
                .on(
                        "title",
                        Trigger.button("Go"),
                        Action.push("a"),
                        Action.quit(),
                        Action.push("b"),
                        Action.pop(),
                        Action.restart(),
                        Action.clear(),
                        Action.quit())
                .build();
        String trace = Traces.of(graph, GO, 10);
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 push a#2
                1 quit
                1 pop a#2
                1 discard a#2
                1 pop title#1
                1 error quitting push b: the run is quitting
                1 error quitting pop: the run is quitting
                1 error quitting restart: the run is quitting
                1 error quitting clear: the run is quitting
                1 error quitting quit: the run is quitting
                2 exit title#1
                2 free title#1
                2 unload title#1
                3 end
                """, trace);
    }

    @Test
    void pushBeyondTheDepthLimitIsRefusedAndUsesNoSerial() {
        Graph graph = onGo(Action.push("a"), Action.push("b"), Action.pop(), Action.push("c"));
        String trace = Traces.of(
                graph,
                BehaviorRegistry.empty(),
                GO,
                HeadlessRunner.Options.DEFAULTS.withTicks(2).withMaxDepth(2));
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 push a#2
                1 error depth-limit push b: the staging chain is at the depth limit (2)
                1 pop a#2
                1 discard a#2
                1 push c#3
                2 quit
                2 pop c#3
                2 discard c#3
                2 pop title#1
                2 exit title#1
                2 free title#1
                2 unload title#1
                2 end
                """, trace);
    }

    @Test
    void restartWithEmptyStagingIsRefused() {
        String trace = Traces.of(onGo(Action.clear(), Action.restart()), GO, 5);
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 pop title#1
                1 error pop-empty restart: the staging stack is empty
                2 exit title#1
                2 free title#1
                2 unload title#1
                3 quit
                3 end
                """, trace);
    }
}
