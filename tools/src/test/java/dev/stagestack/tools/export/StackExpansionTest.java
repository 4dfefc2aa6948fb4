package dev.stagestack.tools.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.model.Variable;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.tools.export.ExpandedMachine.Kind;
import dev.stagestack.tools.export.ExpandedMachine.Move;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The bounded expansion behind the SCXML and XState exports (docs/export.md), on small graphs. */
class StackExpansionTest {

    private static ExpandedMachine expand(Graph graph) throws ExportRefusedException {
        return StackExpansion.expand(graph, StackAnalysis.analyze(graph), Optional.empty());
    }

    private static Move move(ExpandedMachine machine, int configuration, Kind kind) {
        return machine.moves().get(configuration).stream()
                .filter(m -> m.kind() == kind)
                .findFirst()
                .orElseThrow();
    }

    @Test
    void theInitialConfigurationIsTheStackAfterTickZerosCommitWithItsLifecycleTriggers() throws Exception {
        Graph graph = new Graph(
                "g",
                "title",
                60,
                List.of(StateDef.of("title"), StateDef.of("splash")),
                List.of(
                        Transition.of("intro", "title", Trigger.on(TriggerType.ENTER), List.of(Action.push("splash"))),
                        Transition.of("done", "splash", Trigger.timer(0.5), List.of(Action.pop())),
                        Transition.of("again", "title", Trigger.key("R"), List.of(Action.restart()))));
        ExpandedMachine machine = expand(graph);
        assertEquals("title > splash", machine.name(machine.initial()));
        Move timer = move(machine, machine.initial(), Kind.TIMER);
        assertEquals(30, timer.ticks());
        assertEquals("title", machine.name(timer.target()));
        Move restart = move(machine, timer.target(), Kind.KEY);
        assertTrue(restart.reenters() && !restart.stays(), "a restart of head starts its timers again: " + restart);
        assertEquals(timer.target(), restart.target());
        assertEquals("500", MachineText.millis(30, 60));
        assertEquals("33.333", MachineText.millis(2, 60));
    }

    @Test
    void anyKeyIsAWildcardAfterTheStatesKeysAndGroupAndAnyStateTransitionsApply() throws Exception {
        Graph graph = new Graph(
                "g",
                "title",
                60,
                List.of(StateDef.of("title"), StateDef.of("options").withGroups(List.of("menus"))),
                List.of(
                        Transition.of("open", "title", Trigger.key("O"), List.of(Action.push("options"))),
                        Transition.of(
                                "skip", "title", new Trigger(TriggerType.ANY_KEY, null, 0), List.of(Action.quit())),
                        Transition.of("back", "@menus", Trigger.key("ESCAPE"), List.of(Action.pop())),
                        Transition.of("dead", "options", Trigger.key("X"), List.of(Action.popTo("nowhere"))),
                        Transition.of("quit", "*", Trigger.key("F10"), List.of(Action.quit()))));
        ExpandedMachine machine = expand(graph);
        assertEquals(List.of(List.of("title"), List.of("title", "options")), machine.configurations());
        assertEquals(
                List.of("key.O", "key.F10", "key.*"),
                machine.moves().get(0).stream().map(MachineText::event).toList());
        assertEquals(ExpandedMachine.ENDED, move(machine, 0, Kind.ANY_KEY).target());
        List<Move> options = machine.moves().get(1);
        assertEquals(
                List.of("key.X", "key.ESCAPE", "key.F10"),
                options.stream().map(MachineText::event).toList());
        assertTrue(options.get(0).stays(), "a refused popTo changes nothing: " + options.get(0));
        assertEquals(0, options.get(1).target());
        assertEquals(
                "key.BACK-005FSPACE",
                ScxmlExporter.event(new Move(Kind.KEY, "BACK_SPACE", 0, List.of(), 0, false, false)));
    }

    @Test
    void anUnboundedStackIsRefusedNamingItsCycleAndABoundCutsIt() throws Exception {
        Graph graph = new Graph(
                "g",
                "a",
                60,
                List.of(StateDef.of("a"), StateDef.of("b")),
                List.of(
                        Transition.of("ab", "a", Trigger.key("ENTER"), List.of(Action.push("b"))),
                        Transition.of("ba", "b", Trigger.key("ENTER"), List.of(Action.push("a")))));
        ExportRefusedException refused = assertThrows(ExportRefusedException.class, () -> expand(graph));
        assertTrue(
                refused.getMessage().startsWith("the stack can grow without end: the pushes of a > b > a repeat"),
                refused.getMessage());
        ExpandedMachine cut = StackExpansion.expand(graph, StackAnalysis.analyze(graph), Optional.of(3));
        assertEquals(3, cut.configurations().size());
        assertTrue(move(cut, 2, Kind.KEY).stays(), "the push past the bound is refused");
    }

    @Test
    void variablesArePartOfTheConfigurationAndGuardsAreResolvedOverStaging() throws Exception {
        Graph graph = new Graph(
                        "g",
                        "title",
                        60,
                        List.of(StateDef.of("title"), StateDef.of("world"), StateDef.of("fade")),
                        List.of(
                                Transition.builder("save", "title", Trigger.key("S"))
                                        .actions(List.of(Action.set("hasSave", true)))
                                        .build(),
                                Transition.builder("continue", "title", Trigger.button("Continue"))
                                        .when("hasSave && !onStack(world)")
                                        .actions(List.of(Action.push("world"), Action.add("lives", -1)))
                                        .build(),
                                Transition.builder("fade", "world", Trigger.key("F"))
                                        .when("!onStack(fade)")
                                        .actions(List.of(Action.push("fade"), Action.push("fade")))
                                        .build(),
                                Transition.builder("other", "world", new Trigger(TriggerType.ANY_KEY, null, 0))
                                        .when("lives < 3")
                                        .actions(List.of(Action.pop()))
                                        .build()))
                .withVariables(List.of(Variable.bool("hasSave", false), Variable.integer("lives", 0, 5, 3)));
        // the analysis on its own counts fade over fade as a push cycle: a bound above the real depth
        ExpandedMachine machine = StackExpansion.expand(graph, StackAnalysis.analyze(graph), Optional.of(8));
        assertEquals("title {hasSave=false, lives=3}", machine.name(machine.initial()));
        Move locked = machine.moves().get(0).get(1);
        assertEquals(Kind.BUTTON, locked.kind());
        assertTrue(locked.stays() && locked.transitions().isEmpty(), "the guard fails without a save: " + locked);
        int saved = machine.moves().get(0).get(0).target();
        assertEquals("title {hasSave=true, lives=3}", machine.name(saved));
        Move go = machine.moves().get(saved).get(1);
        assertEquals("title > world {hasSave=true, lives=2}", machine.name(go.target()));
        Move fade = machine.moves().get(go.target()).get(0);
        assertEquals(List.of("fade"), fade.transitions());
        assertEquals(
                "title > world > fade > fade {hasSave=true, lives=2}",
                machine.name(fade.target()),
                "a guard is read once, when its transition would fire: both pushes of the transition are made");
        Move other = machine.moves().get(go.target()).get(1);
        assertEquals(Kind.ANY_KEY, other.kind());
        assertEquals("title {hasSave=true, lives=2}", machine.name(other.target()));
    }

    @Test
    void eachEntrysSpentOnceTransitionsAndTheKeptVisitCountsArePartOfAConfiguration() throws Exception {
        Graph graph = new Graph(
                "g",
                "title",
                60,
                List.of(StateDef.of("title"), StateDef.of("tip"), StateDef.of("secret")),
                List.of(
                        Transition.builder("show-tip", "title", Trigger.key("A"))
                                .once(true)
                                .actions(List.of(Action.push("tip")))
                                .build(),
                        Transition.of("close", "tip", Trigger.key("ESCAPE"), List.of(Action.pop())),
                        Transition.builder("open-secret", "title", Trigger.key("S"))
                                .when("visits(tip) >= 1")
                                .actions(List.of(Action.push("secret")))
                                .build()));
        ExpandedMachine machine = expand(graph);
        assertEquals("title {visits(tip)=0}", machine.name(machine.initial()));
        Move a = machine.moves().get(machine.initial()).get(0);
        assertEquals("title[show-tip] > tip {visits(tip)=1}", machine.name(a.target()));
        Move close = machine.moves().get(a.target()).get(0);
        int spent = close.target();
        assertEquals("title[show-tip] {visits(tip)=1}", machine.name(spent));
        assertEquals(
                List.of("title[show-tip] > secret {visits(tip)=1}"),
                machine.moves().get(spent).stream()
                        .filter(m -> !m.stays())
                        .map(m -> machine.name(m.target()))
                        .toList(),
                "A is spent for this title entry; S opens the secret after one visit");
        assertEquals(4, machine.configurations().size());
    }

    @Test
    void aVisitCountComparedWithAnotherIsRefusedInOneLineEvenWhereNoRunReachesIt() {
        Graph visits = new Graph(
                "g",
                "a",
                60,
                List.of(StateDef.of("a"), StateDef.of("b")),
                List.of(Transition.builder("skip", "b", Trigger.key("A"))
                        .when("visits(a) > visits(b)")
                        .actions(List.of(Action.pop()))
                        .build()));
        assertEquals(
                "visits(a) is compared with a count that has no bound (another state's visits), so no number of"
                        + " configurations holds it: export the graph without that comparison",
                assertThrows(ExportRefusedException.class, () -> expand(visits)).getMessage());
    }

    @Test
    void aMoveThatChangesOnlyVariablesUnderARunningTimerIsRefusedInOneLine() {
        Graph graph = new Graph(
                "g",
                "a",
                60,
                List.of(StateDef.of("a")),
                List.of(
                        Transition.of("tick", "a", Trigger.timer(1), List.of(Action.pop())),
                        Transition.of("coin", "a", Trigger.key("C"), List.of(Action.add("coins", 1)))),
                List.of(Variable.integer("coins", 0, 3, 0)));
        String message =
                assertThrows(ExportRefusedException.class, () -> expand(graph)).getMessage();
        assertEquals(
                "transition coin (a key move of a) changes only variables while a timer of its head runs, which a state machine's"
                        + " delays cannot follow: not exported yet",
                message);
    }

    @Test
    void theRegistryListsBothAfterTheDiagrams() {
        List<String> formats = Exporters.formats();
        assertEquals(List.of("png", "svg", "mermaid", "dot", "scxml", "xstate"), formats.subList(0, 6));
        assertTrue(Exporters.named("xstate").orElseThrow().expandsStack());
        assertTrue(!Exporters.named("dot").orElseThrow().expandsStack());
    }
}
