package dev.stagestack.model.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.TriggerType;
import dev.stagestack.model.Variable;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Reading details that the corpus does not pin: defaults, what the graph keeps, limits. */
class GraphCodecReadTest {

    private static final String HEADER = "{\"format\":\"stagestack\",\"version\":1,\"name\":\"g\",\"initial\":\"a\",";

    private static ReadResult read(String rest) {
        return GraphCodec.read("g.stagestack.json", HEADER + rest);
    }

    @Test
    void fillsInTheDefaultsOfOptionalFields() {
        ReadResult result = read("\"states\":[{\"id\":\"a\"}],\"transitions\":[]}");

        assertEquals(List.of(), result.problems());
        assertEquals(Graph.DEFAULT_TICK_RATE, result.graph().tickRate());
        assertEquals(StateDef.of("a"), result.graph().states().get(0));
    }

    @Test
    void buildsAGraphWithDanglingIdsBecauseTheValidatorJudgesThem() {
        ReadResult result = GraphCodec.read(
                null,
                HEADER.replace("\"a\"", "\"nowhere\"")
                        + "\"states\":[{\"id\":\"a\"},{\"id\":\"a\"}],\"transitions\":[{\"id\":\"t\",\"from\":\"ghost\","
                        + "\"trigger\":{\"type\":\"enter\"},\"actions\":[{\"op\":\"push\",\"target\":\"void\"}]}]}");

        assertEquals(List.of(), result.problems());
        assertEquals("nowhere", result.graph().initial());
        assertEquals(
                Action.push("void"),
                result.graph().transitions().get(0).actions().get(0));
    }

    @Test
    void keepsTheGraphButLeavesOutElementsItCannotBuild() {
        ReadResult result = read("\"states\":[{\"id\":\"a\",\"covered\":\"freze\"},{\"name\":\"no id\"}],"
                + "\"transitions\":[{\"id\":\"t\",\"trigger\":{\"type\":\"enter\"},\"actions\":[{\"op\":\"pop\"}]}]}");

        assertTrue(result.hasErrors());
        assertEquals(List.of(StateDef.of("a")), result.graph().states());
        assertEquals(List.of(), result.graph().transitions());
    }

    @Test
    void aPopCarriesAResultAndAReplaceCarriesData() {
        ReadResult result = read("\"states\":[{\"id\":\"a\"}],\"transitions\":[{\"id\":\"t\",\"from\":\"a\","
                + "\"trigger\":{\"type\":\"enter\"},\"actions\":[{\"op\":\"pop\",\"result\":{\"score\":10,\"won\":true}},"
                + "{\"op\":\"replace\",\"target\":\"a\",\"data\":{\"level\":2}}]}]}");

        assertEquals(List.of(), result.problems());
        List<Action> actions = result.graph().transitions().get(0).actions();
        assertEquals(Action.pop(Map.of("score", 10, "won", true)), actions.get(0));
        assertEquals(Action.replace("a", Map.of("level", 2)), actions.get(1));
    }

    @Test
    void aResultOnAPushAndDataOnAPopAreWarnedAboutAndDropped() {
        ReadResult result = read("\"states\":[{\"id\":\"a\"}],\"transitions\":[{\"id\":\"t\",\"from\":\"a\","
                + "\"trigger\":{\"type\":\"enter\"},\"actions\":[{\"op\":\"push\",\"target\":\"a\",\"result\":1},"
                + "{\"op\":\"pop\",\"data\":{}},{\"op\":\"replace\",\"target\":\"a\",\"data\":[1]}]}]}");

        List<String> messages = result.problems().stream()
                .map(p -> p.path() + ": " + p.message())
                .toList();
        assertTrue(messages.get(0).startsWith("transitions[0].actions[0].result: "), messages.toString());
        assertTrue(messages.get(1).startsWith("transitions[0].actions[1].data: "), messages.toString());
        assertEquals(
                "transitions[0].actions[2].data: replace data must be a JSON object, found an array", messages.get(2));
        assertEquals(
                Action.push("a"), result.graph().transitions().get(0).actions().get(0));
        assertEquals(Action.pop(), result.graph().transitions().get(0).actions().get(1));
    }

    @Test
    void returnsNoGraphWhenATopLevelPartIsUnusable() {
        assertNull(read("\"states\":[{\"id\":\"a\"}]}").graph());
        assertNull(GraphCodec.read(
                        null,
                        "{\"format\":\"stagestack\",\"version\":1,\"name\":\"g\","
                                + "\"states\":[{\"id\":\"a\"}],\"transitions\":[]}")
                .graph());
    }

    @Test
    void refusesAnotherFormatWithoutListingEverythingElse() {
        ReadResult result = GraphCodec.read(null, "{\"format\":\"tiled\",\"layers\":[]}");

        assertNull(result.graph());
        assertEquals(List.of(ProblemCodes.WRONG_FORMAT), codes(result));
    }

    @Test
    void turnsPushDataIntoPlainValuesWithNormalisedNumbers() {
        ReadResult result = read("\"states\":[{\"id\":\"a\"}],\"transitions\":[{\"id\":\"t\",\"from\":\"a\","
                + "\"trigger\":{\"type\":\"enter\"},\"actions\":[{\"op\":\"push\",\"target\":\"a\","
                + "\"data\":{\"n\":60.0,\"x\":[1.50,true,null],\"o\":{\"s\":\"\\u00e9\"}}}]}]}");

        Map<String, Object> data =
                result.graph().transitions().get(0).actions().get(0).data();
        assertEquals(new BigDecimal("60"), data.get("n"));
        assertEquals("60", data.get("n").toString(), "one form for every number: 60.0 is 60, never 6E+1");
        assertEquals(java.util.Arrays.asList(new BigDecimal("1.5"), true, null), data.get("x"));
        assertEquals(Map.of("s", "é"), data.get("o"));
        assertThrows(UnsupportedOperationException.class, () -> data.put("y", 1));
    }

    @Test
    void reportsNumbersBeyondDoubleRange() {
        ReadResult result = read("\"states\":[{\"id\":\"a\",\"x\":1e400}],\"transitions\":[]}");

        assertEquals(List.of(ProblemCodes.NUMBER_TOO_LARGE), codes(result));
        assertEquals("states[0].x", result.problems().get(0).path());
    }

    @Test
    void acceptsAByteOrderMarkAndCrLfLineEnds() {
        ReadResult result = GraphCodec.read(
                null,
                "\uFEFF" + HEADER + "\r\n\"tickRate\":\"fast\",\r\n"
                        + "\"states\":[{\"id\":\"a\"}],\"transitions\":[]}");

        Problem p = result.problems().get(0);
        assertEquals(List.of(2, 12), List.of(p.line(), p.column()));
    }

    @Test
    void findsDuplicateFieldsInLargeObjectsToo() {
        StringBuilder members = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            members.append("\"k").append(i).append("\":").append(i).append(',');
        }
        ReadResult result = read("\"states\":[{\"id\":\"a\"}],\"transitions\":[{\"id\":\"t\",\"from\":\"a\","
                + "\"trigger\":{\"type\":\"enter\"},\"actions\":[{\"op\":\"push\",\"target\":\"a\","
                + "\"data\":{" + members + "\"k7\":0}}]}]}");

        assertEquals(List.of(ProblemCodes.DUPLICATE_KEY), codes(result));
        assertEquals(
                "transitions[0].actions[0].data.k7", result.problems().get(0).path());
    }

    @Test
    void refusesTextOverTheSizeLimitWithoutParsingIt() {
        String text = "é".repeat((int) (GraphCodec.MAX_FILE_BYTES / 2) + 1);

        ReadResult result = GraphCodec.read("big.json", text);

        assertNull(result.graph());
        assertEquals(List.of(ProblemCodes.FILE_TOO_LARGE), codes(result));
        assertEquals(
                "big.json: $: file is too large to read: 32.0 MiB; the limit is 32 MiB",
                result.problems().get(0).format());
    }

    @Test
    void stopsAtNesting65DeepButAccepts64() {
        String ok = "[".repeat(JsonTextParser.MAX_DEPTH) + "]".repeat(JsonTextParser.MAX_DEPTH);
        String tooDeep = "[" + ok + "]";

        assertNotNull(JsonTextParser.parse(ok).root());
        assertEquals(List.of(ProblemCodes.TOO_DEEP), codes(GraphCodec.read(null, tooDeep)));
        assertEquals(1, GraphCodec.read(null, tooDeep).problems().get(0).line());
        assertEquals(65, GraphCodec.read(null, tooDeep).problems().get(0).column());
    }

    @Test
    void explainsCommonSyntaxSlips() {
        assertEquals("$: malformed JSON: expected a value, found ''' (JSON strings use double quotes)", message("'a'"));
        assertEquals("$: malformed JSON: expected a value, found '/' (JSON has no comments)", message("// hi\n{}"));
        assertEquals("$: malformed JSON: expected the end of the file, found '}'", message("{}}"));
        assertEquals(
                "a: malformed JSON: expected four hex digits after \\u, found 'x'", message("{\"a\":\"\\u12x4\"}"));
        assertEquals("a: malformed JSON: expected a digit after the decimal point, found '}'", message("{\"a\":1.}"));
        assertEquals("a: malformed JSON: expected no more digits after a leading 0, found '1'", message("{\"a\":01}"));
    }

    private static String message(String text) {
        Problem p = GraphCodec.read(null, text).problems().get(0);
        return p.path() + ": " + p.message();
    }

    private static List<String> codes(ReadResult result) {
        return result.problems().stream().map(Problem::code).toList();
    }

    @Test
    void readsVariablesGroupsGuardsOnceAnyKeyAndVariableActionsIntoTheModel() {
        Graph graph = GraphCodec.read(null, Corpus.read(Corpus.good("conditions.stagestack.json")))
                .graph();

        assertEquals(
                List.of(Variable.bool("seenSplash", false), Variable.integer("lives", 0, 5, 3)), graph.variables());
        assertEquals(
                List.of("menus", "popups"), graph.state("options").orElseThrow().groups());
        assertEquals(List.of("menus", "popups"), graph.groups());
        Transition cont = graph.transitions().get(0);
        assertEquals("seenSplash && !onStack(world) && lives > 0", cont.when());
        assertEquals("menus", graph.transitions().get(1).fromGroup().orElseThrow());
        assertTrue(graph.transitions().get(2).isFromAnyState());
        Transition skip = graph.transitions().get(3);
        assertTrue(skip.once());
        assertEquals(TriggerType.ANY_KEY, skip.trigger().type());
        assertEquals(
                List.of(
                        Action.set("seenSplash", true),
                        Action.add("lives", -1),
                        Action.reset("lives"),
                        Action.set("lives", 5L),
                        Action.replace("title")),
                skip.actions());
    }
}
