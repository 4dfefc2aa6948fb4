package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Traces;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** docs/semantics.md §14: a graph's behaviour provider makes one object per entry, at its push. */
class ProviderPerEntryTest {

    /** Counts its own entry's callbacks: fields that belong to one screen. */
    private static final class Level implements Behavior {
        final List<String> seen = new ArrayList<>();

        @Override
        public void init(Context context) {
            seen.add("init " + context.stateId() + "#" + context.serial());
        }

        @Override
        public void free(Context context) {
            seen.add("free " + context.stateId() + "#" + context.serial());
        }
    }

    @Test
    void everyPushOfAStateWithCodeMakesANewObjectThatSeesOnlyItsEntry() {
        List<Level> made = new ArrayList<>();
        Graph graph = GraphBuilder.startingAt("title")
                .state(StateDef.of("level").withBehavior("game.level"))
                .on("title", Trigger.button("Play"), Action.push("level"))
                .on("level", Trigger.button("Again"), Action.restart())
                .on("level", Trigger.button("Deeper"), Action.push("level"))
                .on("level", Trigger.button("Back"), Action.pop())
                .build();
        BehaviorRegistry registry = Provided.behavior("game.level", () -> {
                    Level level = new Level();
                    made.add(level);
                    return level;
                })
                .registry();

        Traces.of(
                graph,
                registry,
                "1 button Play\n3 button Again\n5 button Deeper\n7 button Back\n",
                HeadlessRunner.Options.DEFAULTS.withTicks(10));

        assertEquals(2, made.size(), "two level entries were pushed; the restart made no object");
        assertEquals(
                List.of("init level#2", "free level#2", "init level#2", "free level#2"),
                made.get(0).seen,
                "its restart, then the end of the run");
        assertEquals(List.of("init level#3", "free level#3"), made.get(1).seen);
    }
}
