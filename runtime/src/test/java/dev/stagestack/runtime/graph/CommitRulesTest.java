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

/** docs/semantics.md §3: commit steps, restart and runaway. */
class CommitRulesTest {

    @Test
    void restartFreesAndInitsWithoutUnloadOrLoadAndResetsTheTimerCounter() {
        Graph graph = GraphBuilder.startingAt("title")
                .tickRate(1)
                .on("title", Trigger.button("R"), Action.restart())
                .on("title", Trigger.timer(3), Action.push("x"))
                .build();
        String trace = Traces.of(graph, "1 button R\n", 6);
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 restart title#1
                2 free title#1
                2 init title#1
                4 push x#2
                5 pause title#1
                5 load x#2
                5 init x#2
                5 enter x#2
                6 quit
                6 pop x#2
                6 pop title#1
                6 exit x#2
                6 free x#2
                6 unload x#2
                6 resume title#1
                6 exit title#1
                6 free title#1
                6 unload title#1
                6 end
                """, trace);
    }

    @Test
    void restartOfAnEntryNotYetEnteredRunsAfterItIsEntered() {
        Graph graph = GraphBuilder.startingAt("title")
                .on("title", Trigger.button("Go"), Action.push("a"), Action.restart())
                .build();
        String trace = Traces.of(graph, "1 button Go\n", 3);
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 push a#2
                1 restart a#2
                2 pause title#1
                2 load a#2
                2 init a#2
                2 enter a#2
                2 free a#2
                2 init a#2
                3 quit
                3 pop a#2
                3 pop title#1
                3 exit a#2
                3 free a#2
                3 unload a#2
                3 resume title#1
                3 exit title#1
                3 free title#1
                3 unload title#1
                3 end
                """, trace);
    }

    @Test
    void runawayNamesTheStatesEnteredAndDiscardsTheUncommittedStagingTopDown() {
        Graph graph = GraphBuilder.startingAt("title")
                .on("title", Trigger.button("Go"), Action.push("a"))
                .on("a", Trigger.on(TriggerType.ENTER), Action.pop(), Action.push("b"), Action.push("c"))
                .on("b", Trigger.on(TriggerType.ENTER), Action.pop(), Action.push("a"), Action.push("c"))
                .build();
        String trace = Traces.of(
                graph,
                BehaviorRegistry.empty(),
                "1 button Go\n",
                HeadlessRunner.Options.DEFAULTS.withTicks(4).withMaxSteps(4));
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 push a#2
                2 pause title#1
                2 load a#2
                2 init a#2
                2 enter a#2
                2 pop a#2
                2 push b#3
                2 push c#4
                2 exit a#2
                2 free a#2
                2 unload a#2
                2 resume title#1
                2 pause title#1
                2 load b#3
                2 init b#3
                2 enter b#3
                2 pop c#4
                2 discard c#4
                2 push a#5
                2 push c#6
                2 pause b#3
                2 load a#5
                2 init a#5
                2 enter a#5
                2 pop c#6
                2 discard c#6
                2 push b#7
                2 push c#8
                2 error runaway commit stopped after 4 steps; states entered: a, b
                2 discard c#8
                2 discard b#7
                4 quit
                4 pop a#5
                4 pop b#3
                4 pop title#1
                4 exit a#5
                4 free a#5
                4 unload a#5
                4 resume b#3
                4 exit b#3
                4 free b#3
                4 unload b#3
                4 resume title#1
                4 exit title#1
                4 free title#1
                4 unload title#1
                4 end
                """, trace);
    }

    /** Restarts itself from init, forever: only the step limit ends the commit. */
    static final class SelfRestarting implements Behavior {
        @Override
        public void init(Context context) {
            context.restart();
        }
    }

    @Test
    void runawayClearsRestartFlagsSoTheNextCommitDoesNothing() {
        Graph graph = GraphBuilder.startingAt("title")
                .on("title", Trigger.button("Go"), Action.push("r"))
                .state(StateDef.of("r").withBehavior("restarter"))
                .build();
        String trace = Traces.of(
                graph,
                Provided.behavior("restarter", SelfRestarting::new).registry(),
                "1 button Go\n",
                HeadlessRunner.Options.DEFAULTS.withTicks(4).withMaxSteps(3));
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 push r#2
                2 pause title#1
                2 load r#2
                2 init r#2
                2 restart r#2
                2 enter r#2
                2 free r#2
                2 init r#2
                2 restart r#2
                2 free r#2
                2 init r#2
                2 restart r#2
                2 error runaway commit stopped after 3 steps; states entered: r
                4 quit
                4 pop r#2
                4 pop title#1
                4 exit r#2
                4 free r#2
                4 unload r#2
                4 resume title#1
                4 exit title#1
                4 free title#1
                4 unload title#1
                4 end
                """, trace);
    }

    /** Pops its own entry while it is being entered. */
    static final class PopsItselfOnEnter implements Behavior {
        @Override
        public void enter(Context context) {
            context.pop();
        }
    }

    @Test
    void anEntryPoppedWhileBeingEnteredIsExitedByTheNextStepNotDiscarded() {
        Graph graph = GraphBuilder.startingAt("title")
                .on("title", Trigger.button("Go"), Action.push("flash"))
                .state(StateDef.of("flash").withBehavior("pop-on-enter"))
                .build();
        String trace = Traces.of(
                graph,
                Provided.behavior("pop-on-enter", PopsItselfOnEnter::new).registry(),
                "1 button Go\n",
                HeadlessRunner.Options.DEFAULTS.withTicks(3));
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 push flash#2
                2 pause title#1
                2 load flash#2
                2 init flash#2
                2 enter flash#2
                2 pop flash#2
                2 exit flash#2
                2 free flash#2
                2 unload flash#2
                2 resume title#1
                3 quit
                3 pop title#1
                3 exit title#1
                3 free title#1
                3 unload title#1
                3 end
                """, trace);
    }

    @Test
    void aCommitWhileQuittingIsNeverRunawaySoTheTeardownAlwaysCompletes() {
        Graph graph = GraphBuilder.startingAt("title")
                .on("title", Trigger.button("Go"), Action.push("a"), Action.push("b"))
                .on("b", Trigger.button("Go"), Action.push("c"), Action.push("d"))
                .on("d", Trigger.key("Q"), Action.quit())
                .build();
        String trace = Traces.of(
                graph,
                BehaviorRegistry.empty(),
                "1 button Go\n3 button Go\n5 key Q\n",
                HeadlessRunner.Options.DEFAULTS.withTicks(10).withMaxSteps(2));
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 push a#2
                1 push b#3
                2 pause title#1
                2 load a#2
                2 init a#2
                2 enter a#2
                2 pause a#2
                2 load b#3
                2 init b#3
                2 enter b#3
                3 push c#4
                3 push d#5
                4 pause b#3
                4 load c#4
                4 init c#4
                4 enter c#4
                4 pause c#4
                4 load d#5
                4 init d#5
                4 enter d#5
                5 quit
                5 pop d#5
                5 pop c#4
                5 pop b#3
                5 pop a#2
                5 pop title#1
                6 exit d#5
                6 free d#5
                6 unload d#5
                6 resume c#4
                6 exit c#4
                6 free c#4
                6 unload c#4
                6 resume b#3
                6 exit b#3
                6 free b#3
                6 unload b#3
                6 resume a#2
                6 exit a#2
                6 free a#2
                6 unload a#2
                6 resume title#1
                6 exit title#1
                6 free title#1
                6 unload title#1
                7 end
                """, trace);
    }
}
