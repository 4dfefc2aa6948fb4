package dev.stagestack.runtime.assets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The cache against a simple model: after every tick each asset is referenced once per occurrence
 * in the states of the committed chain (loaded entries are exactly the head chain), no asset is
 * loaded while a copy is alive, restarts load nothing, and the end of a run releases everything.
 */
class ReferenceCountProperties {

    private final Graph graph = AssetGraphs.shared();

    @Property(tries = 300)
    void referencesFollowTheCommittedChain(@ForAll("scripts") List<List<String>> script) {
        RecordingLoader loader = new RecordingLoader();
        GraphRun run = AssetGraphs.run(graph, loader, AudioOut.SILENT);
        run.start();
        for (List<String> keys : script) {
            keys.forEach(k -> run.offer(InputEvent.key(k)));
            boolean goesOn = run.tick();
            assertEquals(expected(run), actual(run));
            if (!goesOn) {
                break;
            }
        }
        run.finish();

        assertEquals(List.of(), run.assets().cache().contents());
        assertEquals(loader.loaded.size(), loader.disposed.size());
        assertTrue(loader.live.isEmpty());
    }

    @Property(tries = 100)
    void aRestartLoadsNothing(@ForAll("scripts") List<List<String>> script) {
        RecordingLoader loader = new RecordingLoader();
        GraphRun run = AssetGraphs.run(graph, loader, AudioOut.SILENT);
        run.start();
        run.tick();
        for (List<String> keys : script) {
            keys.forEach(k -> run.offer(InputEvent.key(k)));
            if (!run.tick()) {
                return;
            }
        }
        // a tick without input commits what the last input requested
        if (!run.tick()) {
            return;
        }
        int loads = loader.loaded.size();
        Map<AssetKey, Integer> before = actual(run);
        run.offer(InputEvent.key("R"));
        run.tick();
        run.tick();

        assertEquals(loads, loader.loaded.size());
        assertEquals(before, actual(run));
    }

    @Provide
    Arbitrary<List<List<String>>> scripts() {
        return Arbitraries.of(AssetGraphs.KEYS).list().ofMaxSize(2).list().ofMaxSize(40);
    }

    private Map<AssetKey, Integer> expected(GraphRun run) {
        Map<AssetKey, Integer> counts = new HashMap<>();
        StateStack stack = run.stack();
        for (int level = 0; level < stack.headDepth(); level++) {
            Entry e = stack.headAt(level);
            for (AssetKey key : StateAssetTable.of(
                            graph.states().get(e.type().index()).assets())
                    .all()) {
                counts.merge(key, 1, Integer::sum);
            }
        }
        return counts;
    }

    private static Map<AssetKey, Integer> actual(GraphRun run) {
        Map<AssetKey, Integer> counts = new HashMap<>();
        for (LoadedAsset asset : run.assets().cache().contents()) {
            counts.put(asset.key(), asset.references());
        }
        return counts;
    }
}
