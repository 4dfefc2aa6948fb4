package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** docs/semantics.md §19: a reload swaps the graph at the start of the next tick and keeps the live stack. */
class ReloadRulesTest {

    static final String PAUSED = """
            0 push title#1
            0 load title#1
            0 init title#1
            0 enter title#1
            0 push level#2
            1 pause title#1
            1 load level#2
            1 init level#2
            1 enter level#2
            2 push pause#3
            3 pause level#2
            3 load pause#3
            3 init pause#3
            3 enter pause#3
            """;

    /** title --Play--> level --ESCAPE--> pause --ESCAPE--> pop. */
    static GraphBuilder game() {
        return GraphBuilder.startingAt("title")
                .state("level")
                .state("pause")
                .on("title", Trigger.button("Play"), Action.push("level"))
                .on("level", Trigger.key("ESCAPE"), Action.push("pause"))
                .on("pause", Trigger.key("ESCAPE"), Action.pop());
    }

    /** {@link #game()} with {@code level} called {@code levelId}. */
    static Graph gameWith(String levelId) {
        return GraphBuilder.startingAt("title")
                .state(levelId)
                .state("pause")
                .on("title", Trigger.button("Play"), Action.push(levelId))
                .on(levelId, Trigger.key("ESCAPE"), Action.push("pause"))
                .on("pause", Trigger.key("ESCAPE"), Action.pop())
                .build();
    }

    /** {@link #game()} without {@code pause}. */
    static Graph withoutPause() {
        return GraphBuilder.startingAt("title")
                .state("level")
                .on("title", Trigger.button("Play"), Action.push("level"))
                .build();
    }

    /** title#1, level#2, pause#3 on the stack after tick 3 (ticks 0 to 3 ran). */
    static ReloadRun paused() {
        ReloadRun run = new ReloadRun(game().build());
        run.tickWith(InputEvent.button("Play"))
                .ticks(1)
                .tickWith(InputEvent.key("ESCAPE"))
                .ticks(1);
        assertEquals(PAUSED, run.take());
        return run;
    }

    @Test
    void aRenamedStateKeepsItsEntriesUnderTheNewId() {
        ReloadRun run = paused();
        run.reload(gameWith("stage"), Map.of("level", "stage"));
        run.ticks(1).tickWith(InputEvent.key("ESCAPE")).ticks(1);
        assertEquals("""
                # 4 reload: level renamed stage, transitions changed
                5 pop pause#3
                6 exit pause#3
                6 free pause#3
                6 unload pause#3
                6 resume stage#2
                """, run.take());
        assertEquals("""
                7 quit
                7 pop stage#2
                7 pop title#1
                7 exit stage#2
                7 free stage#2
                7 unload stage#2
                7 resume title#1
                7 exit title#1
                7 free title#1
                7 unload title#1
                7 end
                """, run.finish());
    }

    @Test
    void theWorkedExampleOfTheSemanticsIsWhatTheRuntimePrints() throws IOException {
        String doc = Files.readString(Path.of("..", "docs", "semantics.md"));
        String section = doc.substring(doc.indexOf("## 19. Reloading a running graph"));
        String example = section.substring(section.indexOf("**Example.**"));
        int open = example.indexOf("```\n") + 4;
        String shown = example.substring(open, example.indexOf("```", open));

        ReloadRun run = paused();
        run.reload(
                GraphBuilder.startingAt("title")
                        .state("stage")
                        .on("title", Trigger.button("Play"), Action.push("stage"))
                        .build(),
                Map.of("level", "stage"));
        run.ticks(1);
        String tail = PAUSED.substring(PAUSED.indexOf("3 pause level#2"));
        assertEquals(shown, tail + run.take());
        run.finish();
    }

    @Test
    void withoutARenameAMissingIdIsADeletedState() {
        ReloadRun run = paused();
        run.reload(
                GraphBuilder.startingAt("title")
                        .state("stage")
                        .state("pause")
                        .on("stage", Trigger.key("ESCAPE"), Action.push("pause"))
                        .on("pause", Trigger.key("ESCAPE"), Action.pop())
                        .build(),
                Map.of());
        run.ticks(1);
        assertEquals(
                "# 4 reload: level removed, stage added, transitions changed (2 entries popped)",
                run.take().lines().findFirst().orElseThrow());
        run.finish();
    }

    @Test
    void anAddedStateIsReachedFromTheNextInput() {
        ReloadRun run = paused();
        run.reload(
                game().state("shop")
                        .on("pause", Trigger.key("S"), Action.push("shop"))
                        .build(),
                Map.of());
        run.tickWith(InputEvent.key("S")).ticks(1);
        assertEquals("""
                # 4 reload: shop added, transitions changed
                4 push shop#4
                5 pause pause#3
                5 load shop#4
                5 init shop#4
                5 enter shop#4
                """, run.take());
        run.finish();
    }

    @Test
    void deletingTheHeadStateTakesItsEntryOffAtOnce() {
        ReloadRun run = paused();
        run.reload(withoutPause(), Map.of());
        run.ticks(1);
        assertEquals("""
                # 4 reload: pause removed, transitions changed (1 entry popped)
                4 pop pause#3
                4 exit pause#3
                4 free pause#3
                4 unload pause#3
                4 resume level#2
                """, run.take());
        run.finish();
    }

    @Test
    void deletingACoveredStateTakesOffItsEntryAndEveryEntryAboveIt() {
        ReloadRun run = paused();
        run.reload(
                GraphBuilder.startingAt("title")
                        .state("pause")
                        .on("pause", Trigger.key("ESCAPE"), Action.pop())
                        .build(),
                Map.of());
        run.ticks(1);
        assertEquals("""
                # 4 reload: level removed, transitions changed (2 entries popped)
                4 pop pause#3
                4 pop level#2
                4 exit pause#3
                4 free pause#3
                4 unload pause#3
                4 resume level#2
                4 exit level#2
                4 free level#2
                4 unload level#2
                4 resume title#1
                """, run.take());
        run.finish();
    }

    @Test
    void aDeletedStatesTransitionsNoLongerFireWhileItsEntryLeaves() {
        ReloadRun run = new ReloadRun(game().on("level", Trigger.on(TriggerType.EXIT), Action.push("pause"))
                .build());
        run.tickWith(InputEvent.button("Play")).ticks(1);
        run.take();
        run.reload(GraphBuilder.startingAt("title").state("pause").build(), Map.of());
        run.ticks(1);
        assertEquals("""
                # 2 reload: level removed, transitions changed (1 entry popped)
                2 pop level#2
                2 exit level#2
                2 free level#2
                2 unload level#2
                2 resume title#1
                """, run.take());
        run.finish();
    }

    @Test
    void anEntryNotYetCommittedIsDiscarded() {
        ReloadRun run = new ReloadRun(game().build());
        run.tickWith(InputEvent.button("Play")).ticks(1).tickWith(InputEvent.key("ESCAPE"));
        run.take();
        run.reload(withoutPause(), Map.of());
        run.ticks(1);
        assertEquals("""
                # 3 reload: pause removed, transitions changed (1 entry popped)
                3 pop pause#3
                3 discard pause#3
                """, run.take());
        run.finish();
    }

    @Test
    void deletingTheBottomStateEndsTheRun() {
        ReloadRun run = paused();
        run.reload(GraphBuilder.startingAt("menu").build(), Map.of());
        assertFalse(run.run().tick());
        assertEquals("""
                # 4 reload: level removed, pause removed, title removed, menu added, transitions changed, \
                initial menu (for the next run) (3 entries popped)
                4 pop pause#3
                4 pop level#2
                4 pop title#1
                4 exit pause#3
                4 free pause#3
                4 unload pause#3
                4 resume level#2
                4 exit level#2
                4 free level#2
                4 unload level#2
                4 resume title#1
                4 exit title#1
                4 free title#1
                4 unload title#1
                """, run.take());
        assertEquals("5 quit\n5 end\n", run.finish());
    }

    @Test
    void aChangedTransitionFiresFromTheInputOfTheTickTheReloadAppliesAt() {
        ReloadRun run = new ReloadRun(game().build());
        run.tickWith(InputEvent.button("Play")).ticks(1);
        run.take();
        run.reload(
                game().state("help")
                        .on("level", Trigger.key("H"), Action.push("help"))
                        .build(),
                Map.of());
        run.tickWith(InputEvent.key("H"));
        assertEquals("""
                # 2 reload: help added, transitions changed
                2 push help#3
                """, run.take());
        run.finish();
    }

    @Test
    void theSameGraphAgainChangesNothing() {
        ReloadRun plain = paused();
        plain.tickWith(InputEvent.key("ESCAPE")).ticks(2);
        String without = plain.take() + plain.finish();

        ReloadRun reloaded = paused();
        reloaded.reload(game().build(), Map.of());
        reloaded.tickWith(InputEvent.key("ESCAPE")).ticks(2);
        String with = reloaded.take() + reloaded.finish();

        assertEquals("# 4 reload: no change\n" + without, with);
    }

    @Test
    void aRenameUndoneBeforeTheTickChangesNothing() {
        ReloadRun run = paused();
        run.reload(gameWith("stage"), Map.of("level", "stage"));
        run.reload(game().build(), Map.of("stage", "level"));
        assertTrue(run.run().reloadPending());
        run.ticks(1);
        assertEquals("# 4 reload: no change\n", run.take());
        run.finish();
    }

    @Test
    void renamesQueuedBeforeOneTickAreComposed() {
        ReloadRun run = paused();
        run.reload(gameWith("stage"), Map.of("level", "stage"));
        run.reload(gameWith("world"), Map.of("stage", "world"));
        run.ticks(1);
        assertEquals("# 4 reload: level renamed world, transitions changed\n", run.take());
        run.finish();
    }

    @Test
    void aStateDeletedAndBroughtBackBeforeTheTickIsNotTouched() {
        ReloadRun run = paused();
        run.reload(withoutPause(), Map.of());
        run.reload(game().build(), Map.of());
        run.ticks(1);
        assertEquals("# 4 reload: no change\n", run.take());
        run.finish();
    }
}
