package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Traces;
import org.junit.jupiter.api.Test;

/** docs/semantics.md §5: lifecycle transitions fire inside their callback, right after the behaviour code. */
class LifecycleTriggerTest {

    /** Opens help from its own enter code. */
    static final class OpensHelp implements Behavior {
        @Override
        public void enter(Context context) {
            context.push("help");
        }
    }

    @Test
    void enterTriggerFiresRightAfterTheBehaviourCode() {
        Graph graph = GraphBuilder.startingAt("title")
                .on("title", Trigger.button("Go"), Action.push("menu"))
                .state(StateDef.of("menu").withBehavior("opener"))
                .state("help")
                .on("menu", Trigger.on(TriggerType.ENTER), Action.push("tips"))
                .build();
        String trace = Traces.of(
                graph,
                Provided.behavior("opener", OpensHelp::new).registry(),
                "1 button Go\n",
                HeadlessRunner.Options.DEFAULTS.withTicks(3));
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 push menu#2
                2 pause title#1
                2 load menu#2
                2 init menu#2
                2 enter menu#2
                2 push help#3
                2 push tips#4
                2 pause menu#2
                2 load help#3
                2 init help#3
                2 enter help#3
                2 pause help#3
                2 load tips#4
                2 init tips#4
                2 enter tips#4
                3 quit
                3 pop tips#4
                3 pop help#3
                3 pop menu#2
                3 pop title#1
                3 exit tips#4
                3 free tips#4
                3 unload tips#4
                3 resume help#3
                3 exit help#3
                3 free help#3
                3 unload help#3
                3 resume menu#2
                3 exit menu#2
                3 free menu#2
                3 unload menu#2
                3 resume title#1
                3 exit title#1
                3 free title#1
                3 unload title#1
                3 end
                """, trace);
    }

    @Test
    void exitTriggerCanKeepTheRunGoing() {
        Graph graph = GraphBuilder.startingAt("title")
                .on("title", Trigger.button("Quit"), Action.pop())
                .on("title", Trigger.on(TriggerType.EXIT), Action.push("credits"))
                .build();
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 pop title#1
                2 exit title#1
                2 push credits#2
                2 free title#1
                2 unload title#1
                2 load credits#2
                2 init credits#2
                2 enter credits#2
                4 quit
                4 pop credits#2
                4 exit credits#2
                4 free credits#2
                4 unload credits#2
                4 end
                """, Traces.of(graph, "1 button Quit\n", 4));
    }

    @Test
    void pauseTriggerFiresWhenAnEntryIsEnteredOnTop() {
        Graph graph = GraphBuilder.startingAt("title")
                .on("title", Trigger.button("Go"), Action.push("menu"))
                .on("title", Trigger.on(TriggerType.PAUSE), Action.push("hud"))
                .build();
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 push menu#2
                2 pause title#1
                2 push hud#3
                2 load menu#2
                2 init menu#2
                2 enter menu#2
                2 pause menu#2
                2 load hud#3
                2 init hud#3
                2 enter hud#3
                3 quit
                3 pop hud#3
                3 pop menu#2
                3 pop title#1
                3 exit hud#3
                3 free hud#3
                3 unload hud#3
                3 resume menu#2
                3 exit menu#2
                3 free menu#2
                3 unload menu#2
                3 resume title#1
                3 exit title#1
                3 free title#1
                3 unload title#1
                3 end
                """, Traces.of(graph, "1 button Go\n", 3));
    }

    @Test
    void resumeTriggerFiresOnResumeAndIsRefusedDuringTheFinalTeardown() {
        Graph graph = GraphBuilder.startingAt("title")
                .on("title", Trigger.button("Go"), Action.push("menu"))
                .on("menu", Trigger.button("Back"), Action.pop())
                .on("title", Trigger.on(TriggerType.RESUME), Action.push("toast"))
                .build();
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 push menu#2
                2 pause title#1
                2 load menu#2
                2 init menu#2
                2 enter menu#2
                3 pop menu#2
                4 exit menu#2
                4 free menu#2
                4 unload menu#2
                4 resume title#1
                4 push toast#3
                4 pause title#1
                4 load toast#3
                4 init toast#3
                4 enter toast#3
                5 quit
                5 pop toast#3
                5 pop title#1
                5 exit toast#3
                5 free toast#3
                5 unload toast#3
                5 resume title#1
                5 error quitting push toast: the run is quitting
                5 exit title#1
                5 free title#1
                5 unload title#1
                5 end
                """, Traces.of(graph, "1 button Go\n3 button Back\n", 5));
    }
}
