package dev.stagestack.samples.sessions;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.player.fx.model.PlayerSession;
import dev.stagestack.player.fx.model.SnapshotRing;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.samples.Samples;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * For every sample: a player session driven by a person's kind of input (keys tapped and held,
 * buttons, signals, at irregular times; seeded, so the test is the same every time) and exported
 * as a script replays headless to the session's trace, byte for byte.
 */
class ExportedSessionReplayTest {
    private static final int TICKS = 1500;

    static List<String> samples() {
        return Samples.NAMES;
    }

    @ParameterizedTest
    @MethodSource("samples")
    void anExportedSessionReplaysToTheSameTrace(String sample) throws Exception {
        Graph graph = Samples.graph(sample);
        PlayerSession session = new PlayerSession(graph, BehaviorRegistry.load(), SnapshotRing.DEFAULT_CAPACITY);
        PersonLikeInput person = new PersonLikeInput(graph, sample.hashCode());
        for (int tick = 0; tick < TICKS && !session.ended(); tick++) {
            person.tick(session);
        }
        List<String> script = ExportedScripts.assertReplays(session, graph, sample);
        assertTrue(script.size() > 2 + 10, sample + ": the session had input to export: " + script.size());
    }
}
