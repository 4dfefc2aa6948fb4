package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Action;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Traces;
import org.junit.jupiter.api.Test;

/** docs/semantics.md §4 and §6: input, the step walk, timers, covered policy, signals. */
class TickRulesTest {

    @Test
    void eventsGoToHeadOnlyFirstMatchWinsAndNeverReachWhatTheSameTickBringsToTheTop() {
        Graph graph = GraphBuilder.startingAt("title")
                .on("title", Trigger.button("Play"), Action.push("world"))
                .on("title", Trigger.button("Play"), Action.push("other"))
                .on("title", Trigger.key("ESCAPE"), Action.quit())
                .on("world", Trigger.button("Play"), Action.push("bonus"))
                .build();
        String script = """
                1 button Play
                1 button Play
                3 key ESCAPE
                3 button Play
                """;
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 push world#2
                1 push world#3
                2 pause title#1
                2 load world#2
                2 init world#2
                2 enter world#2
                2 pause world#2
                2 load world#3
                2 init world#3
                2 enter world#3
                3 push bonus#4
                4 quit
                4 pop bonus#4
                4 discard bonus#4
                4 pop world#3
                4 pop world#2
                4 pop title#1
                4 exit world#3
                4 free world#3
                4 unload world#3
                4 resume world#2
                4 exit world#2
                4 free world#2
                4 unload world#2
                4 resume title#1
                4 exit title#1
                4 free title#1
                4 unload title#1
                4 end
                """, Traces.of(graph, script, 4));
    }

    @Test
    void timersRoundTheirThresholdFireRightAfterActiveInFileOrderOncePerActivation() {
        Graph graph = GraphBuilder.startingAt("title")
                .tickRate(10)
                .on("title", Trigger.timer(0.25), Action.popTo("t3"))
                .on("title", Trigger.timer(0), Action.popTo("t1"))
                .on("title", Trigger.timer(0.24), Action.popTo("t2"))
                .on("title", Trigger.timer(0.05), Action.popTo("t1b"))
                .build();
        String trace = Traces.of(
                graph,
                BehaviorRegistry.empty(),
                "",
                HeadlessRunner.Options.DEFAULTS.withTicks(5).withAll(true));
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                0 active title#1
                0 error pop-to-missing popTo t1: no entry of "t1" in the staging chain
                0 error pop-to-missing popTo t1b: no entry of "t1b" in the staging chain
                1 active title#1
                1 error pop-to-missing popTo t2: no entry of "t2" in the staging chain
                2 active title#1
                2 error pop-to-missing popTo t3: no entry of "t3" in the staging chain
                3 active title#1
                4 active title#1
                5 quit
                5 pop title#1
                5 exit title#1
                5 free title#1
                5 unload title#1
                5 end
                """, trace);
    }

    @Test
    void resumeResetsTheTimerCounter() {
        Graph graph = GraphBuilder.startingAt("title")
                .tickRate(10)
                .on("title", Trigger.timer(0.2), Action.push("a"))
                .on("a", Trigger.button("Back"), Action.pop())
                .build();
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
                3 pop a#2
                4 exit a#2
                4 free a#2
                4 unload a#2
                4 resume title#1
                5 push a#3
                6 pause title#1
                6 load a#3
                6 init a#3
                6 enter a#3
                7 quit
                7 pop a#3
                7 pop title#1
                7 exit a#3
                7 free a#3
                7 unload a#3
                7 resume title#1
                7 exit title#1
                7 free title#1
                7 unload title#1
                7 end
                """, Traces.of(graph, "3 button Back\n", 7));
    }

    @Test
    void stepWalksBottomToTopCallingInactiveForEveryCoveredEntryWhateverItsPolicy() {
        Graph graph = GraphBuilder.startingAt("base")
                .state("base", CoveredPolicy.UPDATE)
                .state("mid", CoveredPolicy.FREEZE)
                .state("top", CoveredPolicy.HIDE)
                .on("base", Trigger.button("Go"), Action.push("mid"), Action.push("top"))
                .build();
        String trace = Traces.of(
                graph,
                BehaviorRegistry.empty(),
                "1 button Go\n",
                HeadlessRunner.Options.DEFAULTS.withTicks(4).withAll(true));
        assertEquals("""
                0 push base#1
                0 load base#1
                0 init base#1
                0 enter base#1
                0 active base#1
                1 push mid#2
                1 push top#3
                1 active base#1
                2 pause base#1
                2 load mid#2
                2 init mid#2
                2 enter mid#2
                2 pause mid#2
                2 load top#3
                2 init top#3
                2 enter top#3
                2 inactive base#1
                2 inactive mid#2
                2 active top#3
                3 inactive base#1
                3 inactive mid#2
                3 active top#3
                4 quit
                4 pop top#3
                4 pop mid#2
                4 pop base#1
                4 exit top#3
                4 free top#3
                4 unload top#3
                4 resume mid#2
                4 exit mid#2
                4 free mid#2
                4 unload mid#2
                4 resume base#1
                4 exit base#1
                4 free base#1
                4 unload base#1
                4 end
                """, trace);
    }

    /** Raises "hello" when entered (during a commit) and "later" on its second active tick (during a step). */
    static final class Herald implements Behavior {
        @Override
        public void enter(Context context) {
            context.signal("hello");
        }

        @Override
        public void active(Context context) {
            if (context.activeTicks() == 2) {
                context.signal("later");
            }
        }
    }

    @Test
    void signalsRaisedInACommitArriveTheSameTickAndInAStepTheNextTick() {
        Graph graph = GraphBuilder.startingAt("title")
                .state(StateDef.of("title").withBehavior("herald"))
                .on("title", Trigger.signal("hello"), Action.restart())
                .on("title", Trigger.signal("later"), Action.push("a"))
                .build();
        String trace = Traces.of(
                graph,
                Provided.behavior("herald", Herald::new).registry(),
                "",
                HeadlessRunner.Options.DEFAULTS.withTicks(4));
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                0 restart title#1
                1 free title#1
                1 init title#1
                3 push a#2
                4 quit
                4 pop a#2
                4 discard a#2
                4 pop title#1
                4 exit title#1
                4 free title#1
                4 unload title#1
                4 end
                """, trace);
    }
}
