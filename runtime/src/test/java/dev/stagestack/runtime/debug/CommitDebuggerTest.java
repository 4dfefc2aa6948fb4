package dev.stagestack.runtime.debug;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.CommitStep;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The debugger on a bare run, as a host without a player (the web page) drives it: a breakpoint before
 * entering a state leaves the commit half done at that step, with its moments kept for Step back, and
 * {@link CommitWalk} walks them back and forward.
 */
class CommitDebuggerTest {

    /** menu --O--> pop and push options, a retreat then an advance; options --ESCAPE--> pop. */
    private final GraphRun run = new GraphRun(CompiledGraph.compile(
                    new Graph(
                            "Debugged",
                            "menu",
                            60,
                            List.of(StateDef.of("menu"), StateDef.of("options"), StateDef.of("game")),
                            List.of(
                                    Transition.of("start", "menu", Trigger.key("ENTER"), List.of(Action.push("game"))),
                                    Transition.of(
                                            "options",
                                            "game",
                                            Trigger.key("O"),
                                            List.of(Action.pop(), Action.push("options"))))),
                    BehaviorRegistry.empty())
            .graph()
            .orElseThrow());

    private final ChainRecorder recorder = new ChainRecorder();
    private TickSnapshot live;
    private boolean paused;
    private final CommitDebugger debugger = new CommitDebugger(new CommitDebugger.Session() {
        @Override
        public TickSnapshot record(long tick) {
            return CommitDebuggerTest.this.record(tick);
        }

        @Override
        public void pause() {
            paused = true;
        }
    });

    private TickSnapshot record(long tick) {
        live = recorder.snapshot(run.stack(), tick, List.of());
        return live;
    }

    private void tick() {
        if (!debugger.stoppedBeforeTick(run, live)) {
            run.tick();
            record(run.nextTick() - 1);
        }
    }

    private static List<String> labels(ChainSnapshot chain) {
        return chain.bottomUp().stream().map(EntryRef::label).toList();
    }

    @Test
    void aBreakpointBeforeEnteringStopsAfterTheRetreatAndStepBackWalksTheCommit() {
        run.addListener(recorder);
        run.start();
        record(0);
        run.offer(InputEvent.key("ENTER"));
        tick();
        tick();
        assertEquals(List.of("menu#1", "game#2"), labels(live.head()));
        debugger.breakpoints().setBeforeEntering("options", true);
        run.offer(InputEvent.key("O"));
        tick(); // the requests
        tick(); // the commit: the retreat out of game#2 is taken, the advance into options#3 is not

        assertTrue(paused);
        assertEquals("before entering options#3", debugger.lastBreak().orElseThrow());
        assertEquals(CommitStep.RETREAT, debugger.lastStep());
        List<TickSnapshot> moments = debugger.commitSteps();
        assertEquals(2, moments.size(), "before the commit, after its retreat");
        assertEquals(List.of("menu#1", "game#2"), labels(moments.get(0).head()));
        assertEquals(List.of("menu#1"), labels(moments.get(1).head()));
        assertEquals(List.of("menu#1", "options#3"), labels(moments.get(1).staging()));
        long commitTick = run.nextTick();
        assertEquals(commitTick, moments.get(0).tick(), "named by the commit's tick");
        assertEquals(commitTick, moments.get(1).tick());

        CommitWalk walk = new CommitWalk();
        assertTrue(walk.back(moments.size()));
        assertEquals(0, walk.shown().getAsInt());
        assertEquals(
                "tick " + commitTick + "'s commit before step 1 (of 1 taken so far)",
                walk.words(commitTick, moments.size()));
        assertFalse(walk.back(moments.size()), "nothing before the moment before the commit");
        assertTrue(walk.forward(moments.size()));
        assertTrue(walk.shown().isEmpty(), "the live moment again");
        assertFalse(walk.forward(moments.size()), "a new step is the host's to take");

        tick(); // F6 after the break: the advance it stopped before is taken, the tick ends
        assertEquals(List.of("menu#1", "options#3"), labels(live.head()));
        assertTrue(debugger.lastBreak().isEmpty());
        assertTrue(debugger.commitSteps().isEmpty());
    }
}
