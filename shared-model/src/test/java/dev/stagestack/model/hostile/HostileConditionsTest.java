package dev.stagestack.model.hostile;

import static dev.stagestack.model.hostile.HostileReadTest.HEADER;
import static dev.stagestack.model.hostile.HostileReadTest.assertBounded;
import static dev.stagestack.model.hostile.HostileReadTest.load;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Problem;
import dev.stagestack.model.load.LoadedGraph;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Files that misuse variables, guards, groups, once and any-key (docs/format.md "Variables",
 * "Guards", "Groups and global transitions"): each gives located messages, never a stack trace.
 */
class HostileConditionsTest {

    private static final String STATES = "\"states\":[{\"id\":\"a\",\"groups\":[\"menus\"]},{\"id\":\"b\"}],";

    private static String file(String variables, String transition) {
        return HEADER + variables + STATES + "\"transitions\":[" + transition + "]}";
    }

    private static String transition(String fields) {
        return "{\"id\":\"t\",\"from\":\"a\",\"trigger\":{\"type\":\"key\",\"key\":\"A\"}," + fields + "}";
    }

    /** The errors' lines in the order they stand in the file. */
    private static List<String> errors(LoadedGraph loaded) {
        assertBounded(loaded);
        return loaded.problems().stream()
                .filter(Problem::isError)
                .sorted(Comparator.comparingInt(Problem::line).thenComparingInt(Problem::column))
                .map(Problem::format)
                .toList();
    }

    private static String onlyError(LoadedGraph loaded) {
        List<String> errors = errors(loaded);
        assertEquals(1, errors.size(), loaded.problems()::toString);
        return errors.get(0);
    }

    @Test
    void aSetWithoutItsFieldsIsAMessageNotACrash() {
        LoadedGraph loaded = load(file("", transition("\"actions\":[{\"op\":\"set\"}]")));

        String action = "g.stagestack.json:1:195: transitions[0].actions[0]: ";
        assertEquals(
                List.of(action + "missing required field \"var\"", action + "missing required field \"value\""),
                errors(loaded));
    }

    @Test
    void aSetOfAVariableWithoutValueIsAMessage() {
        LoadedGraph loaded = load(file(
                "\"variables\":[{\"id\":\"seen\",\"type\":\"boolean\"}],",
                transition("\"actions\":[{\"op\":\"set\",\"var\":\"seen\"}]")));

        assertTrue(
                onlyError(loaded).endsWith("transitions[0].actions[0]: missing required field \"value\""),
                loaded.problems()::toString);
    }

    @Test
    void aValidFileWithEveryNewFieldLoadsWithoutProblems() {
        LoadedGraph loaded = load(HEADER
                + "\"variables\":[{\"id\":\"seen\",\"type\":\"boolean\",\"initial\":false},"
                + "{\"id\":\"lives\",\"type\":\"integer\",\"min\":0,\"max\":5,\"initial\":3}],"
                + STATES
                + "\"transitions\":["
                + "{\"id\":\"go\",\"from\":\"a\",\"trigger\":{\"type\":\"anyKey\"},\"when\":\"!seen && lives > 0\","
                + "\"once\":true,\"actions\":[{\"op\":\"set\",\"var\":\"seen\",\"value\":true},"
                + "{\"op\":\"add\",\"var\":\"lives\",\"value\":-1},{\"op\":\"reset\",\"var\":\"lives\"},"
                + "{\"op\":\"push\",\"target\":\"b\"}]},"
                + "{\"id\":\"back\",\"from\":\"@menus\",\"trigger\":{\"type\":\"key\",\"key\":\"ESCAPE\"},"
                + "\"actions\":[{\"op\":\"pop\"}]},"
                + "{\"id\":\"quit\",\"from\":\"*\",\"trigger\":{\"type\":\"key\",\"key\":\"F10\"},"
                + "\"when\":\"onStack(b) || depth >= 1\",\"actions\":[{\"op\":\"quit\"}]}]}");

        assertEquals(List.of(), errors(loaded));
    }

    @Test
    void aGuardOfAThousandParenthesesIsAMessage() {
        String deep = "(".repeat(1000) + "true" + ")".repeat(1000);
        LoadedGraph loaded = load(file("", transition("\"when\":\"" + deep + "\",\"actions\":[{\"op\":\"pop\"}]")));

        String error = onlyError(loaded);
        assertTrue(error.startsWith("g.stagestack.json:1:"), error);
        assertTrue(error.contains(": transitions[0].when: "), error);
        assertTrue(error.contains("(at column "), error);
    }

    @Test
    void aGuardWithAMisspelledVariableIsLocatedAtTheStringAndTheGuardColumn() {
        String text = file(
                "\"variables\":[{\"id\":\"hasSave\",\"type\":\"boolean\"}],",
                transition("\"when\":\"depth > 1 && hasSav\",\"actions\":[{\"op\":\"pop\"}]"));
        LoadedGraph loaded = load(text);

        String error = onlyError(loaded);
        int column = text.indexOf("\"depth > 1") + 1;
        assertEquals(
                "g.stagestack.json:1:" + column + ": transitions[0].when: unknown variable \"hasSav\" (did you mean"
                        + " \"hasSave\"?) (at column 14 of the guard)",
                error);
    }

    @Test
    void aGuardOfTheWrongTypeIsAMessage() {
        LoadedGraph loaded = load(file(
                "\"variables\":[{\"id\":\"lives\",\"type\":\"integer\",\"min\":0,\"max\":3}],",
                transition("\"when\":\"lives\",\"actions\":[{\"op\":\"pop\"}]")));

        assertTrue(
                onlyError(loaded).contains("transitions[0].when: the guard is a number"), loaded.problems()::toString);
    }

    @Test
    void aNullGuardIsAWrongType() {
        LoadedGraph loaded = load(file("", transition("\"when\":null,\"actions\":[{\"op\":\"pop\"}]")));

        assertTrue(
                onlyError(loaded).endsWith("transitions[0].when: expected a string, found null"),
                loaded.problems()::toString);
    }

    @Test
    void anEmptyGroupAfterTheAtSignIsAMessage() {
        LoadedGraph loaded = load(file(
                "", "{\"id\":\"t\",\"from\":\"@\",\"trigger\":{\"type\":\"enter\"},\"actions\":[{\"op\":\"pop\"}]}"));

        assertTrue(
                onlyError(loaded).endsWith("transitions[0].from: \"@\" needs the name of a group after it"),
                loaded.problems()::toString);
    }

    @Test
    void anUnknownGroupIsAMessageWithDidYouMean() {
        LoadedGraph loaded = load(file(
                "",
                "{\"id\":\"t\",\"from\":\"@menu\",\"trigger\":{\"type\":\"enter\"},\"actions\":[{\"op\":\"pop\"}]}"));

        assertTrue(
                onlyError(loaded)
                        .endsWith("transitions[0].from: no state is in group \"menu\" (did you mean \"menus\"?)"),
                loaded.problems()::toString);
    }

    @Test
    void aStarFollowedByANameIsAnUnknownState() {
        LoadedGraph loaded = load(file(
                "", "{\"id\":\"t\",\"from\":\"*x\",\"trigger\":{\"type\":\"enter\"},\"actions\":[{\"op\":\"pop\"}]}"));

        assertTrue(
                onlyError(loaded).contains("transitions[0].from: unknown state \"*x\""), loaded.problems()::toString);
    }

    @Test
    void hugeNumbersInVariablesAndActionsAreMessages() {
        LoadedGraph loaded = load(file(
                "\"variables\":[{\"id\":\"n\",\"type\":\"integer\",\"min\":-1e400,\"max\":99999999999999999999999}],",
                transition("\"actions\":[{\"op\":\"add\",\"var\":\"n\",\"value\":1e30},"
                        + "{\"op\":\"set\",\"var\":\"n\",\"value\":2.5}]")));

        List<String> errors = errors(loaded);
        assertEquals(4, errors.size(), errors::toString);
        assertTrue(errors.get(0).contains("variables[0].min: "), errors::toString);
        assertTrue(errors.get(1).contains("variables[0].max: "), errors::toString);
        assertTrue(errors.get(2).contains("transitions[0].actions[0].value: "), errors::toString);
        assertTrue(errors.get(3).contains("transitions[0].actions[1].value: "), errors::toString);
    }

    @Test
    void valuesOfTheWrongTypeOrOutOfBoundsAreMessages() {
        LoadedGraph loaded = load(file(
                "\"variables\":[{\"id\":\"lives\",\"type\":\"integer\",\"min\":0,\"max\":3,\"initial\":7},"
                        + "{\"id\":\"seen\",\"type\":\"boolean\",\"initial\":1}],",
                transition("\"actions\":[{\"op\":\"set\",\"var\":\"lives\",\"value\":true},"
                        + "{\"op\":\"set\",\"var\":\"lives\",\"value\":4},{\"op\":\"add\",\"var\":\"seen\",\"value\":1},"
                        + "{\"op\":\"reset\",\"var\":\"live\"}]")));

        List<String> errors = errors(loaded);
        assertEquals(6, errors.size(), errors::toString);
        assertTrue(errors.get(0).contains("variables[0].initial: "), errors::toString);
        assertTrue(errors.get(1).contains("variables[1].initial: "), errors::toString);
        assertTrue(errors.get(2).contains("transitions[0].actions[0].value: "), errors::toString);
        assertTrue(errors.get(3).contains("transitions[0].actions[1].value: "), errors::toString);
        assertTrue(errors.get(4).contains("transitions[0].actions[2].var: "), errors::toString);
        assertTrue(
                errors.get(5)
                        .endsWith("transitions[0].actions[3].var: unknown variable \"live\" (did you mean \"lives\"?)"),
                errors::toString);
    }

    @Test
    void duplicateAndReservedNamesAreMessages() {
        LoadedGraph loaded = HostileReadTest.load(HEADER
                + "\"variables\":[{\"id\":\"x\",\"type\":\"boolean\"},{\"id\":\"x\",\"type\":\"boolean\"},"
                + "{\"id\":\"depth\",\"type\":\"boolean\"},{\"id\":\"9lives\",\"type\":\"boolean\"}],"
                + "\"states\":[{\"id\":\"a\",\"groups\":[\"m\",\"m\",\"a b\"]}],\"transitions\":[]}");

        List<String> errors = errors(loaded);
        assertEquals(5, errors.size(), errors::toString);
        assertTrue(errors.get(0).contains("variables[1].id: duplicate variable \"x\""), errors::toString);
        assertTrue(errors.get(1).contains("variables[2].id: "), errors::toString);
        assertTrue(errors.get(1).contains("reserved"), errors::toString);
        assertTrue(errors.get(2).contains("variables[3].id: "), errors::toString);
        assertTrue(errors.get(3).contains("states[0].groups[1]: duplicate group \"m\""), errors::toString);
        assertTrue(errors.get(4).contains("states[0].groups[2]: "), errors::toString);
    }

    @Test
    void anAnyKeyTriggerWithAKeyIsWarnedAndTheKeyIgnored() {
        LoadedGraph loaded = load(
                file(
                        "",
                        "{\"id\":\"t\",\"from\":\"a\",\"trigger\":{\"type\":\"anyKey\",\"key\":\"A\"},\"actions\":[{\"op\":\"pop\"}]}"));

        assertEquals(List.of(), errors(loaded));
        assertTrue(loaded.problems().get(0).message().contains("does not apply"), loaded.problems()::toString);
    }

    @Test
    void oddGuardsAndOriginsAreEachOneLocatedMessage() {
        List<String> whens = List.of(
                "lives > 99999999999999999999999", "x".repeat(1001), "a \\u001b[31m b", "onStack(", "a = 1", "");
        for (String when : whens) {
            LoadedGraph loaded = load(file("", transition("\"when\":\"" + when + "\",\"actions\":[{\"op\":\"pop\"}]")));

            String error = onlyError(loaded);
            assertTrue(
                    error.matches(
                            "g\\.stagestack\\.json:1:\\d+: transitions\\[0]\\.when: .* \\(at column \\d+ of the guard\\)"),
                    error);
        }
        for (String from : List.of("@@menus", "@*", "**", "@menus ")) {
            LoadedGraph loaded = load(file(
                    "",
                    "{\"id\":\"t\",\"from\":\"" + from
                            + "\",\"trigger\":{\"type\":\"enter\"},\"actions\":[{\"op\":\"pop\"}]}"));

            assertTrue(onlyError(loaded).contains(": transitions[0].from: "), loaded.problems()::toString);
        }
    }
}
