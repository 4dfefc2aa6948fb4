package dev.stagestack.runtime.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.stagestack.model.SaveGame;
import dev.stagestack.model.SaveProblemsException;
import dev.stagestack.model.SavedEntry;
import dev.stagestack.model.json.SaveCodec;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.EntryResources;
import dev.stagestack.runtime.graph.BehaviorProvider;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.trace.Pairing;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** docs/semantics.md §20: a save that does not fit the run is refused with located messages, nothing changed. */
class SaveRefusalTest {

    private static final String MISSPELT = """
            {
              "format": "stagestack-save",
              "version": 1,
              "graph": "graph",
              "tick": 14,
              "nextSerial": 6,
              "stack": [
                {"state": "title", "serial": 1},
                {"state": "levle", "serial": 2},
                {"state": "pasue", "serial": 3},
                {"state": "inventory", "serial": 5}
              ]
            }
            """;

    @Test
    void unknownStatesAreRefusedAtTheirPlaceInTheFileWithTheClosestId() {
        StringBuilder trace = new StringBuilder();
        GraphRun run = SaveGames.run(trace);

        SaveProblemsException refused =
                assertThrows(SaveProblemsException.class, () -> run.restore(SaveCodec.read("save.json", MISSPELT)));

        assertEquals("""
                save.json cannot be restored: fix the problems listed below (docs/format.md, "Save files")
                save.json:9:15: stack[1].state: unknown state "levle" (did you mean "level"?)
                save.json:10:15: stack[2].state: unknown state "pasue" (did you mean "pause"?)
                save.json:11:15: stack[3].state: unknown state "inventory\"""", refused.getMessage());
        assertEquals("", trace.toString(), "nothing ran");
        run.start(); // the run is as it was: it may still start
        run.tick();
        assertEquals("title", run.stack().head().stateId());
    }

    @Test
    void aSaveOfAnotherGraphIsRefused() {
        GraphRun run = SaveGames.run(new StringBuilder());
        String other = MISSPELT.replace("\"graph\": \"graph\"", "\"graph\": \"Bounce\"")
                .replace("levle", "level")
                .replace("pasue", "pause")
                .replace("inventory", "options");

        SaveProblemsException refused =
                assertThrows(SaveProblemsException.class, () -> run.restore(SaveCodec.read("save.json", other)));

        assertEquals(
                List.of("save.json:4:12: graph: a save of the graph \"Bounce\" cannot be restored into a run"
                        + " of \"graph\""),
                refused.problems().stream().map(p -> p.format()).toList());
    }

    @Test
    void aSaveDeeperThanTheDepthLimitIsRefused() {
        GraphRun run = new GraphRun(SaveGames.compiled(), 2, 4096, EntryResources.Factory.NONE);
        SaveGame three = new SaveGame(
                null,
                0,
                4,
                List.of(
                        SavedEntry.of("title", 1, Map.of()),
                        SavedEntry.of("level", 2, Map.of()),
                        SavedEntry.of("pause", 3, Map.of())));

        SaveProblemsException refused = assertThrows(SaveProblemsException.class, () -> run.restore(three));

        assertEquals(
                "stack: the save holds 3 entries; the stack's depth limit is 2",
                refused.problems().get(0).format());
    }

    @Test
    void aSaveLongerThanACommitsStepLimitIsRefused() {
        GraphRun run = new GraphRun(SaveGames.compiled(), 256, 2, EntryResources.Factory.NONE);
        SaveGame three = new SaveGame(
                null,
                0,
                4,
                List.of(
                        SavedEntry.of("title", 1, Map.of()),
                        SavedEntry.of("level", 2, Map.of()),
                        SavedEntry.of("pause", 3, Map.of())));

        SaveProblemsException refused = assertThrows(SaveProblemsException.class, () -> run.restore(three));

        assertEquals(
                "stack: the save holds 3 entries; a commit takes at most 2 steps",
                refused.problems().get(0).format());
    }

    @Test
    void inStrictModeWhatARestoreCallbackThrowsIsThrownByTheRestoreOnceTheStackIsRebuilt() {
        GraphRun run = SaveGames.run(new StringBuilder());
        SaveGame save = new SaveGame(
                "graph",
                5,
                3,
                List.of(
                        SavedEntry.of("title", 1, Map.of()),
                        new SavedEntry("level", 2, Map.of(), List.of("not a number"), Map.of())));

        assertThrows(ClassCastException.class, () -> run.restore(save)); // the coin's value must be a number

        assertEquals("level", run.stack().head().stateId());
        run.finish();
    }

    @Test
    void aFileWithErrorsIsRefusedWithTheReadersMessages() {
        GraphRun run = SaveGames.run(new StringBuilder());

        SaveProblemsException refused = assertThrows(
                SaveProblemsException.class,
                () -> run.restore(SaveCodec.read("save.json", MISSPELT.replace("\"serial\": 3", "\"serial\": 2"))));

        assertEquals(
                List.of("save.json:10:34: stack[2].serial: serial must be above the serial of the entry below (2),"
                        + " found 2"),
                refused.problems().stream().map(p -> p.format()).toList());
    }

    @Test
    void aRunThatHasStartedTakesNoSaveAndARunNotStartedHasNothingToSave() {
        GraphRun fresh = SaveGames.run(new StringBuilder());
        assertEquals(
                "snapshot: the run has not started; there is nothing to save",
                assertThrows(IllegalStateException.class, fresh::snapshot).getMessage());
        GraphRun started = SaveGames.run(new StringBuilder());
        started.start();
        SaveGame save = started.snapshot();

        assertEquals(
                "restore: the run has already started; restore a save into a new run, in place of start()",
                assertThrows(IllegalStateException.class, () -> started.restore(save))
                        .getMessage());
    }

    @Test
    void anEndedRunHasNothingToSave() {
        GraphRun run = SaveGames.run(new StringBuilder());
        run.start();
        run.tick();
        run.finish();

        assertEquals(
                "snapshot: the run is quitting; there is nothing to save",
                assertThrows(IllegalStateException.class, run::snapshot).getMessage());
    }

    @Test
    void aSnapshotTakenBeforeACommitSavesWhatWasRequestedAndRestoresItPaired() {
        GraphRun run = SaveGames.run(new StringBuilder());
        run.start();
        run.tick();
        run.offer(InputEvent.button("Play"));
        run.tick(); // push level#2 requested, not committed

        SaveGame save = run.snapshot();

        assertEquals(
                List.of(SavedEntry.of("title", 1, Map.of()), SavedEntry.of("level", 2, Map.of("world", 1))),
                save.stack());
        StringBuilder trace = new StringBuilder();
        GraphRun restored = SaveGames.run(trace);
        restored.restore(save);
        restored.tick();
        restored.finish();
        assertEquals(List.of(), Pairing.violations(trace.toString()));
        assertEquals(
                Collections.nCopies(1, "2 enter level#2"),
                trace.toString()
                        .lines()
                        .filter(l -> l.equals("2 enter level#2"))
                        .toList());
    }

    @Test
    void aBehaviourThatSavesWhatIsNotJsonIsNamedWithItsEntry() {
        CompiledGraph graph = CompiledGraph.compile(
                        SaveGames.game(), BehaviorRegistry.of(List.of(new BehaviorProvider() {
                            @Override
                            public String id() {
                                return "game.level";
                            }

                            @Override
                            public Behavior create() {
                                return new SaveGames.Level() {
                                    @Override
                                    public Map<String, Object> save(Context c) {
                                        return Map.of("when", new int[] {1});
                                    }
                                };
                            }
                        })))
                .graph()
                .orElseThrow();
        GraphRun run = new GraphRun(graph);
        run.start();
        run.tick();
        run.offer(InputEvent.button("Play"));
        run.tick();
        run.tick();

        assertEquals(
                "level#2 saved when: an int[] is not a JSON value; use String, Boolean, a number, null, List or"
                        + " Map (docs/library.md \"Push data\")",
                assertThrows(IllegalArgumentException.class, run::snapshot).getMessage());
    }
}
