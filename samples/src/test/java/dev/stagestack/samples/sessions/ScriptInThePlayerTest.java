package dev.stagestack.samples.sessions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.player.fx.model.PlayerSession;
import dev.stagestack.player.fx.model.SnapshotRing;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.samples.Samples;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A sample's script loaded into the player gives the trace {@code stagestack trace --script}
 * prints, whether the player runs it freely or event by event (Next event).
 */
class ScriptInThePlayerTest {
    private static final long TICKS = HeadlessRunner.Options.DEFAULTS.ticks();

    static List<String> samples() {
        return Samples.NAMES;
    }

    @ParameterizedTest
    @MethodSource("samples")
    void aLoadedScriptPlaysToTheHeadlessTrace(String sample) {
        Graph graph = Samples.graph(sample);
        Script script = Samples.script(sample);
        PlayerSession session = new PlayerSession(graph, BehaviorRegistry.load(), SnapshotRing.DEFAULT_CAPACITY);
        session.loadScript(script);
        while (session.runToNextScriptEvent()) {
            assertTrue(session.paused(), "Next event pauses");
        }
        assertTrue(
                session.ended() || session.scriptProgress().orElseThrow().endsWith("all delivered"),
                session.scriptProgress().orElse(""));
        long lastEvent = script.events().isEmpty()
                ? 0
                : script.events().get(script.events().size() - 1).tick();
        long ticks = Math.max(TICKS, lastEvent + 1);
        while (!session.ended() && session.live().tick() < ticks - 1) {
            session.tick();
        }
        session.close();
        StringBuilder headless = new StringBuilder();
        assertEquals(
                List.of(),
                HeadlessRunner.run(graph, script, HeadlessRunner.Options.DEFAULTS.withTicks(ticks), headless));
        assertEquals(headless.toString(), String.join("\n", session.log().trace()) + "\n", sample);
    }
}
