package dev.stagestack.player.fx.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.debug.ChainSnapshot;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.debug.LogLine;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** docs/semantics.md §19 in the player: a new graph is taken at the next tick, the log says what changed. */
class PlayerSessionReloadTest {

    private static StateDef state(String id) {
        return StateDef.of(id);
    }

    /** menu --ENTER--> {@code game}; {@code game} --O--> pop + push options. */
    private static Graph graph(String game) {
        return new Graph(
                "Reloads",
                "menu",
                60,
                List.of(state("menu"), state(game), state("options")),
                List.of(
                        Transition.of("start", "menu", Trigger.key("ENTER"), List.of(Action.push(game))),
                        Transition.of(
                                "options", game, Trigger.key("O"), List.of(Action.pop(), Action.push("options")))));
    }

    private static List<String> chain(ChainSnapshot c) {
        return c.bottomUp().stream().map(EntryRef::stateId).toList();
    }

    private static List<String> logTexts(PlayerSession s) {
        return s.log().recent().stream().map(LogLine::text).toList();
    }

    /** menu#1, game#2 on the stack after tick 1. */
    private static PlayerSession inGame() {
        PlayerSession s = new PlayerSession(graph("game"), BehaviorRegistry.empty(), 100);
        s.key("ENTER");
        s.tick();
        s.tick();
        assertEquals(List.of("menu", "game"), chain(s.live().head()));
        return s;
    }

    @Test
    void aRenameIsTakenAtTheNextTickAndTheBreakpointsFollowIt() {
        PlayerSession s = inGame();
        s.breakpoints().setBeforeExiting("game", true);
        Graph renamed = graph("level");

        assertEquals(List.of(), s.reload(renamed, Map.of("game", "level")));
        assertEquals(List.of("menu", "game"), chain(s.live().head()), "nothing changes before the next tick");
        s.key("O");
        s.tick();

        assertTrue(
                logTexts(s).contains("# 2 reload: game renamed level, transitions changed"),
                logTexts(s).toString());
        assertEquals(List.of("menu", "level"), chain(s.live().head()));
        assertEquals(java.util.Set.of("level"), s.breakpoints().beforeExiting());
        assertSame(renamed, s.graph());
        s.tick();
        assertEquals(
                "before exiting level#2",
                s.lastBreak().orElseThrow(),
                "the new graph's O fired, the breakpoint followed");

        s.restart();
        s.key("ENTER");
        s.tick();
        s.tick();
        assertEquals(List.of("menu", "level"), chain(s.live().head()), "a restart plays the new graph");
    }

    @Test
    void aGraphWithErrorsIsRefusedAndTheGameGoesOn() {
        PlayerSession s = inGame();
        Graph broken = graph("game").withInitial("nowhere");

        List<String> refused = s.reload(broken, Map.of());

        assertEquals(List.of("initial: unknown state \"nowhere\""), refused);
        s.key("O");
        s.tick();
        s.tick();
        assertTrue(
                logTexts(s).contains("# 1 reload refused: initial: unknown state \"nowhere\""),
                logTexts(s).toString());
        assertEquals(List.of("menu", "options"), chain(s.live().head()));
        assertEquals("game", s.graph().states().get(1).id());
    }
}
