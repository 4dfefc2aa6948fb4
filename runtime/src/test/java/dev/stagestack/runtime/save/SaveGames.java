package dev.stagestack.runtime.save;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.EntryObject;
import dev.stagestack.runtime.SavedObject;
import dev.stagestack.runtime.Saves;
import dev.stagestack.runtime.graph.BehaviorProvider;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.trace.TraceWriter;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * The game the save tests play: a title, a level whose behaviour saves its score and whose store holds
 * coins, a pause menu with options, and options that open audio on enter (a lifecycle request).
 */
final class SaveGames {

    private SaveGames() {}

    static Graph game() {
        return game(StateDef.of("level").withBehavior("game.level"));
    }

    /** The game with {@code level} as its level state (e.g. one that declares assets). */
    static Graph game(StateDef level) {
        return GraphBuilder.startingAt("title")
                .state(level)
                .on("title", Trigger.button("Play"), Action.push("level", Map.of("world", 1)))
                .on("level", Trigger.key("ESCAPE"), Action.push("pause"))
                .on("pause", Trigger.key("ESCAPE"), Action.pop())
                .on("pause", Trigger.button("Options"), Action.push("options"))
                .on("options", Trigger.on(TriggerType.ENTER), Action.push("audio"))
                .on("audio", Trigger.key("ESCAPE"), Action.popTo("pause"))
                .build();
    }

    /** A coin of the level's store: its value is what it saves. */
    record Coin(BigDecimal value) implements EntryObject, SavedObject {
        @Override
        public Object save() {
            return value;
        }
    }

    /** The level: counts its active ticks as its score, adds a coin every third tick. */
    static class Level implements Behavior, Saves {
        long score;

        @Override
        public void active(Context c) {
            score++;
            if (score % 3 == 0) {
                c.objects().add(new Coin(BigDecimal.valueOf(score)));
            }
        }

        @Override
        public Map<String, Object> save(Context c) {
            return Map.of("score", score);
        }

        @Override
        public void restore(Context c, Map<String, Object> saved) {
            if (saved.get("score") instanceof BigDecimal saidScore) { // empty when saved before it was entered
                score = saidScore.longValueExact();
            }
        }

        @Override
        public EntryObject restoreObject(Context c, Object saved) {
            return new Coin((BigDecimal) saved);
        }
    }

    static BehaviorProvider levels() {
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

    static CompiledGraph compiled() {
        return CompiledGraph.compile(game(), BehaviorRegistry.of(List.of(levels())))
                .graph()
                .orElseThrow();
    }

    /**
     * Starts {@code run} and plays it to tick 13: title, level (9 ticks of score, 3 coins), pause, options, and
     * audio, which options' enter pushed.
     */
    static GraphRun playedToOptions(GraphRun run) {
        playedToLevel(run);
        run.offer(InputEvent.key("ESCAPE"));
        run.tick();
        run.tick();
        run.offer(InputEvent.button("Options"));
        run.tick();
        run.tick();
        return run;
    }

    /** Starts {@code run} and plays it to tick 9: title, then level for 8 ticks. */
    static GraphRun playedToLevel(GraphRun run) {
        run.start();
        run.tick();
        run.offer(InputEvent.button("Play"));
        for (int i = 0; i < 9; i++) {
            run.tick();
        }
        return run;
    }

    /** A run of the game, not started, writing its trace to {@code trace}. */
    static GraphRun run(StringBuilder trace) {
        GraphRun run = new GraphRun(compiled()).strict(true);
        run.addListener(new TraceWriter(trace, false));
        return run;
    }
}
