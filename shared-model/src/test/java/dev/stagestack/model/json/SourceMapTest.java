package dev.stagestack.model.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Problem;
import org.junit.jupiter.api.Test;

class SourceMapTest {

    private static final String TEXT = String.join(
            "\n",
            "{",
            "  \"format\": \"stagestack\", \"version\": 1, \"name\": \"g\", \"initial\": \"a\",",
            "  \"states\": [ { \"id\": \"a\" } ],",
            "  \"transitions\": [",
            "    { \"id\": \"t\", \"from\": \"a\", \"trigger\": { \"type\": \"enter\" },",
            "      \"actions\": [ { \"op\": \"push\", \"target\": \"pasue\", \"data\": { \"two words\": [ 7 ] } } ] }",
            "  ]",
            "}");

    private final SourceMap map = GraphCodec.read("g.json", TEXT).sourceMap();

    @Test
    void locatesEveryValueByItsPath() {
        assertEquals(new SourcePosition(6, 46), map.locate("transitions[0].actions[0].target"));
        assertEquals(new SourcePosition(3, 15), map.locate("states[0]"));
        assertEquals(new SourcePosition(2, 65), map.locate("initial"));
        assertEquals(new SourcePosition(6, 80), map.locate("transitions[0].actions[0].data[\"two words\"][0]"));
    }

    @Test
    void fallsBackToTheNearestAncestorThatExists() {
        assertEquals(new SourcePosition(5, 5), map.locate("transitions[0].label"));
        assertEquals(new SourcePosition(4, 18), map.locate("transitions[9].from"));
        assertEquals(new SourcePosition(5, 5), map.locate("transitions[0]]garbage"));
    }

    @Test
    void fallsBackToTheStartForTheRootOrUnknownTopLevelPaths() {
        assertEquals(SourcePosition.START, map.locate("$"));
        assertEquals(SourcePosition.START, map.locate("nothing.here"));
        assertEquals(SourcePosition.START, SourceMap.empty().locate("states[0]"));
    }

    @Test
    void stampsPathOnlyProblemsWithFileAndPosition() {
        Problem fromValidator = Problem.error(
                "transitions[0].actions[0].target",
                "unknown-state",
                "unknown state \"pasue\" (did you mean \"pause\"?)");

        Problem located = map.located(fromValidator, "g.json");

        assertEquals(
                "g.json:6:46: transitions[0].actions[0].target: unknown state \"pasue\" (did you mean \"pause\"?)",
                located.format());
    }

    @Test
    void keepsAPositionTheProblemAlreadyHas() {
        Problem placed = Problem.warning("states[0]", "x", "m").at(null, 9, 3);

        assertEquals(
                "g.json:9:3: states[0]: warning: m",
                map.located(placed, "g.json").format());
    }
}
