package dev.stagestack.runtime.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.SaveGame;
import dev.stagestack.model.SavedEntry;
import dev.stagestack.model.StateAssets;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.json.SaveCodec;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.trace.Pairing;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** docs/semantics.md §20: snapshot() and restore() of a graph run, with exact traces. */
class GraphRunSaveTest {

    private final StringBuilder played = new StringBuilder();

    private GraphRun playedToOptions() {
        return SaveGames.playedToOptions(SaveGames.run(played));
    }

    @Test
    void aSnapshotHoldsTheStackWithSerialsDataStoreAndWhatTheBehaviourSaved() {
        SaveGame save = playedToOptions().snapshot();

        assertEquals(
                new SaveGame(
                        "graph",
                        14,
                        6,
                        List.of(
                                SavedEntry.of("title", 1, Map.of()),
                                new SavedEntry("level", 2, Map.of("world", 1), List.of(3, 6, 9), Map.of("score", 9)),
                                SavedEntry.of("pause", 3, Map.of()),
                                SavedEntry.of("options", 4, Map.of()),
                                SavedEntry.of("audio", 5, Map.of()))),
                save);
    }

    @Test
    void aRestoreRebuildsTheStackBottomUpWithPairedCallbacksAndRefusesRequests() {
        SaveGame save = playedToOptions().snapshot();
        StringBuilder trace = new StringBuilder();
        GraphRun restored = SaveGames.run(trace);

        restored.restore(save);

        assertEquals(
                lines(
                        "14 push title#1",
                        "14 push level#2",
                        "14 push pause#3",
                        "14 push options#4",
                        "14 push audio#5",
                        "14 load title#1",
                        "14 init title#1",
                        "14 restore title#1",
                        "14 enter title#1",
                        "14 pause title#1",
                        "14 load level#2",
                        "14 init level#2",
                        "14 restore level#2",
                        "14 enter level#2",
                        "14 pause level#2",
                        "14 load pause#3",
                        "14 init pause#3",
                        "14 restore pause#3",
                        "14 enter pause#3",
                        "14 pause pause#3",
                        "14 load options#4",
                        "14 init options#4",
                        "14 restore options#4",
                        "14 enter options#4",
                        "14 error restoring push audio: the stack is being restored from a save, which holds what requests made",
                        "14 pause options#4",
                        "14 load audio#5",
                        "14 init audio#5",
                        "14 restore audio#5",
                        "14 enter audio#5"),
                trace.toString());
        assertEquals(14, restored.nextTick());
        restored.offer(InputEvent.key("ESCAPE"));
        restored.tick();
        restored.tick();
        restored.finish();
        assertEquals(List.of(), Pairing.violations(trace.toString()));
    }

    @Test
    void theBehaviourGetsBackWhatItSavedAndItsStoreAndGoesOnFromThere() {
        GraphRun restored = SaveGames.run(new StringBuilder());
        restored.restore(playedToOptions().snapshot());
        restored.offer(InputEvent.key("ESCAPE")); // audio: popTo pause
        restored.tick();
        restored.tick();
        restored.offer(InputEvent.key("ESCAPE")); // pause: pop
        restored.tick();
        restored.tick(); // level is head again: score 10
        restored.tick();
        restored.tick(); // score 12: a fourth coin

        SavedEntry level = restored.snapshot().stack().get(1);

        assertEquals(Map.of("score", BigDecimal.valueOf(12)), level.saved());
        assertEquals(List.of(3, 6, 9, 12).stream().map(BigDecimal::valueOf).toList(), level.store());
    }

    @Test
    void aStateWithAssetsSavesThroughTheAssetLifecycleAroundItsBehaviour() {
        CompiledGraph withMusic = CompiledGraph.compile(
                        SaveGames.game(StateDef.of("level")
                                .withBehavior("game.level")
                                .withAssets(StateAssets.EMPTY.withMusic("theme.wav"))),
                        BehaviorRegistry.of(List.of(SaveGames.levels())))
                .graph()
                .orElseThrow();
        SaveGame save = SaveGames.playedToLevel(new GraphRun(withMusic)).snapshot();

        assertEquals(Map.of("score", BigDecimal.valueOf(8)), save.stack().get(1).saved());
        GraphRun restored = new GraphRun(withMusic);
        restored.restore(save);
        assertEquals(save, restored.snapshot());
    }

    @Test
    void aSaveRoundTripsThroughItsFileAndARestoreToTheSameSave() {
        SaveGame save = playedToOptions().snapshot();
        String file = SaveCodec.write(save);
        GraphRun restored = SaveGames.run(new StringBuilder());

        restored.restore(SaveCodec.read("save.json", file));

        assertEquals(save, restored.snapshot());
        assertEquals(file, SaveCodec.write(restored.snapshot()));
    }

    @Test
    void aRestoredRunGoesOnAsTheSavedOneDid() {
        GraphRun original = playedToOptions();
        SaveGame save = original.snapshot();
        StringBuilder trace = new StringBuilder();
        GraphRun restored = SaveGames.run(trace);
        restored.restore(SaveCodec.read("save.json", SaveCodec.write(save)).orElseThrow());
        int savedLength = played.length();
        int restoredLength = trace.length();

        for (GraphRun run : List.of(original, restored)) {
            run.offer(InputEvent.key("ESCAPE")); // audio: popTo pause
            run.tick();
            run.tick();
            run.offer(InputEvent.key("ESCAPE")); // pause: pop
            run.tick();
            run.tick();
            for (int i = 0; i < 4; i++) {
                run.tick();
            }
            run.offer(InputEvent.key("ESCAPE")); // level: push pause, the next serial
            run.tick();
            run.tick();
            run.finish();
        }

        String after = played.substring(savedLength);
        assertTrue(after.contains("22 push pause#6"), after);
        assertEquals(after, trace.substring(restoredLength));
        assertEquals(original.stack().tick(), restored.stack().tick());
    }

    private static String lines(String... lines) {
        return String.join("\n", Arrays.asList(lines)) + "\n";
    }
}
