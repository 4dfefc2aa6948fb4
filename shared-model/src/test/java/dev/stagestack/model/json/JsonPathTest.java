package dev.stagestack.model.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

class JsonPathTest {

    @Test
    void writesPlainKeysWithDotsAndOthersInBrackets() {
        JsonPath path = JsonPath.ROOT
                .key("transitions")
                .index(3)
                .key("actions")
                .index(0)
                .key("data")
                .key("a \"b\"");

        assertEquals("transitions[3].actions[0].data[\"a \\\"b\\\"\"]", path.toString());
        assertEquals("$", JsonPath.ROOT.toString());
        assertEquals("$[2].x", JsonPath.ROOT.index(2).key("x").toString());
        assertEquals("$[\"1st\"]", JsonPath.ROOT.key("1st").toString());
    }

    @Test
    void parsesTheLongestValidPrefixOfADamagedPath() {
        assertEquals(List.of("states", 2), JsonPath.parse("states[2]..id"));
        assertEquals(List.of("states"), JsonPath.parse("states[x]"));
        assertEquals(List.of(), JsonPath.parse("[\"open"));
    }

    @Provide
    Arbitrary<List<Object>> segments() {
        Arbitrary<Object> keys =
                Arbitraries.strings().withCharRange(' ', '~').ofMaxLength(6).map(s -> s);
        Arbitrary<Object> indexes = Arbitraries.integers().between(0, 100_000).map(i -> i);
        return Arbitraries.oneOf(keys, indexes).list().ofMaxSize(6);
    }

    @Property
    void parsingWhatWasRenderedGivesTheSegmentsBack(@ForAll("segments") List<Object> segments) {
        assertEquals(segments, JsonPath.parse(JsonPath.render(segments)));
    }
}
