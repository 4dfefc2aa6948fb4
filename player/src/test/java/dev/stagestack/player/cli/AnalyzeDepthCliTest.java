package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.runtime.trace.ScriptEvent;
import dev.stagestack.tools.paths.GraphOnly;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code stagestack analyze} on the graphs of issue #34: a bounded graph the below pairs cannot bound
 * gets its exact depth, an unbounded one a pumping script that the runtime replays past the depth
 * asked for, and {@code paths} no longer calls the bounded one unbounded.
 */
class AnalyzeDepthCliTest {

    /** bg's enter pushes start twice; start pops on Escape: three stacks, at most 3 deep. */
    static final String PUSH_SAME_TWICE = """
            {"format":"stagestack","version":1,"name":"push same twice","initial":"bg","states":[{"id":"bg"},{"id":"start"}],
            "transitions":[
            {"id":"boot","from":"bg","trigger":{"type":"enter"},"actions":[{"op":"push","target":"start"},{"op":"push","target":"start"}]},
            {"id":"q","from":"start","trigger":{"type":"key","key":"ESCAPE"},"actions":[{"op":"pop"}]}]}
            """;

    /** level's Escape pushes pause; pause and options push each other; fade only replaces itself. */
    static final String PUSH_CYCLE = """
            {"format":"stagestack","version":1,"name":"cycle","initial":"fade","states":[{"id":"fade","name":"Fade out"},
            {"id":"level"},{"id":"pause"},{"id":"options"}],
            "transitions":[
            {"id":"faded","from":"fade","trigger":{"type":"timer","seconds":0.05},"actions":[{"op":"replace","target":"level"}]},
            {"id":"a","from":"level","trigger":{"type":"key","key":"ESCAPE"},"actions":[{"op":"push","target":"pause"}]},
            {"id":"b","from":"pause","trigger":{"type":"button","label":"Options"},"actions":[{"op":"push","target":"options"}]},
            {"id":"c","from":"options","trigger":{"type":"button","label":"Pause"},"actions":[{"op":"push","target":"pause"}]},
            {"id":"d","from":"options","trigger":{"type":"key","key":"ESCAPE"},"actions":[{"op":"pop"}]},
            {"id":"e","from":"pause","trigger":{"type":"key","key":"ESCAPE"},"actions":[{"op":"pop"}]}]}
            """;

    @TempDir
    Path dir;

    @Test
    void twoPushesOfOneStateAreThreeDeepExactlyNotUnbounded() throws IOException {
        Path file = Files.writeString(dir.resolve("twice.stagestack.json"), PUSH_SAME_TWICE);

        CliTest.Run text = CliTest.run("analyze", file.toString());
        CliTest.Run json = CliTest.run("analyze", "--json", file.toString());

        assertEquals(0, text.code(), text.err());
        assertFalse(text.out().contains("UNBOUNDED"), text.out());
        assertTrue(text.out().contains("Maximum stack depth: 3\n  evidence: every run was explored"), text.out());
        JsonObject report = JsonParser.parseString(json.out()).getAsJsonObject();
        assertFalse(report.get("unbounded").getAsBoolean());
        assertEquals(3, report.get("maxDepth").getAsInt());
        assertTrue(report.get("complete").getAsBoolean());
        assertEquals("exact", report.getAsJsonObject("depth").get("verdict").getAsString());
    }

    @Test
    void pathsDoesNotCallTheBoundedGraphUnbounded() throws IOException {
        Path file = Files.writeString(dir.resolve("twice.stagestack.json"), PUSH_SAME_TWICE);

        CliTest.Run r = CliTest.run("paths", file.toString());

        assertEquals(0, r.code(), r.err());
        assertFalse(r.err().contains("without bound"), r.err());
        assertTrue(r.out().contains("3 configurations"), r.out());
    }

    @Test
    void anUnboundedGraphNamesThePushingTransitionsAndWritesAWitnessTheRuntimeReplaysPastTheDepthAsked()
            throws IOException {
        Path file = Files.writeString(dir.resolve("cycle.stagestack.json"), PUSH_CYCLE);
        Path witness = dir.resolve("pump.script");

        CliTest.Run r =
                CliTest.run("analyze", file.toString(), "--witness", witness.toString(), "--witness-depth", "50");

        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("Maximum stack depth: UNBOUNDED"), r.out());
        assertTrue(
                r.out().contains("pushed by: b (button \"Options\" from pause), c (button \"Pause\" from options)"),
                r.out());
        assertFalse(r.out().contains("faded ("), "fade never pushes: " + r.out());
        assertTrue(deepestCommitted(file, witness) > 50, "the witness takes the stack past 50 entries");
        JsonObject json = JsonParser.parseString(
                        CliTest.run("analyze", "--json", file.toString()).out())
                .getAsJsonObject();
        assertTrue(json.get("unbounded").getAsBoolean());
        assertTrue(json.get("maxDepth").isJsonNull());
        assertEquals(
                "[\"b\",\"c\"]",
                json.getAsJsonObject("depth")
                        .getAsJsonObject("witness")
                        .get("pushedBy")
                        .toString());
    }

    @Test
    void aBoundedGraphWritesNoWitnessAndSaysWhy() throws IOException {
        Path file = Files.writeString(dir.resolve("twice.stagestack.json"), PUSH_SAME_TWICE);
        Path witness = dir.resolve("pump.script");

        CliTest.Run r = CliTest.run("analyze", file.toString(), "--witness", witness.toString());

        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("not written: no witness, the maximum stack depth is 3"), r.err());
        assertFalse(Files.exists(witness));
    }

    @Test
    void aWitnessDepthTheDepthLimitRefusesIsAUsageError() throws IOException {
        Path file = Files.writeString(dir.resolve("cycle.stagestack.json"), PUSH_CYCLE);

        CliTest.Run r = CliTest.run(
                "analyze", file.toString(), "--witness", dir.resolve("w.script").toString(), "--witness-depth", "300");

        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("--witness-depth must be at least 1 and below the depth limit (256)"), r.err());
        assertFalse(Files.exists(dir.resolve("w.script")));
    }

    /** Replays the script file in the real runtime: the deepest stack committed at the end of a tick. */
    private static int deepestCommitted(Path graphFile, Path scriptFile) {
        Script script = Script.read(scriptFile).script();
        GraphRun run =
                new GraphRun(GraphOnly.compile(GraphLoader.load(graphFile).graph()));
        run.start();
        long last = script.events().stream().mapToLong(ScriptEvent::tick).max().orElse(0);
        int deepest = 0;
        for (long tick = 0; tick <= last + 1; tick++) {
            long now = tick;
            script.events().stream().filter(e -> e.tick() == now).forEach(e -> run.offer(e.event()));
            if (!run.tick()) {
                break;
            }
            deepest = Math.max(deepest, run.stack().head().depth());
        }
        return deepest;
    }
}
