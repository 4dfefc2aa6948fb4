package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Effect;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.SlideDirection;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.EffectRun;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Script;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/semantics.md §22 in a graph run: a transition's effect starts at the commit its request causes,
 * input during it reaches the run, and the trace is the one of the same graph without effects.
 */
class TransitionEffectsRunTest {

    private static final String SCRIPT =
            "1 key ENTER\n3 key ESCAPE\n4 key ESCAPE\n8 key ESCAPE\n12 key S\n20 key ESCAPE\n";

    /** title → level (fade), level → pause (crossfade), pause → level (pop, slide), pause → shop, shop → level. */
    private static Graph graph() {
        return GraphBuilder.startingAt("title")
                .tickRate(10)
                .state("title")
                .state("level")
                .state(StateDef.of("pause").withOverlay(true))
                .state("shop")
                .on("title", Trigger.key("ENTER"), Action.replace("level").withEffect(Effect.fade(0.5)))
                .on("level", Trigger.key("ESCAPE"), Action.push("pause").withEffect(Effect.crossfade(0.3)))
                .on("pause", Trigger.key("ESCAPE"), Action.pop().withEffect(Effect.slide(SlideDirection.DOWN, 0.2)))
                .on("pause", Trigger.key("S"), Action.push("shop"))
                .on("shop", Trigger.key("ESCAPE"), Action.popTo("level").withEffect(Effect.fade(1)))
                .build();
    }

    private static Graph withoutEffects(Graph graph) {
        return graph.withTransitions(graph.transitions().stream()
                .map(t -> t.withActions(
                        t.actions().stream().map(a -> a.withEffect(null)).toList()))
                .toList());
    }

    private static String trace(Graph graph, boolean explain) {
        StringBuilder out = new StringBuilder();
        HeadlessRunner.Options options = new HeadlessRunner.Options(40, true, 256, 4096, explain);
        assertEquals(
                List.of(),
                HeadlessRunner.run(graph, Script.parse("s.script", SCRIPT).script(), options, out));
        return out.toString();
    }

    @Test
    void theTraceIsTheSameWithOrWithoutEffects() {
        assertEquals(trace(withoutEffects(graph()), false), trace(graph(), false));
        assertEquals(trace(withoutEffects(graph()), true), trace(graph(), true));
        assertTrue(trace(graph(), false).contains("3 push pause#3"), "ESCAPE during the fade reached level");
    }

    @Test
    void eachEffectStartsAtTheCommitOfItsRequestAndInputDuringItReachesTheRun() {
        GraphRun run = new GraphRun(CompiledGraph.compile(graph(), BehaviorRegistry.of(List.of()))
                .graph()
                .orElseThrow());
        List<String> heard = new ArrayList<>();
        run.addListener(recorder(heard));
        run.start();
        run.tick();
        Script script = Script.parse("s.script", SCRIPT).script();
        for (long tick = 1; tick < 30; tick++) {
            long now = tick;
            script.events().stream().filter(e -> e.tick() == now).forEach(e -> run.offer(e.event()));
            run.tick();
        }

        assertEquals(
                List.of(
                        "2 started fade 0.5s for 5 from 2 (key ENTER fires transition t1)",
                        "4 started crossfade 0.3s for 3 from 4 (key ESCAPE fires transition t2)",
                        "5 started slide down 0.2s for 2 from 5 (key ESCAPE fires transition t3)",
                        "7 ended slide down 0.2s",
                        "9 started crossfade 0.3s for 3 from 9 (key ESCAPE fires transition t2)",
                        "12 ended crossfade 0.3s",
                        "21 started fade 1s for 10 from 21 (key ESCAPE fires transition t5)"),
                heard);
    }

    @Test
    void behaviourCodeRequestsWithAnEffectThroughItsContext() {
        Graph graph = GraphBuilder.startingAt("title")
                .tickRate(10)
                .state(StateDef.of("title").withBehavior("code"))
                .state(StateDef.of("level").withBehavior("level"))
                .build();
        Behavior title = new Behavior() {
            @Override
            public void enter(Context context) {
                context.push("level", Effect.slide(SlideDirection.LEFT, 0.1));
            }
        };
        Behavior level = new Behavior() {
            private int ticks;

            @Override
            public void active(Context context) {
                if (++ticks == 2) {
                    context.pop(Effect.crossfade(0.2));
                }
            }
        };
        Provided code = Provided.behavior("code", () -> title).and("level", () -> level);
        GraphRun run = new GraphRun(
                CompiledGraph.compile(graph, code.registry()).graph().orElseThrow());
        List<String> heard = new ArrayList<>();
        run.addListener(recorder(heard));
        run.start();
        for (int tick = 0; tick < 5; tick++) {
            run.tick();
        }

        assertEquals(
                List.of(
                        "0 started slide left 0.1s for 1 from 0 (null)",
                        "1 ended slide left 0.1s",
                        "2 started crossfade 0.2s for 2 from 2 (null)",
                        "4 ended crossfade 0.2s"),
                heard);
    }

    private static StackListener recorder(List<String> heard) {
        return new StackListener() {
            @Override
            public void effectStarted(StateStack stack, EffectRun e) {
                heard.add(stack.tick() + " started " + e.effect().describe() + " for " + e.ticks() + " from "
                        + e.startTick() + " (" + e.cause() + ")");
            }

            @Override
            public void effectEnded(StateStack stack, EffectRun e) {
                heard.add(stack.tick() + " ended " + e.effect().describe());
            }
        };
    }
}
