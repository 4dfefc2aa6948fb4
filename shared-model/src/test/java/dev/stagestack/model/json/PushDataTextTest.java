package dev.stagestack.model.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.stagestack.model.Problem;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Push data text is read and written exactly as a graph file's {@code data}. */
class PushDataTextTest {

    @Test
    void aWholeNumberStaysWhole() {
        PushDataText.Read read = PushDataText.read("{\"n\": 60, \"f\": 1.50, \"s\": [true, null, \"x\"]}");

        assertEquals(List.of(), read.problems());
        assertEquals(0, new BigDecimal("60").compareTo((BigDecimal) read.data().get("n")));
        assertEquals("{\"n\":60,\"f\":1.5,\"s\":[true,null,\"x\"]}", PushDataText.write(read.data()));
    }

    @Test
    void unquotedKeysAreRefusedAsTheFileReaderRefusesThem() {
        PushDataText.Read read = PushDataText.read("{n:60}");

        assertNull(read.data());
        assertEquals(List.of("1:2: malformed-json"), located(read.problems()));
        String inAFile =
                "{\"format\":\"stagestack\",\"version\":1,\"name\":\"g\",\"initial\":\"a\",\"states\":[{\"id\":\"a\"}],"
                        + "\"transitions\":[{\"id\":\"t\",\"from\":\"a\",\"trigger\":{\"type\":\"enter\"},"
                        + "\"actions\":[{\"op\":\"push\",\"target\":\"a\",\"data\":{n:60}}]}]}";
        Problem fromFile = GraphCodec.read(null, inAFile).problems().get(0);
        assertEquals(fromFile.message(), read.problems().get(0).message());
    }

    @Test
    void dataThatIsNotAnObjectOrHasADuplicateKeyIsRefused() {
        assertEquals(
                "push data must be a JSON object, found an array",
                PushDataText.read("[1, 2]").problems().get(0).message());
        assertEquals(
                List.of("1:9: duplicate-key"),
                located(PushDataText.read("{\"a\":1, \"a\":2}").problems()));
    }

    @Test
    void blankTextIsNoData() {
        assertEquals(Map.of(), PushDataText.read("  ").data());
        assertEquals("", PushDataText.write(Map.of()));
    }

    private static List<String> located(List<Problem> problems) {
        return problems.stream()
                .map(p -> p.line() + ":" + p.column() + ": " + p.code())
                .toList();
    }
}
