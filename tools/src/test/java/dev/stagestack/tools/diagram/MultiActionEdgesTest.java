package dev.stagestack.tools.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.model.check.StackAnalysis;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A transition with several actions is drawn as what the whole list does: every pushed entry that
 * stays gets its numbered arrow, and pops go where the run lands after the last action.
 */
class MultiActionEdgesTest {

    /**
     * boot enters by pushing start, splash and fade-in (fade-in runs first, then splash, then start);
     * title pushes world, world pushes pause, and pause's Q pops twice, back to title.
     */
    static Graph intro() {
        return new Graph(
                "Intro",
                "boot",
                60,
                List.of(
                        StateDef.of("boot"),
                        StateDef.of("start"),
                        StateDef.of("splash"),
                        StateDef.of("fade-in"),
                        StateDef.of("title"),
                        StateDef.of("world"),
                        StateDef.of("pause")),
                List.of(
                        Transition.of(
                                "intro",
                                "boot",
                                Trigger.on(TriggerType.ENTER),
                                List.of(Action.push("start"), Action.push("splash"), Action.push("fade-in"))),
                        Transition.of("faded", "fade-in", Trigger.timer(1), List.of(Action.pop())),
                        Transition.of("splashed", "splash", Trigger.timer(1), List.of(Action.pop())),
                        Transition.of("started", "start", Trigger.key("SPACE"), List.of(Action.replace("title"))),
                        Transition.of("play", "title", Trigger.button("Play"), List.of(Action.push("world"))),
                        Transition.of("esc", "world", Trigger.key("ESCAPE"), List.of(Action.push("pause"))),
                        Transition.of("home", "pause", Trigger.key("Q"), List.of(Action.pop(), Action.pop()))));
    }

    private static Map<String, Set<String>> reveals(Graph graph) {
        return PopReveals.of(graph, StackAnalysis.analyze(graph));
    }

    @Test
    void setAddAndResetLeaveTheStackAsItIsAndAreInTheArrowsLabel() {
        Transition t = Transition.of(
                "t",
                "a",
                Trigger.key("X"),
                List.of(Action.set("seen", true), Action.push("b"), Action.add("lives", -1), Action.reset("lives")));
        List<DiagramEdge> edges = DiagramEdge.of(t, Map.of());
        assertEquals(1, edges.size(), edges.toString());
        assertEquals(TransitionKind.PUSH, edges.get(0).kind());
        assertEquals("b", edges.get(0).to());
        assertEquals(t.actions(), edges.get(0).actions());
    }

    @Test
    void dotGivesEveryPushedStateItsOwnNumberedArrow() {
        String dot = DotDiagram.of(intro(), reveals(intro()));
        assertTrue(dot.contains("    \"boot\" -> \"start\" [label=\"enter / 1. push start\"];\n"), dot);
        assertTrue(dot.contains("    \"boot\" -> \"splash\" [label=\"enter / 2. push splash\"];\n"), dot);
        assertTrue(dot.contains("    \"boot\" -> \"fade-in\" [label=\"enter / 3. push fade-in\"];\n"), dot);
    }

    @Test
    void dotDrawsTwoPopsToWhereTheRunLandsNotToWhatTheFirstReveals() {
        String dot = DotDiagram.of(intro(), reveals(intro()));
        assertTrue(dot.contains("    \"pause\" -> \"title\" [label=\"key Q / pop, pop\""), dot);
        assertFalse(dot.contains("    \"pause\" -> \"world\""), "world is only passed through:\n" + dot);
    }

    @Test
    void mermaidDrawsTheSameArrows() {
        String mermaid = MermaidDiagram.of(intro(), reveals(intro()));
        assertTrue(mermaid.contains("    s_boot -->|\"enter / 1. push start\"| s_start\n"), mermaid);
        assertTrue(mermaid.contains("    s_boot -->|\"enter / 2. push splash\"| s_splash\n"), mermaid);
        assertTrue(mermaid.contains("    s_boot -->|\"enter / 3. push fade-in\"| s_fade_in\n"), mermaid);
        assertTrue(mermaid.contains("    s_pause -.->|\"key Q / pop, pop\"| s_title\n"), mermaid);
        assertFalse(mermaid.contains("s_pause -.->|\"key Q / pop, pop\"| s_world"), mermaid);
    }

    @Test
    void eachActionIsInExactlyOneStepAndTheLastStepHoldsWhatFollowsTheLastPush() {
        Transition t = Transition.of(
                "t",
                "a",
                Trigger.key("X"),
                List.of(Action.push("b"), Action.push("c"), Action.pop(), Action.push("d"), Action.restart()));
        List<DiagramEdge> edges = DiagramEdge.of(t, Map.of());
        assertEquals(List.of("b", "d"), edges.stream().map(DiagramEdge::to).toList(), "c is pushed and popped again");
        assertEquals(List.of(Action.push("b")), edges.get(0).actions());
        assertEquals(
                List.of(Action.push("c"), Action.pop(), Action.push("d"), Action.restart()),
                edges.get(1).actions());
        assertEquals("key X / 2. push c, pop, push d, restart", edges.get(1).label());
        assertTrue(edges.stream().allMatch(e -> e.kind() == TransitionKind.PUSH && e.steps() == 2), edges.toString());
    }

    @Test
    void whatHappensToTheOwnEntryDecidesTheKind() {
        Map<String, Set<String>> reveals = Map.of("a", Set.of("x"), "x", Set.of("y"));
        assertEquals(
                List.of(TransitionKind.REPLACE, TransitionKind.REPLACE),
                kinds(reveals, Action.pop(), Action.push("b"), Action.push("c")));
        assertEquals(List.of(TransitionKind.REPLACE), kinds(reveals, Action.clear(), Action.push("b")));
        assertEquals(List.of(TransitionKind.POP_TO), kinds(reveals, Action.push("b"), Action.popTo("x")));
        assertEquals(List.of(TransitionKind.QUIT), kinds(reveals, Action.push("b"), Action.quit(), Action.push("c")));
        assertEquals(List.of(TransitionKind.RESTART), kinds(reveals, Action.restart()));
        assertEquals(List.of(TransitionKind.POP), kinds(reveals, Action.pop(), Action.restart()));
        assertEquals(
                "y",
                DiagramEdge.of(t(Action.popTo("x"), Action.pop()), reveals)
                        .get(0)
                        .to(),
                "pops after a popTo");
        assertEquals(
                DiagramEdge.UNKNOWN,
                DiagramEdge.of(t(Action.pop(), Action.pop(), Action.pop()), reveals)
                        .get(0)
                        .to());
        DiagramEdge undone =
                DiagramEdge.of(t(Action.push("b"), Action.pop()), reveals).get(0);
        assertEquals("a", undone.to(), "a push undone in the same list lands back on its own state");
        assertEquals(TransitionKind.POP, undone.kind());
    }

    private static List<TransitionKind> kinds(Map<String, Set<String>> reveals, Action... actions) {
        return DiagramEdge.of(t(actions), reveals).stream()
                .map(DiagramEdge::kind)
                .toList();
    }

    private static Transition t(Action... actions) {
        return Transition.of("t", "a", Trigger.key("X"), List.of(actions));
    }
}
