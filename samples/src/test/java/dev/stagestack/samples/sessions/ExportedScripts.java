package dev.stagestack.samples.sessions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.player.fx.model.PlayerSession;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Script;
import java.util.List;

/** What a player session exports, checked against its headless replay. */
final class ExportedScripts {
    private static final String REPLAY_HINT = "# Replay: stagestack trace GRAPH --script THIS-FILE --ticks ";

    private ExportedScripts() {}

    /**
     * Exports the session's script and trace now (as Export script… and Export trace… write them),
     * replays the script headless with the {@code --ticks} its header gives, and checks that the replay
     * starts with the exported trace, byte for byte, and is the session's whole trace once it is closed.
     *
     * @return the exported script's lines
     */
    static List<String> assertReplays(PlayerSession session, Graph graph, String what) {
        List<String> script = session.script();
        String exportedTrace = text(session.log().trace());
        String replayHint = script.get(1);
        assertTrue(replayHint.startsWith(REPLAY_HINT), replayHint);
        long ticks = Long.parseLong(replayHint.substring(REPLAY_HINT.length()));

        StringBuilder replay = new StringBuilder();
        Script parsed =
                Script.parse(what + ".script", String.join("\n", script)).script();
        assertEquals(
                List.of(), HeadlessRunner.run(graph, parsed, HeadlessRunner.Options.DEFAULTS.withTicks(ticks), replay));
        assertTrue(
                replay.toString().startsWith(exportedTrace),
                what + ": the replay (--ticks " + ticks
                        + ") does not start with the exported trace; it differs from line "
                        + (firstDifference(exportedTrace, replay.toString()) + 1) + " of the exported trace");
        session.close();
        assertEquals(
                text(session.log().trace()),
                replay.toString(),
                what + ": the replay of the exported script differs from the session closed");
        return script;
    }

    private static String text(List<String> lines) {
        return lines.isEmpty() ? "" : String.join("\n", lines) + "\n";
    }

    private static int firstDifference(String expected, String actual) {
        String[] a = expected.split("\n", -1);
        String[] b = actual.split("\n", -1);
        int i = 0;
        while (i < a.length && i < b.length && a[i].equals(b[i])) {
            i++;
        }
        return i;
    }
}
