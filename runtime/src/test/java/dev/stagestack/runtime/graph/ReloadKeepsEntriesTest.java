package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StateType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** docs/semantics.md §19: what a kept entry keeps, and what of its new state applies at once. */
class ReloadKeepsEntriesTest {

    /** Writes each callback it gets, with the policy its entry reads while covered. */
    private static final class Recorder implements Behavior {
        final String name;
        final List<String> seen;

        Recorder(String name, List<String> seen) {
            this.name = name;
            this.seen = seen;
        }

        @Override
        public void init(Context context) {
            seen.add(name + " init " + context.stateId() + "#" + context.serial());
        }

        @Override
        public void free(Context context) {
            seen.add(name + " free " + context.stateId() + "#" + context.serial());
        }

        @Override
        public void inactive(Context context) {
            seen.add(name + " covered " + context.covered().jsonName());
        }
    }

    private static Graph levelWith(String behavior, CoveredPolicy covered, boolean pauseOverlay) {
        return GraphBuilder.startingAt("title")
                .state(StateDef.of("level").withBehavior(behavior).withCovered(covered))
                .state(StateDef.of("pause").withOverlay(pauseOverlay))
                .on("title", Trigger.button("Play"), Action.push("level", Map.of("lives", 3)))
                .on("level", Trigger.key("ESCAPE"), Action.push("pause"))
                .on("level", Trigger.key("N"), Action.push("level"))
                .on("pause", Trigger.key("ESCAPE"), Action.pop())
                .build();
    }

    @Test
    void aKeptEntryKeepsItsBehaviourObjectDataAndObjectsWhileItsNewPolicyAppliesAtOnce() {
        List<String> seen = new ArrayList<>();
        BehaviorRegistry registry = Provided.behavior("old", () -> new Recorder("old", seen))
                .and("new", () -> new Recorder("new", seen))
                .registry();
        ReloadRun run = new ReloadRun(levelWith("old", CoveredPolicy.FREEZE, false), registry);
        run.tickWith(InputEvent.button("Play"))
                .ticks(1)
                .tickWith(InputEvent.key("ESCAPE"))
                .ticks(1);
        Entry level = run.run().stack().headAt(1);
        level.objects().add(new dev.stagestack.runtime.EntryObject() {});
        seen.clear();
        run.take();

        run.reload(levelWith("new", CoveredPolicy.UPDATE, true), Map.of());
        run.ticks(1);
        assertEquals(
                "# 4 reload: level covered freeze -> update, pause overlay off -> on, level behaviour old -> new\n",
                run.take());
        assertEquals(List.of("old covered update"), seen, "the kept object, reading the new policy in the same tick");
        assertSame(level, run.run().stack().headAt(1));
        assertEquals(Map.of("lives", new java.math.BigDecimal(3)), level.data());
        assertEquals(1, level.objects().size());
        assertTrue(run.run().stack().head().type().overlay());

        seen.clear();
        run.tickWith(InputEvent.key("ESCAPE"))
                .ticks(1)
                .tickWith(InputEvent.key("N"))
                .ticks(1);
        run.finish();
        assertEquals(
                List.of(
                        "old covered update",
                        "new init level#4",
                        "old covered update",
                        "new free level#4",
                        "old free level#2"),
                seen,
                "a new entry gets the new behaviour; the kept one is freed on the object it was inited on");
    }

    @Test
    void aStateTypeTakenBeforeAReloadIsNoStateOfTheStackAfterIt() {
        ReloadRun run = ReloadRulesTest.paused();
        StateType before = run.run().stack().type("level");
        run.reload(ReloadRulesTest.game().build(), Map.of());
        run.ticks(1);
        assertFalse(run.run().stack().hasState(before));
        assertTrue(run.run().stack().hasState(run.run().stack().type("level")));
        assertSame(run.run().stack().type("level"), run.run().stack().headAt(1).type());
        run.finish();
    }

    @Test
    void aRestartRequestedBeforeAReloadIsCommittedAfterIt() {
        ReloadRun run = new ReloadRun(ReloadRulesTest.game()
                .on("level", Trigger.key("R"), Action.restart())
                .build());
        run.tickWith(InputEvent.button("Play")).ticks(1).tickWith(InputEvent.key("R"));
        run.take();
        run.reload(ReloadRulesTest.gameWith("stage"), Map.of("level", "stage"));
        run.ticks(1);
        assertEquals("""
                # 3 reload: level renamed stage, transitions changed
                3 free stage#2
                3 init stage#2
                """, run.take());
        run.finish();
    }
}
