package dev.stagestack.player.cli;

import static dev.stagestack.player.cli.HostileNamesCliTest.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.runtime.trace.Script;
import dev.stagestack.runtime.trace.ScriptParse;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code paths --out} over labels and names that look like script syntax (a line break and another
 * event, a {@code #}, quotes, backslashes, spaces in a signal name) and a graph file whose name holds a
 * line break: every script it writes reads back without a problem and reaches the stack it claims.
 */
class ScriptInjectionCliTest {

    @TempDir
    Path dir;

    private Path hostileGraph() throws IOException {
        return Files.writeString(dir.resolve("g\n2 key Q.stagestack.json"), """
                {"format": "stagestack", "version": 1, "name": "injection", "initial": "title",
                 "states": [{"id": "title"}, {"id": "world"}, {"id": "trap"}, {"id": "hash"}, {"id": "quote"},
                            {"id": "sig"}],
                 "transitions": [
                  {"id": "go", "from": "title", "trigger": {"type": "button", "label": %s},
                   "actions": [{"op": "push", "target": "world"}]},
                  {"id": "trap", "from": "world", "trigger": {"type": "key", "key": "Q"},
                   "actions": [{"op": "push", "target": "trap"}]},
                  {"id": "hash", "from": "title", "trigger": {"type": "button", "label": %s},
                   "actions": [{"op": "push", "target": "hash"}]},
                  {"id": "quote", "from": "title", "trigger": {"type": "button", "label": %s},
                   "actions": [{"op": "push", "target": "quote"}]},
                  {"id": "sig", "from": "title", "trigger": {"type": "signal", "name": %s},
                   "actions": [{"op": "push", "target": "sig"}]}]}
                """.formatted(
                        json("Go\n2 key Q"), json("A # B"), json("\"Q\" \\u0041 \\"), json("two words")));
    }

    @Test
    void everyWrittenScriptReadsBackAndReachesTheStackItClaims() throws IOException {
        Path graph = hostileGraph();
        Path out = dir.resolve("scripts");
        CliTest.Run paths = CliTest.run("paths", graph.toString(), "--out", out.toString());
        assertEquals(0, paths.code(), paths.err());

        List<String> wrong = new ArrayList<>();
        List<Path> scripts;
        try (Stream<Path> files = Files.list(out)) {
            scripts =
                    files.filter(f -> f.toString().endsWith(".script")).sorted().toList();
        }
        assertEquals(6 + 4, scripts.size(), "reach-1..6 and one cover script per branch: " + scripts);
        for (Path script : scripts) {
            ScriptParse read = Script.read(script);
            if (!read.problems().isEmpty()) {
                wrong.add(script.getFileName() + ": " + read.problems());
                continue;
            }
            String first = Files.readAllLines(script).get(0);
            if (first.contains("reaches ")) {
                String top = first.substring(first.indexOf("reaches ") + 8, first.indexOf(" (committed"));
                String topState = top.substring(top.lastIndexOf(' ') + 1);
                CliTest.Run trace =
                        CliTest.run("trace", graph.toString(), "--script", script.toString(), "--ticks", "4");
                boolean reached = top.equals("title") || trace.out().contains(" enter " + topState + "#");
                if (trace.code() != 0 || !reached || trace.out().contains("trap#") && !topState.equals("trap")) {
                    wrong.add(script.getFileName() + " claims " + top + ":\n" + Files.readString(script) + trace.out());
                }
            }
        }
        assertEquals(List.of(), wrong, String.join("\n", wrong));
    }

    @Test
    void aLabelWithALineBreakIsWrittenQuotedOnOneLine() throws IOException {
        Path graph = hostileGraph();
        CliTest.Run paths = CliTest.run("paths", graph.toString());
        assertEquals(0, paths.code(), paths.err());
        assertTrue(paths.out().contains("tick 1: 0 button \"Go\\n2 key Q\""), paths.out());
        assertTrue(paths.out().contains("tick 1: 0 button \"A # B\""), paths.out());
        assertTrue(paths.out().contains("tick 1: 0 button \"\\\"Q\\\" \\\\u0041 \\\\\""), paths.out());
        assertTrue(paths.out().contains("tick 1: 0 signal \"two words\""), paths.out());
        assertFalse(
                paths.out().contains("\n2 key Q"), "no line of the report starts with a forged event: " + paths.out());
    }
}
