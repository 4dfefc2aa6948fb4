package dev.stagestack.player.fx.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.SaveGame;
import dev.stagestack.model.SaveProblemsException;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A game window's Continue (docs/library.md, "A host for your game"): a save continued in a new run of the session. */
class PlayerSessionContinueTest {

    private static final Graph GAME = GraphBuilder.startingAt("title")
            .on("title", Trigger.key("ENTER"), Action.push("level"))
            .on("level", Trigger.key("P"), Action.push("pause"))
            .build();

    private static List<String> chain(PlayerSession s) {
        return s.live().head().bottomUp().stream().map(EntryRef::stateId).toList();
    }

    private static PlayerSession session() {
        return new PlayerSession(GAME, BehaviorRegistry.empty(), 100);
    }

    private static void ticks(PlayerSession s, int n) {
        for (int i = 0; i < n; i++) {
            s.tick();
        }
    }

    @Test
    void aSaveTakenBetweenTicksIsContinuedWithItsStackAndSerialsInANewRun() {
        PlayerSession played = session();
        played.key("ENTER");
        ticks(played, 3);
        played.key("P");
        ticks(played, 2);
        SaveGame save = played.snapshot();

        PlayerSession relaunched = session();
        relaunched.tick();
        relaunched.continueFrom(save);

        assertEquals(List.of("title", "level", "pause"), chain(relaunched));
        assertEquals(3, relaunched.stack().head().serial());
        assertEquals(2, relaunched.runNumber());
        relaunched.tick();
        assertEquals(save.tick() + 1, relaunched.nextTick());
    }

    @Test
    void aSaveOfAnotherGraphIsRefusedAndTheGameStartsOver() {
        PlayerSession s = session();
        s.key("ENTER");
        ticks(s, 3);
        SaveGame other = new SaveGame("another game", 7, 2, session().snapshot().stack(), java.util.Map.of());

        SaveProblemsException refused = assertThrows(SaveProblemsException.class, () -> s.continueFrom(other));

        assertTrue(refused.getMessage().contains("another game"), refused.getMessage());
        assertEquals(2, s.runNumber());
        s.tick(); // tick 0 of the new run: title, from the initial state
        assertEquals(List.of("title"), chain(s));
        s.key("ENTER");
        ticks(s, 2);
        assertEquals(List.of("title", "level"), chain(s));
    }
}
