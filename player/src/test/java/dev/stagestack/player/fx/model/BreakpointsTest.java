package dev.stagestack.player.fx.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.debug.Breakpoints;
import dev.stagestack.runtime.debug.ChainSnapshot;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The session pauses by itself where a breakpoint says, and goes on from there when asked. */
class BreakpointsTest {
    private static StateDef state(String id) {
        return StateDef.of(id);
    }

    /** menu --ENTER--> game; game --O--> pop + push options (diverges); game --D--> push then pop (discard); game --X--> two pops (the second finds nothing). */
    private static PlayerSession session() {
        Graph graph = new Graph(
                "Breaks",
                "menu",
                60,
                List.of(state("menu"), state("game"), state("options")),
                List.of(
                        Transition.of("start", "menu", Trigger.key("ENTER"), List.of(Action.push("game"))),
                        Transition.of(
                                "options", "game", Trigger.key("O"), List.of(Action.pop(), Action.push("options"))),
                        Transition.of("blink", "game", Trigger.key("D"), List.of(Action.push("options"), Action.pop())),
                        Transition.of(
                                "crash", "game", Trigger.key("X"), List.of(Action.pop(), Action.pop(), Action.pop()))));
        return new PlayerSession(graph, BehaviorRegistry.empty(), 100);
    }

    private static List<String> chain(ChainSnapshot c) {
        return c.bottomUp().stream().map(EntryRef::stateId).toList();
    }

    @Test
    void beforeEnteringStopsTheCommitBeforeTheStepAndTheNextTickTakesIt() {
        PlayerSession s = session();
        s.breakpoints().setBeforeEntering("game", true);
        s.key("ENTER");
        s.tick(); // the request
        s.tick(); // the commit reaches the advance into game: stop before it
        assertTrue(s.paused());
        assertEquals("before entering game#2", s.lastBreak().orElseThrow());
        assertEquals(List.of("menu"), chain(s.live().head()));
        assertEquals(List.of("menu", "game"), chain(s.live().staging()));
        s.tick();
        assertEquals(List.of("menu", "game"), chain(s.live().head()), "the next tick takes the step");
        assertTrue(s.lastBreak().isEmpty());
    }

    @Test
    void beforeExitingStopsBeforeTheRetreat() {
        PlayerSession s = session();
        s.key("ENTER");
        s.tick();
        s.tick();
        s.breakpoints().setBeforeExiting("game", true);
        s.key("O");
        s.tick();
        s.tick();
        assertEquals("before exiting game#2", s.lastBreak().orElseThrow());
        assertEquals(List.of("menu", "game"), chain(s.live().head()));
    }

    @Test
    void afterADivergenceADiscardAndAnError() {
        PlayerSession s = session();
        s.breakpoints().set(Breakpoints.After.DIVERGENCE, true);
        s.breakpoints().set(Breakpoints.After.DISCARD, true);
        s.breakpoints().set(Breakpoints.After.ERROR, true);
        s.key("ENTER");
        s.tick();
        s.tick();
        assertFalse(s.paused(), "a push is no divergence");

        s.key("D");
        s.tick();
        assertTrue(s.paused());
        assertTrue(
                s.lastBreak().orElseThrow().contains("an entry was discarded (options#"),
                s.lastBreak().orElseThrow());
        s.resume();
        s.key("O");
        s.tick();
        assertTrue(
                s.lastBreak().orElseThrow().endsWith("head and staging diverged"),
                s.lastBreak().orElseThrow());
        s.breakpoints().set(Breakpoints.After.DIVERGENCE, false);
        s.breakpoints().set(Breakpoints.After.DISCARD, false);
        assertEquals(List.of("after a tick in which an error"), s.breakpoints().describe());
    }

    @Test
    void afterATickWithAnError() {
        PlayerSession s = session();
        s.breakpoints().set(Breakpoints.After.ERROR, true);
        s.key("ENTER");
        s.tick();
        s.tick();
        assertFalse(s.paused());
        s.key("X"); // three pops of a two-entry stack: the third is error pop-empty
        s.tick();
        assertTrue(s.paused());
        assertTrue(
                s.lastBreak().orElseThrow().endsWith(": an error"),
                s.lastBreak().orElseThrow());
        assertTrue(s.lastError().orElseThrow().text().contains("pop-empty"));
    }
}
