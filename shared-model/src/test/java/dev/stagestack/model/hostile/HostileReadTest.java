package dev.stagestack.model.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.model.load.LoadedGraph;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Small crafted files that used to hang the reader for minutes or exhaust memory. Each must be refused
 * (or read) quickly with bounded messages. The limit is the reader's own processor time, so a loaded
 * machine does not fail it, and is far below what the old reader took (40 s to over 5 minutes).
 */
class HostileReadTest {

    static final Duration QUICK = Duration.ofSeconds(15);

    static final String HEADER = "{\"format\":\"stagestack\",\"version\":1,\"name\":\"g\",\"initial\":\"a\",";

    /** What the reader may take of the clock before a test calls it hung, whatever the machine's load. */
    static final Duration HANG = Duration.ofMinutes(4);

    /**
     * Reads {@code text}, which must take the reader under {@link #QUICK} of processor time: its own
     * thread's time, which other processes on a busy machine do not add to, as they do to the clock.
     */
    static LoadedGraph load(String text) {
        return assertTimeoutPreemptively(HANG, (org.junit.jupiter.api.function.ThrowingSupplier<LoadedGraph>) () -> {
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            long before = threads.getCurrentThreadCpuTime();
            LoadedGraph loaded = GraphLoader.load("g.stagestack.json", text);
            long cpu = threads.getCurrentThreadCpuTime() - before;
            assertTrue(cpu < QUICK.toNanos(), () -> "the reader took " + cpu / 1_000_000 + " ms of processor time");
            return loaded;
        });
    }

    static Problem only(LoadedGraph loaded, String code) {
        List<Problem> matching =
                loaded.problems().stream().filter(p -> p.code().equals(code)).toList();
        assertEquals(1, matching.size(), () -> "one " + code + " in " + loaded.problems());
        return matching.get(0);
    }

    static void assertBounded(LoadedGraph loaded) {
        for (Problem p : loaded.problems()) {
            String line = p.format();
            assertTrue(line.length() <= 1600, () -> "a problem of " + line.length() + " characters");
            assertFalse(
                    line.contains("\n") || line.contains("\r") || line.contains("\u001b") || line.contains("\u0007"),
                    () -> "a problem that is not one clean line: " + line);
        }
    }

    @Test
    void aVersionWithAHugeExponentIsRefusedAtItsLocation() {
        for (String version : List.of("1e999999999", "1e2147483647", "1e-2147483648")) {
            LoadedGraph loaded = load(HEADER.replace("\"version\":1", "\"version\":" + version)
                    + "\"states\":[{\"id\":\"a\"}],\"transitions\":[]}");
            Problem p = only(loaded, ProblemCodes.NUMBER_TOO_LARGE);
            assertEquals("version", p.path());
            assertEquals(1, p.line());
            assertEquals(34, p.column());
            assertBounded(loaded);
        }
    }

    @Test
    void aNumberWithHalfAMillionDigitsIsRefusedQuickly() {
        String huge = "1" + "0".repeat(500_000);
        for (String number : List.of(huge, "0." + huge, huge + ".5")) {
            LoadedGraph loaded =
                    load(HEADER + "\"states\":[{\"id\":\"a\"}],\"transitions\":[{\"id\":\"t\",\"from\":\"a\","
                            + "\"trigger\":{\"type\":\"enter\"},\"actions\":[{\"op\":\"push\",\"target\":\"a\",\"data\":{\"n\":"
                            + number + "}}]}]}");
            Problem p = only(loaded, ProblemCodes.NUMBER_TOO_LARGE);
            assertEquals("transitions[0].actions[0].data.n", p.path());
            assertTrue(p.message().contains("too long"), p.message());
            assertBounded(loaded);
        }
    }

    @Test
    void numbersBeyondTheDoubleRangeAreRefusedAsTheFormatSays() {
        LoadedGraph loaded = load(
                HEADER + "\"states\":[{\"id\":\"a\"}],\"transitions\":[{\"id\":\"t\",\"from\":\"a\","
                        + "\"trigger\":{\"type\":\"enter\"},\"actions\":[{\"op\":\"push\",\"target\":\"a\",\"data\":{\"n\":1e400}}]}]}");

        assertEquals(
                "number 1e400 is too large",
                only(loaded, ProblemCodes.NUMBER_TOO_LARGE).message());
    }

    @Test
    void threeHundredThousandUnknownFieldsAreReadInLinearTime() {
        StringBuilder fields = new StringBuilder();
        for (int i = 0; i < 300_000; i++) {
            fields.append("\"f").append(i).append("\":0,");
        }
        LoadedGraph loaded = load(HEADER + fields + "\"states\":[{\"id\":\"a\"}],\"transitions\":[]}");

        assertEquals(
                300_000,
                loaded.problems().stream()
                        .filter(p -> p.code().equals(ProblemCodes.UNKNOWN_FIELD))
                        .count());
        assertEquals(0, loaded.errorCount());
    }

    @Test
    void duplicatesAmongManyFieldsAreStillFound() {
        StringBuilder fields = new StringBuilder();
        for (int i = 0; i < 1000; i++) {
            fields.append("\"f").append(i).append("\":0,");
        }
        LoadedGraph loaded =
                load(HEADER + fields + "\"f17\":1,\"f999\":2,\"states\":[{\"id\":\"a\"}],\"transitions\":[]}");

        List<String> duplicates = loaded.problems().stream()
                .filter(p -> p.code().equals(ProblemCodes.DUPLICATE_KEY))
                .map(Problem::message)
                .toList();
        assertEquals(2, duplicates.size(), duplicates::toString);
        assertTrue(duplicates.get(0).startsWith("duplicate field \"f17\" (first at 1:"), duplicates.get(0));
        assertTrue(duplicates.get(1).startsWith("duplicate field \"f999\" (first at 1:"), duplicates.get(1));
    }

    @Test
    void twentyThousandMistypedTargetsAmongTwentyThousandStatesAreCheckedQuickly() {
        int n = 20_000;
        StringBuilder states = new StringBuilder();
        StringBuilder transitions = new StringBuilder();
        for (int i = 0; i < n; i++) {
            states.append(i == 0 ? "" : ",")
                    .append("{\"id\":\"state-")
                    .append(i)
                    .append("\"}");
            transitions
                    .append(i == 0 ? "" : ",")
                    .append("{\"id\":\"t")
                    .append(i)
                    .append("\",\"from\":\"state-")
                    .append(i)
                    .append("\",\"trigger\":{\"type\":\"enter\"},\"actions\":[{\"op\":\"push\",\"target\":\"stat-")
                    .append(i)
                    .append("\"}]}");
        }
        LoadedGraph loaded = load(HEADER.replace("\"a\"", "\"state-0\"") + "\"states\":[{\"id\":\"state-0\"}," + states
                + "],\"transitions\":[" + transitions + "]}");

        List<Problem> unknown = loaded.problems().stream()
                .filter(p -> p.code().equals(ProblemCodes.UNKNOWN_STATE))
                .toList();
        assertEquals(n, unknown.size());
        assertEquals(
                "unknown state \"stat-0\" (did you mean \"state-0\"?)",
                unknown.get(0).message());
    }
}
