package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A graph with thousands of problems of one kind: each command prints the first 20 of the kind and a
 * line counting the rest, as compilers do; {@code --all-problems} prints every one.
 */
class ManyProblemsCliTest {

    private static final int STATES = 3_000;

    @TempDir
    Path dir;

    /** A graph whose every state but the initial one is unreachable: 2,999 warnings of one kind. */
    private Path unreachable() throws IOException {
        String states = IntStream.range(0, STATES)
                .mapToObj(i -> "{\"id\": \"s" + i + "\"}")
                .collect(Collectors.joining(",\n"));
        return Files.writeString(
                dir.resolve("many.stagestack.json"),
                "{\"format\": \"stagestack\", \"version\": 1,"
                        + " \"name\": \"many\", \"initial\": \"s0\", \"states\": [" + states
                        + "], \"transitions\": []}");
    }

    @Test
    void validatePrintsTwentyOfAKindAndCountsTheRest() throws IOException {
        Path graph = unreachable();
        CliTest.Run r = CliTest.run("validate", graph.toString());

        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        long unreachable =
                lines.stream().filter(l -> l.contains("is unreachable")).count();
        assertEquals(ProblemListing.SHOWN_PER_KIND, unreachable, r.out());
        assertTrue(
                lines.contains(graph + ": " + (STATES - 1 - ProblemListing.SHOWN_PER_KIND)
                        + " more warnings of kind unreachable not shown (--all-problems shows them all)"),
                r.out());
        long others = lines.stream()
                .filter(l -> l.contains(": warning: ") && !l.contains("is unreachable"))
                .count();
        assertTrue(
                lines.get(lines.size() - 1).endsWith("0 errors, " + (STATES - 1 + others) + " warnings"),
                "the summary counts every problem, shown or not: " + r.out());
        assertTrue(r.out().length() < 10_000, "bounded output, was " + r.out().length() + " characters");
    }

    @Test
    void allProblemsPrintsEveryOne() throws IOException {
        Path graph = unreachable();
        CliTest.Run r = CliTest.run("validate", "--all-problems", graph.toString());

        assertEquals(0, r.code(), r.err());
        assertEquals(
                STATES - 1,
                r.out().lines().filter(l -> l.contains("is unreachable")).count());
        assertTrue(!r.out().contains("more warnings of kind"), "nothing counted");
    }

    @Test
    void everyCommandThatReadsTheGraphCutsItsProblemsTheSameWay() throws IOException {
        Path graph = unreachable();
        for (String[] command :
                new String[][] {{"analyze"}, {"trace", "--ticks", "1"}, {"paths"}, {"export", "--format", "dot"}}) {
            String[] args = java.util.stream.Stream.concat(
                            java.util.Arrays.stream(command), java.util.stream.Stream.of(graph.toString()))
                    .toArray(String[]::new);
            CliTest.Run r = CliTest.run(args);
            String what = String.join(" ", command);
            assertEquals(0, r.code(), what + ": " + r.err());
            assertEquals(
                    ProblemListing.SHOWN_PER_KIND,
                    r.err().lines().filter(l -> l.contains("is unreachable")).count(),
                    what + ": " + r.err());
            assertTrue(r.err().contains("more warnings of kind unreachable not shown"), what);
            CliTest.Run all = CliTest.run(java.util.stream.Stream.concat(
                            java.util.stream.Stream.of(args), java.util.stream.Stream.of("--all-problems"))
                    .toArray(String[]::new));
            assertEquals(
                    STATES - 1,
                    all.err().lines().filter(l -> l.contains("is unreachable")).count(),
                    what);
        }
    }
}
