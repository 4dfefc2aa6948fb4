package dev.stagestack.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.SaveGame;
import dev.stagestack.model.SaveProblemsException;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.json.SaveCodec;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Saves;
import dev.stagestack.runtime.graph.BehaviorProvider;
import java.math.BigDecimal;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A game's own test of its save games, written with the test kit as a game's developer would. */
class SaveGameTesterTest {

    private static final Graph GAME = GraphBuilder.startingAt("title")
            .state(StateDef.of("level").withBehavior("game.level"))
            .on("title", Trigger.button("Play"), Action.push("level"))
            .on("level", Trigger.key("ESCAPE"), Action.push("pause"))
            .on("pause", Trigger.key("ESCAPE"), Action.pop())
            .build();

    /** The level counts the ticks it has been played; a save keeps the count. */
    static final class Level implements Behavior, Saves {
        long played;

        @Override
        public void active(Context c) {
            played++;
        }

        @Override
        public Map<String, Object> save(Context c) {
            return Map.of("played", played);
        }

        @Override
        public void restore(Context c, Map<String, Object> saved) {
            played = ((BigDecimal) saved.getOrDefault("played", BigDecimal.ZERO)).longValueExact();
        }
    }

    private static BehaviorProvider levels() {
        return new BehaviorProvider() {
            @Override
            public String id() {
                return "game.level";
            }

            @Override
            public Behavior create() {
                return new Level();
            }
        };
    }

    @Test
    void saveQuitRelaunchAndContinueLandsInTheSameStack() {
        RunTester game = RunTester.of(GAME, levels());
        game.tick().click("Play").tick().tick().ticks(5).press("ESCAPE").tick().tick(); // level played 7 ticks
        game.assertStack("title", "level", "pause");
        String file = SaveCodec.write(game.save());
        game.finish().assertPaired(); // quit

        SaveGame save = SaveCodec.read("slot1.json", file).orElseThrow(); // relaunch
        RunTester continued = RunTester.restoring(GAME, save, levels());

        continued
                .assertStack("title", "level", "pause")
                .assertTraceContains("10 init level#2", "10 restore level#2", "10 enter level#2");
        continued.press("ESCAPE").tick().tick(); // 7 ticks played before the save, one more after the pop
        assertEquals(
                Map.of("played", BigDecimal.valueOf(8)),
                continued.save().stack().get(1).saved());
        continued.finish().assertPaired();
    }

    @Test
    void aSaveThatDoesNotFitTheGameIsRefused() {
        String file = SaveCodec.write(RunTester.of(GAME, levels()).save()).replace("\"title\"", "\"titel\"");

        SaveProblemsException refused = assertThrows(
                SaveProblemsException.class,
                () -> RunTester.restoring(
                        GAME, SaveCodec.read("slot1.json", file).orElseThrow(), levels()));

        assertEquals(
                "stack[0].state: unknown state \"titel\" (did you mean \"title\"?)",
                refused.problems().get(0).format());
    }
}
