package dev.stagestack.tools.depth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.model.check.StackAnalysis;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Depth verdicts on the graphs of issue #34: exact where the runs are few, unbounded only with a pump. */
class DepthJudgeTest {

    /** bg's enter pushes start twice; start pops on Escape: three stacks, never deeper. */
    static Graph pushSameTwice() {
        return new Graph(
                "push same twice",
                "bg",
                60,
                List.of(StateDef.of("bg"), StateDef.of("start")),
                List.of(
                        Transition.of(
                                "boot",
                                "bg",
                                Trigger.on(TriggerType.ENTER),
                                List.of(Action.push("start"), Action.push("start"))),
                        Transition.of("q", "start", Trigger.key("ESCAPE"), List.of(Action.pop()))));
    }

    /** Level pushes pause, pause pushes level: the stack grows a pair a turn; title's fade never pushes. */
    static Graph pushCycle() {
        return new Graph(
                "cycle",
                "title",
                60,
                List.of(StateDef.of("title"), StateDef.of("fade"), StateDef.of("level"), StateDef.of("pause")),
                List.of(
                        Transition.of("play", "title", Trigger.button("Play"), List.of(Action.push("fade"))),
                        Transition.of("faded", "fade", Trigger.timer(1), List.of(Action.replace("level"))),
                        Transition.of("esc", "level", Trigger.key("ESCAPE"), List.of(Action.push("pause"))),
                        Transition.of("again", "pause", Trigger.button("Play again"), List.of(Action.push("level"))),
                        Transition.of("back", "pause", Trigger.key("ESCAPE"), List.of(Action.pop()))));
    }

    @Test
    void twoPushesOfTheSameStateAreExactlyThreeDeepNotUnbounded() {
        Graph graph = pushSameTwice();
        DepthVerdict verdict = DepthJudge.judge(graph, StackAnalysis.analyze(graph));
        assertEquals(DepthVerdict.Kind.EXACT, verdict.kind(), verdict.evidence());
        assertEquals(3, verdict.depth());
        assertTrue(verdict.settled());
    }

    @Test
    void aPushCycleIsUnboundedWithAWitnessThatPumpsPastAnyDepthAsked() {
        Graph graph = pushCycle();
        DepthVerdict verdict = DepthJudge.judge(graph, StackAnalysis.analyze(graph));
        assertEquals(DepthVerdict.Kind.UNBOUNDED, verdict.kind(), verdict.evidence());
        PumpWitness witness = verdict.witness().orElseThrow();
        assertEquals(
                java.util.Set.of("esc", "again"),
                java.util.Set.copyOf(witness.pushedBy()),
                "the transitions that push, not fade's replace");
        for (int asked : new int[] {10, 41, 200}) {
            assertTrue(
                    WitnessReplay.deepestCommitted(graph, witness.past(asked)) > asked,
                    "the witness takes the stack past " + asked);
        }
    }

    @Test
    void aBoundTheExplorationCannotSettleIsAnOverApproximation() {
        Graph graph = pushSameTwice();
        DepthVerdict verdict = DepthJudge.judge(
                graph,
                StackAnalysis.analyze(
                        graph,
                        dev.stagestack.model.check.AnalysisOptions.DEFAULT.withInputEventsPerTick(
                                dev.stagestack.model.check.AnalysisOptions.ANY_NUMBER)));
        assertTrue(
                verdict.kind() == DepthVerdict.Kind.AT_MOST || verdict.kind() == DepthVerdict.Kind.UNSETTLED,
                verdict.toString());
        assertTrue(verdict.evidence().contains("not explored"), verdict.evidence());
    }
}
