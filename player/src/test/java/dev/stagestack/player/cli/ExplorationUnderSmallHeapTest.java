package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StressGraphs;
import dev.stagestack.model.json.GraphCodec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code paths} and {@code coverage} on graphs whose stacks explode, run by the real command in a JVM
 * of 256 MB: each ends with partial results and a line naming the budget that stopped it, never an
 * {@code OutOfMemoryError}.
 */
class ExplorationUnderSmallHeapTest {

    /** Generous for a busy machine: unbounded, the exploration ran for minutes before running out of memory. */
    private static final long MINUTES = 4;

    @TempDir
    Path dir;

    private record Run(int code, String out, String err) {}

    @Test
    void pathsOnTheHubStopsAtTheMemoryBudgetWhenTimeIsNoLimit() throws Exception {
        Run r = stagestack("paths", write("hub", StressGraphs.hubAndLeaves(200)), "--time", "3600");

        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("hub.stagestack.json: stopped at the memory budget (64 MiB): "), r.err());
        assertTrue(r.err().contains("the results are partial (raise --memory)"), r.err());
        assertTrue(
                r.out().contains("run states explored (incomplete)"),
                r.out().lines().findFirst().orElse(""));
    }

    @Test
    void pathsAndCoverageOnTheHubAndAGeneratedGraphStopAtABudget() throws Exception {
        String hub = write("hub", StressGraphs.hubAndLeaves(200));
        String generated = write("generated", StressGraphs.generated(5000, 1));
        Path script = dir.resolve("run.script");
        Files.writeString(script, "0 key A\n1 button Go\n");
        for (List<String> args : List.of(
                List.of("paths", hub),
                List.of("paths", generated),
                List.of("coverage", hub, script.toString()),
                List.of("coverage", generated, script.toString()))) {
            Run r = stagestack(args.toArray(String[]::new));

            assertEquals(0, r.code(), args + "\n" + r.err());
            assertTrue(
                    r.err()
                            .matches("(?s).*: (exploring the reachable configurations )?stopped at the "
                                    + "(time|memory|run states) budget \\(.*"),
                    args + "\n" + r.err());
            assertFalse(r.err().contains("()"), args + "\n" + r.err());
            assertFalse(r.out().isEmpty(), args.toString());
        }
    }

    private String write(String name, Graph graph) throws IOException {
        Path file = dir.resolve(name + ".stagestack.json");
        Files.writeString(file, GraphCodec.write(graph));
        return file.toString();
    }

    /** The real command's main in a JVM of 256 MB. */
    private Run stagestack(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m",
                "-cp",
                System.getProperty("java.class.path"),
                StagestackCommand.class.getName()));
        command.addAll(List.of(args));
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process process = new ProcessBuilder(command)
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        try {
            assertTrue(
                    process.waitFor(MINUTES, TimeUnit.MINUTES),
                    "still running after " + MINUTES + " minutes: " + String.join(" ", args));
            String errText = Files.readString(err);
            assertFalse(errText.contains("OutOfMemoryError") || errText.contains("\tat "), errText);
            return new Run(process.exitValue(), Files.readString(out), errText);
        } finally {
            process.destroyForcibly();
        }
    }
}
