package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.runtime.trace.Traces;
import org.junit.jupiter.api.Test;

/** docs/semantics.md §7: the end of a run and its tick numbers. */
class EndOfRunTest {

    @Test
    void zeroTicksEndsBeforeAnythingIsCommitted() {
        Graph graph = GraphBuilder.startingAt("title").build();
        assertEquals("""
                0 push title#1
                0 quit
                0 pop title#1
                0 discard title#1
                0 end
                """, Traces.of(graph, "", 0));
    }

    @Test
    void quitDuringACommitEndsTheRunAfterThatCommitAndTheEndIsNumberedOnePast() {
        Graph graph = GraphBuilder.startingAt("title")
                .on("title", Trigger.button("Go"), Action.push("q"))
                .on("q", Trigger.on(TriggerType.ENTER), Action.quit())
                .build();
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 push q#2
                2 pause title#1
                2 load q#2
                2 init q#2
                2 enter q#2
                2 quit
                2 pop q#2
                2 pop title#1
                2 exit q#2
                2 free q#2
                2 unload q#2
                2 resume title#1
                2 exit title#1
                2 free title#1
                2 unload title#1
                3 end
                """, Traces.of(graph, "1 button Go\n", 100));
    }

    @Test
    void eventsAfterTheRunEndedAreNeverDelivered() {
        Graph graph = GraphBuilder.startingAt("title")
                .on("title", Trigger.button("Go"), Action.pop())
                .on("title", Trigger.button("Late"), Action.push("never"))
                .build();
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 pop title#1
                2 exit title#1
                2 free title#1
                2 unload title#1
                3 quit
                3 end
                """, Traces.of(graph, "1 button Go\n2 button Late\n9 button Late\n", 100));
    }

    @Test
    void finishingARunTwiceDoesNothingTheSecondTime() {
        Graph graph = GraphBuilder.startingAt("title").build();
        GraphRun run = new GraphRun(
                CompiledGraph.compile(graph, BehaviorRegistry.empty()).graph().orElseThrow());
        StringBuilder trace = new StringBuilder();
        run.addListener(new dev.stagestack.runtime.trace.TraceWriter(trace, false));
        run.start();
        run.tick();
        run.finish();
        String once = trace.toString();

        run.finish();

        assertEquals(once, trace.toString());
        assertEquals(true, run.finished());
        assertEquals(1, once.lines().filter(l -> l.endsWith(" end")).count(), once);
    }
}
