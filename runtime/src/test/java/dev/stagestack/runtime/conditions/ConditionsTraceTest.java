package dev.stagestack.runtime.conditions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.model.Variable;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Traces;
import org.junit.jupiter.api.Test;

/**
 * docs/semantics.md §21 as traces: graphs built with the model's records and a script give exactly
 * these lines, {@code set} and {@code skip} included.
 */
class ConditionsTraceTest {

    private static final Trigger ANY_KEY = new Trigger(TriggerType.ANY_KEY, null, 0);

    private static String trace(Graph graph, String script, int ticks, boolean explain) {
        return Traces.of(
                graph,
                BehaviorRegistry.empty(),
                script,
                HeadlessRunner.Options.DEFAULTS.withTicks(ticks).withExplain(explain));
    }

    /** The RPG flow: ENTER and the splash timer in the same tick both push the fade, unless a guard says no. */
    private static Graph splash(String guard) {
        ConditionGraphs g = ConditionGraphs.startingAt("splash", "fade");
        return guard == null
                ? g.on("skip", "splash", Trigger.key("ENTER"), Action.push("fade"))
                        .on("timeout", "splash", Trigger.timer(0.2), Action.push("fade"))
                        .build()
                : g.when("skip", "splash", Trigger.key("ENTER"), guard, Action.push("fade"))
                        .when("timeout", "splash", Trigger.timer(0.2), guard, Action.push("fade"))
                        .build();
    }

    @Test
    void withoutAGuardEnterAndTheTimerInOneTickPushTheFadeTwice() {
        String trace = trace(splash(null), "1 key ENTER\n", 3, false);
        assertTrue(trace.contains("1 push fade#2\n1 push fade#3\n"), trace);
    }

    @Test
    void aGuardOverStagingStopsTheSecondPushInTheSameTick() {
        assertEquals("""
                0 push splash#1
                0 load splash#1
                0 init splash#1
                0 enter splash#1
                1 push fade#2
                1 skip splash#1 timeout when !onStack(fade)
                2 pause splash#1
                2 load fade#2
                2 init fade#2
                2 enter fade#2
                3 quit
                3 pop fade#2
                3 pop splash#1
                3 exit fade#2
                3 free fade#2
                3 unload fade#2
                3 resume splash#1
                3 exit splash#1
                3 free splash#1
                3 unload splash#1
                3 end
                """, trace(splash("!onStack(fade)"), "1 key ENTER\n", 3, false));
    }

    @Test
    void explainGivesWhatTheGuardReadBeforeTheTransitionFiresOrIsSkipped() {
        String trace = trace(splash("!onStack(fade)"), "1 key ENTER\n", 3, true);
        assertTrue(trace.contains("""
                        # 1 onStack(fade) = false
                        # 1 splash#1: key ENTER fires transition skip
                        1 push fade#2
                        # 1 onStack(fade) = true
                        1 skip splash#1 timeout when !onStack(fade)
                        """), trace);
    }

    /** options and audio are menus; ESCAPE leaves every menu, F10 quits from anywhere; options' own ESCAPE goes deeper. */
    @Test
    void ownTransitionsWinOverTheGroupsWhichWinOverEveryStatesWhateverTheFileOrder() {
        Graph graph = ConditionGraphs.startingAt("options", "audio")
                .grouped("options", "menus")
                .grouped("audio", "menus")
                .on("quit", "*", Trigger.key("F10"), Action.quit())
                .on("anyEscape", "*", Trigger.key("ESCAPE"), Action.quit())
                .on("back", "@menus", Trigger.key("ESCAPE"), Action.pop())
                .on("deeper", "options", Trigger.key("ESCAPE"), Action.push("audio"))
                .build();
        assertEquals("""
                0 push options#1
                0 load options#1
                0 init options#1
                0 enter options#1
                1 push audio#2
                2 pause options#1
                2 load audio#2
                2 init audio#2
                2 enter audio#2
                3 pop audio#2
                4 exit audio#2
                4 free audio#2
                4 unload audio#2
                4 resume options#1
                5 quit
                5 pop options#1
                6 exit options#1
                6 free options#1
                6 unload options#1
                7 end
                """, trace(graph, "1 key ESCAPE\n3 key ESCAPE\n5 key F10\n", 8, false));
    }

    @Test
    void aGuardedOutOwnTransitionLetsTheGroupsFire() {
        Graph graph = ConditionGraphs.startingAt("options", "audio")
                .grouped("options", "menus")
                .variable(Variable.bool("deep", false))
                .on("back", "@menus", Trigger.key("ESCAPE"), Action.pop())
                .when("deeper", "options", Trigger.key("ESCAPE"), "deep", Action.push("audio"))
                .build();
        String trace = trace(graph, "1 key ESCAPE\n", 3, false);
        assertTrue(trace.contains("1 skip options#1 deeper when deep\n1 pop options#1\n"), trace);
    }

    @Test
    void aKeyTriesEveryKeyTransitionBeforeAnyKeyWhateverTheFileOrder() {
        Graph graph = ConditionGraphs.startingAt("splash", "title")
                .on("skip", "splash", ANY_KEY, Action.replace("title"))
                .on("leave", "splash", Trigger.key("ESCAPE"), Action.quit())
                .build();
        String escape = trace(graph, "1 key ESCAPE\n", 3, false);
        assertTrue(escape.contains("1 quit\n1 pop splash#1\n"), escape);
        String space = trace(graph, "1 key SPACE\n", 3, false);
        assertTrue(space.contains("1 pop splash#1\n1 push title#2\n"), space);
    }

    @Test
    void anyKeyFiresWhenTheKeysOwnTransitionIsGuardedOut() {
        Graph graph = ConditionGraphs.startingAt("splash", "title")
                .variable(Variable.bool("ready", false))
                .on("skip", "splash", ANY_KEY, Action.replace("title"))
                .when("start", "splash", Trigger.key("ENTER"), "ready", Action.push("title"))
                .build();
        assertEquals("""
                0 push splash#1
                0 load splash#1
                0 init splash#1
                0 enter splash#1
                1 skip splash#1 start when ready
                1 pop splash#1
                1 push title#2
                2 exit splash#1
                2 free splash#1
                2 unload splash#1
                2 load title#2
                2 init title#2
                2 enter title#2
                3 quit
                3 pop title#2
                3 exit title#2
                3 free title#2
                3 unload title#2
                3 end
                """, trace(graph, "1 key ENTER\n", 3, false));
    }

    @Test
    void anyKeyIsNotAButtonOrASignal() {
        Graph graph = ConditionGraphs.startingAt("splash", "title")
                .on("skip", "splash", ANY_KEY, Action.replace("title"))
                .build();
        String trace = trace(graph, "1 button Go\n1 signal go\n", 3, false);
        assertTrue(!trace.contains("push title"), trace);
    }

    /** Once per entry; the entry's restart clears it and keeps the variables; add saturates; reset. */
    @Test
    void onceFiresOncePerEntryUntilItsRestartAndVariablesOutliveTheRestart() {
        Graph graph = ConditionGraphs.startingAt("title")
                .variable(Variable.integer("coins", 0, 3, 2))
                .once("bonus", "title", Trigger.key("C"), Action.add("coins", 5))
                .on("again", "title", Trigger.key("R"), Action.restart())
                .on("spend", "title", Trigger.key("S"), Action.add("coins", -10), Action.reset("coins"))
                .build();
        assertEquals("""
                0 push title#1
                0 load title#1
                0 init title#1
                0 enter title#1
                1 set coins 3
                2 skip title#1 bonus once
                3 restart title#1
                4 free title#1
                4 init title#1
                5 set coins 3
                6 set coins 0
                6 set coins 2
                8 quit
                8 pop title#1
                8 exit title#1
                8 free title#1
                8 unload title#1
                8 end
                """, trace(graph, "1 key C\n2 key C\n3 key R\n5 key C\n6 key S\n", 8, false));
    }

    @Test
    void onceIsPerEntryNotPerState() {
        Graph graph = ConditionGraphs.startingAt("title", "level")
                .on("play", "title", Trigger.key("P"), Action.push("level"))
                .once("leave", "level", Trigger.key("ESCAPE"), Action.pop())
                .build();
        String trace = trace(graph, "1 key P\n3 key ESCAPE\n5 key P\n7 key ESCAPE\n", 9, false);
        assertTrue(trace.contains("3 pop level#2\n"), trace);
        assertTrue(trace.contains("7 pop level#3\n"), trace);
    }

    @Test
    void visitsCountEveryEnterSinceTheRunStartedAndDepthCountsStaging() {
        Graph graph = ConditionGraphs.startingAt("title", "level")
                .on("play", "title", Trigger.key("P"), Action.push("level"))
                .on("leave", "level", Trigger.key("ESCAPE"), Action.pop())
                .when("secret", "title", Trigger.key("X"), "visits(level) >= 2 && depth == 1", Action.quit())
                .build();
        String trace = trace(graph, "1 key X\n2 key P\n4 key ESCAPE\n6 key P\n8 key ESCAPE\n10 key X\n", 12, true);
        assertTrue(trace.contains("""
                        # 1 visits(level) = 0
                        # 1 depth = 1
                        1 skip title#1 secret when visits(level) >= 2 && depth == 1
                        """), trace);
        assertTrue(trace.contains("""
                        # 10 visits(level) = 2
                        # 10 depth = 1
                        # 10 title#1: key X fires transition secret
                        10 quit
                        """), trace);
    }

    /** Timers and lifecycle triggers: every matching one whose guard holds fires, each guard read just before. */
    @Test
    void lifecycleAndTimerTransitionsFireEachInTurnWhenTheirGuardHolds() {
        Graph graph = ConditionGraphs.startingAt("title", "tips")
                .variable(Variable.integer("shown", 0, 9, 0))
                .on("count", "title", Trigger.on(TriggerType.ENTER), Action.add("shown", 1))
                .when("tip", "title", Trigger.on(TriggerType.ENTER), "shown == 1", Action.push("tips"))
                .when("again", "title", Trigger.on(TriggerType.ENTER), "shown == 2", Action.push("tips"))
                .build();
        String trace = trace(graph, "", 2, false);
        assertTrue(trace.contains("""
                        0 enter title#1
                        0 set shown 1
                        0 push tips#2
                        0 skip title#1 again when shown == 2
                        """), trace);
    }

    @Test
    void aGraphWithoutConditionsWritesNoNewLine() {
        Graph graph = ConditionGraphs.startingAt("title", "level")
                .on("play", "title", Trigger.key("P"), Action.push("level"))
                .build();
        String trace = trace(graph, "1 key P\n", 3, true);
        assertTrue(!trace.contains(" set ") && !trace.contains(" skip "), trace);
    }
}
