package dev.stagestack.editor.document;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Variable;
import java.util.List;
import org.junit.jupiter.api.Test;

class GuardCompletionTest {
    private final Graph graph =
            Fixtures.menu().withVariables(List.of(Variable.bool("hasSave", false), Variable.integer("lives", 0, 5, 3)));

    @Test
    void aWordIsCompletedWithTheVariablesAndFunctionsThatStartWithItThenThoseHoldingIt() {
        GuardCompletion.Offer offer = GuardCompletion.at("!ha", 3, graph);
        assertEquals(1, offer.start());
        assertEquals(List.of("hasSave"), offer.items());
        assertEquals(
                List.of("count(", "onStack("),
                GuardCompletion.at("o", 1, graph).items().subList(0, 2).stream()
                        .sorted()
                        .toList());
        assertEquals("onStack(", GuardCompletion.at("on", 2, graph).items().get(0));
    }

    @Test
    void insideAStackFunctionTheStatesAreOffered() {
        assertEquals(
                List.of("title", "world", "pause"),
                GuardCompletion.at("onStack(", 8, graph).items());
        assertEquals(List.of("world"), GuardCompletion.at("count( wo", 9, graph).items());
        assertEquals(7, GuardCompletion.at("count( wo", 9, graph).start());
    }

    @Test
    void afterAValueAndASpaceTheOperatorsAreOffered() {
        assertEquals(
                GuardCompletion.OPERATORS,
                GuardCompletion.at("lives ", 6, graph).items());
        assertEquals(
                GuardCompletion.OPERATORS,
                GuardCompletion.at("onStack(world) ", 15, graph).items());
        assertEquals(List.of(), GuardCompletion.at("lives > ", 8, graph).items());
    }

    @Test
    void aWordAlreadyWholeIsNotOfferedAgain() {
        assertEquals(List.of(), GuardCompletion.at("lives", 5, graph).items());
    }
}
