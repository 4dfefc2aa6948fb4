package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.CommitStep;
import dev.stagestack.runtime.trace.TraceWriter;
import org.junit.jupiter.api.Test;

/** {@link GraphRun#commitStep()}: a commit taken a step at a time begins its tick as {@link GraphRun#tick()} does. */
class CommitStepThroughRunTest {

    private static GraphRun started(StringBuilder trace) {
        GraphRun run = new GraphRun(CompiledGraph.compile(
                        GraphBuilder.startingAt("game")
                                .on("game", Trigger.key("UP"), Action.push("menu"))
                                .build(),
                        BehaviorRegistry.empty())
                .graph()
                .orElseThrow());
        run.addListener(new TraceWriter(trace, false));
        run.start();
        run.tick();
        run.offer(InputEvent.key("UP"));
        run.tick();
        return run;
    }

    @Test
    void aCommitSteppedThenTickedWritesTheTraceOfTheWholeTick() {
        StringBuilder whole = new StringBuilder();
        started(whole).tick();
        StringBuilder stepped = new StringBuilder();
        GraphRun run = started(stepped);
        assertEquals(CommitStep.ADVANCE, run.commitStep());
        assertTrue(run.commitBegun());
        assertEquals(2, run.nextTick(), "the tick begun is numbered when it ends");
        run.tick();
        assertFalse(run.commitBegun());
        assertEquals(whole.toString(), stepped.toString());
    }

    @Test
    void nothingToCommitBeginsNoTick() {
        GraphRun run = started(new StringBuilder());
        run.tick();
        assertEquals(CommitStep.NONE, run.commitStep());
        assertFalse(run.commitBegun());
    }

    @Test
    void anEndedRunRefusesAStep() {
        GraphRun run = started(new StringBuilder());
        run.finish();
        assertEquals(
                "the run is over",
                assertThrows(IllegalStateException.class, run::commitStep).getMessage());
    }
}
