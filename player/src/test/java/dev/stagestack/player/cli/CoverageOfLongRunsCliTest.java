package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code stagestack coverage} of a recorded session measures the run as long as it lasted: a script's
 * header gives its length ({@code --ticks 3304}, as the player's Export script writes it), and
 * {@code --ticks} is the length of the scripts whose header gives none.
 */
class CoverageOfLongRunsCliTest {
    /**
     * The exploration's time budget, in seconds: the 30-second timer makes 1,800 run states, which a
     * loaded machine did not explore in the default 5 s, and the report then said "incomplete".
     */
    private static final String TIME = "600";

    @TempDir
    Path dir;

    private Path graph;

    /** A title that shows the credits after 30 s (1,800 ticks), when nobody presses anything. */
    @BeforeEach
    void writeGraph() throws IOException {
        graph = Files.writeString(dir.resolve("attract.stagestack.json"), """
                {
                  "format": "stagestack", "version": 1, "name": "attract", "initial": "title",
                  "states": [ { "id": "title" }, { "id": "credits" } ],
                  "transitions": [
                    { "id": "idle", "from": "title", "trigger": { "type": "timer", "seconds": 30 },
                      "actions": [ { "op": "push", "target": "credits" } ] },
                    { "id": "back", "from": "credits", "trigger": { "type": "key", "key": "ESCAPE" },
                      "actions": [ { "op": "pop" } ] } ]
                }
                """);
    }

    @Test
    void aSessionScriptIsMeasuredForTheTicksItsHeaderGives() throws IOException {
        Path session = Files.writeString(dir.resolve("session.script"), """
                # Stagestack player session of "attract", run 1, 3304 ticks, 1 input events.
                # Replay: stagestack trace GRAPH --script THIS-FILE --ticks 3304
                3000 key ESCAPE
                """);

        CliTest.Run r = CliTest.run("coverage", graph.toString(), session.toString(), "--time", TIME);

        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("states                   2      2   100.0%"), r.out());
        assertTrue(r.out().contains("transitions              2      2   100.0%"), r.out());
        assertFalse(r.out().contains("Never exercised:"), r.out());

        CliTest.Run withTicks =
                CliTest.run("coverage", graph.toString(), session.toString(), "--ticks", "100", "--time", TIME);
        assertEquals(r.out(), withTicks.out(), "a recorded length is the run's, whatever --ticks says for others");
    }

    @Test
    void ticksIsTheLengthOfAScriptWithoutAHeader() throws IOException {
        Path bare = Files.writeString(dir.resolve("bare.script"), "3000 key ESCAPE\n");

        CliTest.Run shortRun = CliTest.run("coverage", graph.toString(), bare.toString(), "--time", TIME);
        assertEquals(0, shortRun.code(), shortRun.err());
        assertTrue(shortRun.out().contains("states                   1      2    50.0%"), shortRun.out());

        CliTest.Run longRun =
                CliTest.run("coverage", graph.toString(), bare.toString(), "--ticks", "3304", "--time", TIME);
        assertEquals(0, longRun.code(), longRun.err());
        assertTrue(longRun.out().contains("states                   2      2   100.0%"), longRun.out());
    }
}
