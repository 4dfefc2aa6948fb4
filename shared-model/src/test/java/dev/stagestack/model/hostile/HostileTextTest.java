package dev.stagestack.model.hostile;

import static dev.stagestack.model.hostile.HostileReadTest.HEADER;
import static dev.stagestack.model.hostile.HostileReadTest.assertBounded;
import static dev.stagestack.model.hostile.HostileReadTest.load;
import static dev.stagestack.model.hostile.HostileReadTest.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.json.GraphCodec;
import dev.stagestack.model.json.ReadResult;
import dev.stagestack.model.load.LoadedGraph;
import org.junit.jupiter.api.Test;

/** Text in a file that tries to forge problem lines, drive the terminal, or cannot be saved again. */
class HostileTextTest {

    @Test
    void aFieldNameWithANewlineCannotForgeASecondProblemLine() {
        LoadedGraph loaded = load(HEADER + "\"x\\ng.stagestack.json:9:9: states: forged\":1,"
                + "\"states\":[{\"id\":\"a\"}],\"transitions\":[]}");

        Problem p = only(loaded, ProblemCodes.UNKNOWN_FIELD);
        assertEquals(
                "g.stagestack.json:1:61: $[\"x\\ng.stagestack.json:9:9: states: forged\"]: warning: unknown field "
                        + "\"x\\ng.stagestack.json:9:9: states: forged\"; it is ignored",
                p.format());
        assertBounded(loaded);
    }

    @Test
    void idsWithTerminalControlBytesAreShownEscaped() {
        LoadedGraph loaded = load(
                HEADER + "\"states\":[{\"id\":\"a\"},{\"id\":\"\\u001b]0;pwned\\u0007\"}]," + "\"transitions\":[]}");

        Problem p = only(loaded, ProblemCodes.INVALID_ID);
        assertEquals("invalid id \"\\u001B]0;pwned\\u0007\": use 1 to 64 characters of A-Z a-z 0-9 _ . -", p.message());
        assertBounded(loaded);
    }

    @Test
    void aTenMegabyteIdIsQuotedShortly() {
        String id = "x".repeat(10_000_000);
        LoadedGraph loaded = load(HEADER + "\"states\":[{\"id\":\"a\"},{\"id\":\"" + id + "\"}],\"transitions\":[]}");

        Problem p = only(loaded, ProblemCodes.INVALID_ID);
        assertEquals(
                "invalid id \"" + "x".repeat(80) + "…(9999920 more characters)\": use 1 to 64 characters"
                        + " of A-Z a-z 0-9 _ . -",
                p.message());
        assertBounded(loaded);
    }

    @Test
    void aLoneSurrogateIsRefusedWithItsLocation() {
        ReadResult read = GraphCodec.read(
                "g.stagestack.json",
                HEADER.replace("\"g\"", "\"bad \\ud800 name\"") + "\"states\":[{\"id\":\"a\"}],\"transitions\":[]}");

        assertEquals(1, read.problems().size(), read.problems()::toString);
        Problem p = read.problems().get(0);
        assertEquals(ProblemCodes.MALFORMED_JSON, p.code());
        assertEquals("name", p.path());
        assertEquals(1, p.line());
        assertEquals(43, p.column());
        assertTrue(p.message().contains("lone surrogate \\uD800 (character 5 of the string)"), p.message());
    }

    @Test
    void aLowSurrogateAloneAndAHighOneAtTheEndAreRefusedToo() {
        for (String name : new String[] {"\\udc00x", "x\\ud83d", "\\ude00\\ud83d"}) {
            ReadResult read = GraphCodec.read(
                    "g.stagestack.json",
                    HEADER.replace("\"g\"", "\"" + name + "\"") + "\"states\":[{\"id\":\"a\"}],\"transitions\":[]}");
            assertEquals(ProblemCodes.MALFORMED_JSON, read.problems().get(0).code(), name);
        }
    }

    @Test
    void aSurrogatePairIsKept() {
        ReadResult read = GraphCodec.read(
                "g.stagestack.json",
                HEADER.replace("\"g\"", "\"smile \\ud83d\\ude00 \uD83D\uDE00\"")
                        + "\"states\":[{\"id\":\"a\"}],\"transitions\":[]}");

        assertEquals(0, read.problems().size(), read.problems()::toString);
        assertEquals("smile \uD83D\uDE00 \uD83D\uDE00", read.graph().name());
    }
}
