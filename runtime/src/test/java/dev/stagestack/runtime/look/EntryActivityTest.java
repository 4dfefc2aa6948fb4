package dev.stagestack.runtime.look;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Action;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the motion indicator and the discarded row are counted from: an entry is updated each tick it is head
 * or covered with {@code update} (docs/semantics.md §6); an entry pushed and popped before any commit is
 * discarded, named as traces name it.
 */
class EntryActivityTest {

    private final Graph graph = GraphBuilder.startingAt("world")
            .state("world", CoveredPolicy.UPDATE)
            .state("level", CoveredPolicy.FREEZE)
            .on("world", Trigger.key("L"), Action.push("level"))
            .on("level", Trigger.key("P"), Action.push("pause"), Action.pop())
            .build();
    private final EntryActivity<String> activity = new EntryActivity<>((state, serial) -> state + "#" + serial);
    private final GraphRun run = new GraphRun(
            CompiledGraph.compile(graph, BehaviorRegistry.empty()).graph().orElseThrow());

    @Test
    void headAndCoveredUpdateEntriesCountTheirUpdatesAFrozenOneStopsCounting() {
        run.addListener(activity);
        run.start();
        ticks(5);
        assertEquals(5, activity.updates(1), "world as head");
        run.offer(InputEvent.key("L"));
        ticks(4);
        long level = activity.updates(2);
        long world = activity.updates(1);
        ticks(3);
        assertEquals(level + 3, activity.updates(2), "level as head");
        assertEquals(world + 3, activity.updates(1), "world covered with update");
    }

    @Test
    void aPushAndPopInOneTickIsTakenOnceAsDiscarded() {
        run.addListener(activity);
        run.start();
        run.offer(InputEvent.key("L"));
        ticks(3);
        activity.takeDiscarded();
        run.offer(InputEvent.key("P"));
        ticks(1);
        assertEquals(List.of("pause#3"), activity.takeDiscarded());
        assertEquals(List.of(), activity.takeDiscarded(), "taken once");
        assertEquals(0, activity.updates(3), "never entered, never updated");
    }

    @Test
    void aFrozenCoveredEntryKeepsItsCountAndResetForgetsAll() {
        GraphRun frozen = new GraphRun(CompiledGraph.compile(
                        GraphBuilder.startingAt("level")
                                .state("level", CoveredPolicy.FREEZE)
                                .on("level", Trigger.key("ESCAPE"), Action.push("pause"))
                                .build(),
                        BehaviorRegistry.empty())
                .graph()
                .orElseThrow());
        frozen.addListener(activity);
        frozen.start();
        for (int i = 0; i < 4; i++) {
            frozen.tick();
        }
        frozen.offer(InputEvent.key("ESCAPE"));
        frozen.tick();
        long before = activity.updates(1);
        for (int i = 0; i < 5; i++) {
            frozen.tick();
        }
        assertEquals(before, activity.updates(1), "level frozen under pause");
        activity.reset();
        assertEquals(0, activity.updates(1));
    }

    private void ticks(int n) {
        for (int i = 0; i < n; i++) {
            run.tick();
        }
    }
}
