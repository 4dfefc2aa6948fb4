package dev.stagestack.model.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Variable;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GuardLanguageTest {
    private static final Graph GRAPH = new Graph(
            "g",
            "title",
            60,
            List.of(StateDef.of("title"), StateDef.of("world"), StateDef.of("load-menu")),
            List.of(),
            List.of(Variable.bool("hasSave", false), Variable.integer("lives", 0, 5, 3)));

    /** Facts of a run: hasSave true, lives 2, staging chain title, world, world (depth 3); world visited 4 times. */
    private static final GuardFacts FACTS = new GuardFacts() {
        private final Map<String, Long> vars = Map.of("hasSave", 1L, "lives", 2L);

        @Override
        public long variable(String id) {
            return vars.get(id);
        }

        @Override
        public int depth() {
            return 3;
        }

        @Override
        public int count(String stateId) {
            return Map.of("title", 1, "world", 2).getOrDefault(stateId, 0);
        }

        @Override
        public long visits(String stateId) {
            return stateId.equals("world") ? 4 : 1;
        }
    };

    private static long eval(String text) throws GuardSyntaxException {
        return GuardParser.parse(text).evaluate(FACTS);
    }

    @Test
    void evaluatesVariablesStackFactsAndOperatorsWithTheirPrecedence() throws Exception {
        assertEquals(1, eval("hasSave"));
        assertEquals(0, eval("!hasSave"));
        assertEquals(1, eval("hasSave && onStack(world)"));
        assertEquals(0, eval("onStack(load-menu)"));
        assertEquals(1, eval("lives - 1 == 1"));
        assertEquals(1, eval("depth >= 3 && count(world) == 2 || false"));
        assertEquals(0, eval("false || hasSave && lives > 2"));
        assertEquals(1, eval("(false || hasSave) && lives < 3"));
        assertEquals(1, eval("visits(world) > 3"));
        assertEquals(1, eval("-lives + 4 == 2"));
        assertEquals(1, eval("10 - 3 - 2 == 5"), "minus is left-associative");
    }

    @Test
    void printsCanonicalTextThatParsesToTheSameExpression() throws Exception {
        for (String text : List.of(
                "hasSave&&!onStack(world)",
                "(a || b) && c",
                "a || b && c",
                "10 - (3 - 2)",
                "!(lives > 1)",
                "-(-lives)")) {
            Expr e = GuardParser.parse(text);
            Expr again = GuardParser.parse(e.toText());
            assertEquals(e.toText(), again.toText(), text);
        }
        assertEquals(
                "hasSave && !onStack(world)",
                GuardParser.parse("hasSave&&!onStack(world)").toText());
        assertEquals("(a || b) && c", GuardParser.parse("((a || b)) && c").toText());
        assertEquals("10 - (3 - 2)", GuardParser.parse("10 - (3 - 2)").toText());
    }

    @Test
    void syntaxErrorsGiveTheirColumnAndAHint() {
        GuardSyntaxException e = assertThrows(GuardSyntaxException.class, () -> GuardParser.parse("lives = 3"));
        assertEquals(7, e.column());
        assertTrue(e.getMessage().contains("did you mean \"==\"?"), e.getMessage());
        assertEquals(
                1,
                assertThrows(GuardSyntaxException.class, () -> GuardParser.parse("  "))
                        .column());
        assertEquals(
                9,
                assertThrows(GuardSyntaxException.class, () -> GuardParser.parse("onStack("))
                        .column());
        assertEquals(
                7,
                assertThrows(GuardSyntaxException.class, () -> GuardParser.parse("a < b < c"))
                        .column());
        assertEquals(
                3,
                assertThrows(GuardSyntaxException.class, () -> GuardParser.parse("a # b"))
                        .column());
        assertTrue(assertThrows(GuardSyntaxException.class, () -> GuardParser.parse("fade(x)"))
                .getMessage()
                .contains("unknown function"));
    }

    @Test
    void hostileNestingIsRefusedNotOverflowed() {
        String deep = "(".repeat(200) + "a" + ")".repeat(200);
        assertTrue(assertThrows(GuardSyntaxException.class, () -> GuardParser.parse(deep))
                .getMessage()
                .contains("nests more than"));
        assertThrows(GuardSyntaxException.class, () -> GuardParser.parse("!".repeat(500) + "a"));
        assertThrows(GuardSyntaxException.class, () -> GuardParser.parse("a".repeat(GuardParser.MAX_LENGTH + 1)));
    }

    @Test
    void checkerNamesUnknownNamesWithTheClosestAndWrongKinds() {
        assertEquals(
                List.of(new GuardProblem(1, "unknown variable \"hasSav\" (did you mean \"hasSave\"?)")),
                GuardChecker.check("hasSav", GRAPH));
        assertEquals(
                List.of(new GuardProblem(9, "unknown state \"wrld\" (did you mean \"world\"?)")),
                GuardChecker.check("onStack(wrld)", GRAPH));
        assertEquals(
                List.of(new GuardProblem(1, "the guard is a number, not true or false (did you mean \"lives > 0\"?)")),
                GuardChecker.check("lives", GRAPH));
        assertEquals(
                List.of(new GuardProblem(1, "&& needs true or false on each side; \"lives\" is a number")),
                GuardChecker.check("lives && hasSave", GRAPH));
        assertEquals(
                List.of(new GuardProblem(9, "== compares true or false with a number")),
                GuardChecker.check("hasSave == 1", GRAPH));
        assertEquals(List.of(), GuardChecker.check("hasSave && lives - 1 >= 0 && !onStack(load-menu)", GRAPH));
    }

    @Test
    void listsTheVariablesAndStatesItReads() throws Exception {
        Expr e = GuardParser.parse("hasSave && count(world) < lives || onStack(title) && hasSave");
        assertEquals(Set.of("hasSave", "lives"), e.variables());
        assertEquals(List.of("world", "title"), List.copyOf(e.states()));
        assertTrue(e.readsStack());
        assertTrue(!GuardParser.parse("hasSave").readsStack());
    }
}
