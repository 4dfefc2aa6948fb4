package dev.stagestack.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Script;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What docs/samples.md says of rpg-modes, checked on its traces: the intro's timer and a key in
 * the same tick build one boot menu, not two; the saves load only with no map on the stack and save
 * only over one; the battle transition's timer waits while the pause menu pushed in its tick is up;
 * and the global edges are drawn once, not per state.
 */
class RpgModesTest {

    private static final String NAME = "rpg-modes";

    /** The tick the intro's 7 s timer runs out when nothing covers it (docs/format.md "Trigger"). */
    private static final int INTRO_TIMER_TICK = 419;

    @Test
    void aKeyInTheTickTheIntroRunsOutBuildsOneBootMenu() {
        List<String> lines = run(INTRO_TIMER_TICK + " key ENTER\n", INTRO_TIMER_TICK + 3);
        assertEquals(
                List.of(INTRO_TIMER_TICK + " push boot#2"),
                lines.stream().filter(l -> l.contains(" push boot#")).toList());
        assertTrue(lines.contains(INTRO_TIMER_TICK + " skip intro#1 intro-done when !onStack(boot)"), lines.toString());
        assertTrue(lines.stream().noneMatch(l -> l.contains(" discard ")), lines.toString());
    }

    @Test
    void withoutItsGuardTheSameTickBuildsABootMenuAndThrowsItAway() {
        Graph unguarded = Samples.graph(NAME)
                .withTransitions(Samples.graph(NAME).transitions().stream()
                        .map(t -> t.id().equals("intro-done") ? t.withWhen(null) : t)
                        .toList());
        List<String> lines = run(unguarded, INTRO_TIMER_TICK + " key ENTER\n", INTRO_TIMER_TICK + 3);
        assertTrue(lines.contains(INTRO_TIMER_TICK + " discard boot#2"), lines.toString());
        assertTrue(lines.contains(INTRO_TIMER_TICK + " push boot#3"), lines.toString());
    }

    @Test
    void theSavesLoadOnlyWithNoMapOnTheStackAndSaveOnlyOverOne() {
        String trace = String.join("\n", run(Samples.script(NAME), 1500));
        assertTrue(trace.contains("750 skip saves#10 load when !onStack(map)"), trace);
        assertTrue(trace.contains("760 set hasSave true"), trace);
        assertTrue(trace.contains("530 skip boot#3 load-game when hasSave"), trace);
        assertTrue(trace.contains("1230 skip saves#24 save when onStack(map)"), trace);
        assertTrue(trace.contains("1240 push map#"), trace);
    }

    @Test
    void theBattleTransitionWaitsForThePauseMenuPushedInItsTick() {
        String trace = String.join("\n", run(Samples.script(NAME), 1500));
        assertTrue(
                trace.contains(
                        "930 skip battle-intro#14 battle-starts when !onStack(pause) && !onStack(quit) && !onStack(help)"),
                trace);
        assertTrue(trace.contains("1030 pop battle-intro#14"), trace);
    }

    @Test
    void theAnalysisLaysABattleOnAMapOnlyAndWithoutTheGuardOnTheTransitionToo() {
        Graph graph = Samples.graph(NAME);
        assertEquals(List.of("map"), StackAnalysis.analyze(graph).popTargetsOf("battle"));
        Graph unguarded = graph.withTransitions(graph.transitions().stream()
                .map(t -> t.id().equals("battle-starts") ? t.withWhen(null) : t)
                .toList());
        assertEquals(
                List.of("map", "battle-intro"), StackAnalysis.analyze(unguarded).popTargetsOf("battle"));
    }

    @Test
    void everyGlobalEdgeIsOneTransition() {
        List<Transition> transitions = Samples.graph(NAME).transitions();
        assertEquals(
                List.of("cancel @menus", "quit-menu @ingame", "pause @ingame", "help *"),
                transitions.stream()
                        .filter(t -> !t.isFromOneState())
                        .map(t -> t.id() + " " + t.from())
                        .toList());
        assertTrue(
                transitions.stream()
                        .filter(Transition::isFromOneState)
                        .noneMatch(t -> t.trigger().equals(dev.stagestack.model.Trigger.key("H"))
                                && !t.from().equals("help")),
                "no state but help has its own H");
    }

    private static List<String> run(String script, int ticks) {
        return run(Samples.graph(NAME), script, ticks);
    }

    private static List<String> run(Graph graph, String script, int ticks) {
        return run(graph, Script.parse("race.script", script).script(), ticks);
    }

    private static List<String> run(Script script, int ticks) {
        return run(Samples.graph(NAME), script, ticks);
    }

    private static List<String> run(Graph graph, Script script, int ticks) {
        StringBuilder trace = new StringBuilder();
        assertEquals(
                List.of(), HeadlessRunner.run(graph, script, HeadlessRunner.Options.DEFAULTS.withTicks(ticks), trace));
        return trace.toString().lines().toList();
    }
}
