package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The stagestack command line end to end: exit codes, messages with locations, outputs. */
class CliTest {

    private static final Path SAMPLES = Path.of("..", "samples", "graphs");

    @TempDir
    Path dir;

    record Run(int code, String out, String err) {}

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = StagestackCommand.execute(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    private static String sample(String name) {
        return SAMPLES.resolve(name).toString();
    }

    @Test
    void validateAcceptsEverySampleWithExitZero() {
        Run r = run(
                "validate",
                sample("basic-stack.stagestack.json"),
                sample("menu-prototype.stagestack.json"),
                sample("shovel-flow.stagestack.json"),
                sample("levels.stagestack.json"));
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("4 files checked: valid"), r.out());
    }

    @Test
    void validateReportsAnUnknownStateWithItsLocationAndASuggestion() throws IOException {
        Path file = write("typo.stagestack.json", """
                {
                  "format": "stagestack",
                  "version": 1,
                  "name": "typo",
                  "initial": "level",
                  "states": [ { "id": "level" }, { "id": "pause" } ],
                  "transitions": [
                    { "id": "t1", "from": "level", "trigger": { "type": "key", "key": "ESCAPE" },
                      "actions": [ { "op": "push", "target": "pasue" } ] }
                  ]
                }
                """);
        Run r = run("validate", file.toString());
        assertEquals(1, r.code());
        assertTrue(
                r.out()
                        .contains(file + ":9:46: transitions[0].actions[0].target: unknown state \"pasue\""
                                + " (did you mean \"pause\"?)"),
                r.out());
        assertFalse(r.out().contains("Exception"), r.out());
    }

    @Test
    void validateOfAMissingFileIsAnIoFailureNotACrash() {
        Run r = run("validate", dir.resolve("nope.stagestack.json").toString());
        assertEquals(3, r.code(), "docs/cli.md: 3 is an I/O failure");
        assertTrue(r.out().contains("nope.stagestack.json: $: no such file"), r.out());
    }

    @Test
    void usageErrorsExitTwo() {
        assertEquals(2, run("validate").code());
        assertEquals(2, run("frobnicate").code());
        assertEquals(
                2,
                run("trace", sample("diverged.stagestack.json"), "--ticks", "-3")
                        .code());
    }

    @Test
    void versionAndHelpWorkForEveryCommand() {
        Run version = run("--version");
        assertEquals(0, version.code());
        assertTrue(version.out().startsWith("stagestack "), version.out());
        for (String command : new String[] {"validate", "analyze", "trace", "play"}) {
            Run help = run(command, "--help");
            assertEquals(0, help.code(), command);
            assertTrue(help.out().contains("Usage: stagestack " + command), help.out());
            assertEquals(0, run(command, "--version").code(), command);
        }
    }

    @Test
    void theCommandListGivesEachCommandAWholeSentence() {
        Run help = run("--help");
        assertEquals(0, help.code());
        String list =
                help.out().substring(help.out().indexOf("Commands:"), help.out().indexOf("  help "));
        // each summary runs from its command's name to the next one's and ends a sentence
        for (String summary : list.split("\n  (?=[a-z]+ )")) {
            if (!summary.startsWith("Commands:")) {
                assertTrue(summary.strip().endsWith("."), "cut off mid-sentence: " + summary.strip());
            }
        }
    }

    @Test
    void traceOfTheDivergedSamplePrintsTheWorkedExampleOfSemantics() throws IOException {
        Run r = run("trace", sample("diverged.stagestack.json"), "--script", sample("diverged.script"), "--ticks", "5");
        assertEquals(0, r.code(), r.err());
        String expected = Files.readString(Path.of("src", "test", "resources", "traces", "diverged.trace"));
        assertEquals(expected, r.out());
    }

    @Test
    void traceOfAGraphNamingBehavioursNobodyRegistersSaysWhereInTheFile() throws IOException {
        Path file = write("mygame.stagestack.json", """
                {
                  "format": "stagestack",
                  "version": 1,
                  "name": "my game",
                  "initial": "title",
                  "states": [
                    { "id": "title", "behavior": "game.title" }
                  ],
                  "transitions": []
                }
                """);
        Run r = run("trace", file.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(
                r.err().startsWith(file + ":7:34: states[0].behavior: no behaviour \"game.title\" is registered"),
                r.err());
    }

    /**
     * A behaviour provider whose create() throws (the runtime's test jar registers one) was an exit 3 in
     * mid-run, without teardown or end: it is a behaviour fault like any other, a line of the trace.
     */
    @Test
    void traceOfAGraphWhoseBehaviourProviderThrowsReportsItAndEndsTheRun() throws IOException {
        Path file = write("broken.stagestack.json", """
                {
                  "format": "stagestack",
                  "version": 1,
                  "name": "broken",
                  "initial": "title",
                  "states": [ { "id": "title" }, { "id": "level", "behavior": "test.create-fails" } ],
                  "transitions": [
                    { "id": "play", "from": "title", "trigger": { "type": "button", "label": "Play" },
                      "actions": [ { "op": "push", "target": "level" } ] }
                  ]
                }
                """);
        Path script = write("play.script", "1 button Play\n");

        Run r = run("trace", file.toString(), "--script", script.toString(), "--ticks", "3");

        assertEquals(0, r.code(), "a behaviour fault is part of the run, as docs/cli.md says: " + r.out() + r.err());
        assertTrue(
                r.out()
                        .contains("1 push level#2\n1 error callback level#2 create: the level table is missing\n"
                                + "2 pause title#1\n2 load level#2\n"),
                r.out());
        assertTrue(r.out().endsWith("3 unload title#1\n3 end\n"), r.out());
        assertEquals("", r.err());
    }

    @Test
    void traceRefusesABadScriptWithItsLocation() throws IOException {
        Path script = write("bad.script", "1 button Play\nx key ESCAPE\n");
        Run r = run("trace", sample("diverged.stagestack.json"), "--script", script.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains(script + ":2:1: "), r.err());
        assertEquals("", r.out());
    }

    @Test
    void analyzeJsonHasTheDocumentedKeys() {
        Run r = run("analyze", "--json", sample("shovel-flow.stagestack.json"));
        assertEquals(0, r.code(), r.err());
        JsonObject json = JsonParser.parseString(r.out()).getAsJsonObject();
        for (String key :
                new String[] {"maxDepth", "unbounded", "unboundedCycle", "popTargets", "emptyPopFrom", "runawayLoops"
                }) {
            assertTrue(json.has(key), key + " in " + r.out());
        }
        assertFalse(json.get("unbounded").getAsBoolean());
        assertEquals(5, json.get("maxDepth").getAsInt(), "system, title, world, level, pause or dialog");
        assertEquals(
                "[\"world\",\"level\"]",
                json.getAsJsonObject("popTargets").get("pause").toString());
    }

    @Test
    void analyzeReportsAnUnboundedPushCycle() throws IOException {
        Path file = write("cycle.stagestack.json", """
                {
                  "format": "stagestack", "version": 1, "name": "cycle", "initial": "level",
                  "states": [ { "id": "level" }, { "id": "pause" }, { "id": "options" } ],
                  "transitions": [
                    { "id": "a", "from": "level", "trigger": { "type": "key", "key": "ESCAPE" },
                      "actions": [ { "op": "push", "target": "pause" } ] },
                    { "id": "b", "from": "pause", "trigger": { "type": "button", "label": "Options" },
                      "actions": [ { "op": "push", "target": "options" } ] },
                    { "id": "c", "from": "options", "trigger": { "type": "button", "label": "Pause" },
                      "actions": [ { "op": "push", "target": "pause" } ] },
                    { "id": "d", "from": "options", "trigger": { "type": "key", "key": "ESCAPE" },
                      "actions": [ { "op": "pop" } ] },
                    { "id": "e", "from": "pause", "trigger": { "type": "key", "key": "ESCAPE" },
                      "actions": [ { "op": "pop" } ] }
                  ]
                }
                """);
        Run json = run("analyze", "--json", file.toString());
        assertEquals(0, json.code(), json.err());
        JsonObject report = JsonParser.parseString(json.out()).getAsJsonObject();
        assertTrue(report.get("unbounded").getAsBoolean());
        assertTrue(report.get("maxDepth").isJsonNull());
        String cycle = report.get("unboundedCycle").toString();
        assertTrue(cycle.contains("pause") && cycle.contains("options"), cycle);
        Run text = run("analyze", file.toString());
        assertTrue(text.out().contains("Maximum stack depth: UNBOUNDED"), text.out());
    }

    @Test
    void analyzeOfAnInvalidGraphExitsOneWithTheProblems() throws IOException {
        Path file = write("broken.stagestack.json", "{ \"format\": \"stagestack\", \"version\": 2 }\n");
        Run r = run("analyze", file.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("written by a newer version of Stagestack"), r.err());
    }
}
