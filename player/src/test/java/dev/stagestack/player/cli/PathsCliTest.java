package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code stagestack paths} and {@code stagestack coverage}, end to end on the samples. */
class PathsCliTest {

    private static final Path SAMPLES = Path.of("..", "samples", "graphs");

    @TempDir
    Path dir;

    private static String sample(String name) {
        return SAMPLES.resolve(name).toString();
    }

    @Test
    void pathsListsEveryConfigurationWithItsShortestScript() {
        CliTest.Run r = CliTest.run("paths", sample("menu-prototype.stagestack.json"));

        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("7 configurations, 24 of 24 transitions fired"), r.out());
        assertTrue(
                r.out().contains("main-menu > options > video\n       tick 2: 0 button Options, 1 button Video"),
                r.out());
        assertTrue(r.out().contains("Cover (transitions): 2 scripts"), r.out());
    }

    /** On every sample: the cover scripts written to --out, replayed, exercise everything the summary counts. */
    @Test
    void theWrittenCoverScriptsCoverEverySampleCompletely() throws IOException {
        List<String> failures = new ArrayList<>();
        try (Stream<Path> samples = Files.list(SAMPLES)) {
            for (Path graph : samples.filter(p -> p.toString().endsWith(".stagestack.json"))
                    .sorted()
                    .toList()) {
                Path out = dir.resolve(graph.getFileName().toString());
                // a time budget no busy machine reaches: the test is about coverage, not speed
                CliTest.Run paths = CliTest.run("paths", graph.toString(), "--out", out.toString(), "--time", "600");
                assertEquals(0, paths.code(), paths.err());
                List<String> args = new ArrayList<>(List.of("coverage", graph.toString(), "--json", "--time", "600"));
                try (Stream<Path> scripts = Files.list(out)) {
                    scripts.filter(p -> p.getFileName().toString().startsWith("cover-"))
                            .sorted()
                            .forEach(p -> args.add(p.toString()));
                }
                CliTest.Run coverage = CliTest.run(args.toArray(String[]::new));
                assertEquals(0, coverage.code(), coverage.err());
                JsonObject json = JsonParser.parseString(coverage.out()).getAsJsonObject();
                JsonObject summary = JsonParser.parseString(Files.readString(out.resolve("paths.json")))
                        .getAsJsonObject();
                int fired = summary.getAsJsonObject("transitions").size();
                int exercised =
                        json.getAsJsonObject("transitions").get("exercised").getAsInt();
                double configurations =
                        json.getAsJsonObject("configurations").get("percent").getAsDouble();
                if (exercised != fired || configurations != 100.0) {
                    failures.add(graph.getFileName() + ": " + exercised + " of " + fired + " transitions, "
                            + configurations + " % of configurations");
                }
            }
        }
        assertEquals(List.of(), failures);
    }

    @Test
    void aReachScriptReplaysThroughTraceToItsConfiguration() throws IOException {
        CliTest.Run paths = CliTest.run("paths", sample("diverged.stagestack.json"), "--out", dir.toString());
        assertEquals(0, paths.code(), paths.err());
        String script = Files.readString(dir.resolve("reach-3.script"));
        assertTrue(
                script.startsWith("# stagestack paths: reaches title > options > audio (committed in tick 2)"), script);

        CliTest.Run trace = CliTest.run(
                "trace",
                sample("diverged.stagestack.json"),
                "--script",
                dir.resolve("reach-3.script").toString(),
                "--ticks",
                "3");

        assertEquals(0, trace.code(), trace.err());
        assertTrue(trace.out().contains("2 enter audio#"), trace.out());
    }

    @Test
    void anUnboundedGraphIsExploredToADefaultDepthAndSaysSo() throws IOException {
        Path graph = Files.writeString(dir.resolve("grow.stagestack.json"), """
                {
                  "format": "stagestack", "version": 1, "name": "grow", "initial": "a",
                  "states": [ { "id": "a" } ],
                  "transitions": [ { "id": "again", "from": "a", "trigger": { "type": "key", "key": "SPACE" },
                                     "actions": [ { "op": "push", "target": "a" } ] } ]
                }
                """);

        CliTest.Run r = CliTest.run("paths", graph.toString());

        assertEquals(0, r.code(), r.err());
        assertTrue(
                r.err()
                        .contains(
                                "the stack can grow without bound (pushed by again): exploring stacks up to 8 entries"),
                r.err());
        assertTrue(r.err().contains("1 configuration is deeper than 8 entries"), r.err());
        assertTrue(r.out().contains("9 configurations"), r.out());
    }

    @Test
    void coverageOfAPlainTraceSaysTransitionsAreUnknownAndNamesWhatWasMissed() throws IOException {
        CliTest.Run trace = CliTest.run("trace", sample("diverged.stagestack.json"), "--ticks", "3");
        Path file = Files.writeString(dir.resolve("run.trace"), trace.out());

        CliTest.Run r = CliTest.run("coverage", sample("diverged.stagestack.json"), file.toString());

        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("no run explains itself"), r.out());
        assertTrue(r.out().contains("configuration title > world   reach it with: 0 button Play"), r.out());
    }

    @Test
    void aBadScriptOrAMissingRunIsAnErrorWithItsPlace() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.script"), "1 mouse LEFT\n");

        CliTest.Run r = CliTest.run("coverage", sample("diverged.stagestack.json"), bad.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("bad.script:1:3: event: unknown event \"mouse\""), r.err());

        CliTest.Run missing = CliTest.run(
                "coverage",
                sample("diverged.stagestack.json"),
                dir.resolve("nothing.trace").toString());
        assertEquals(3, missing.code());
        assertTrue(missing.err().contains("nothing.trace: no such file"), missing.err());
    }
}
