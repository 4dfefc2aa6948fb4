package dev.stagestack.model.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.GraphProblemsException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A loaded graph gives its graph, or an exception that lists every problem as the reader prints it. */
class LoadedGraphTest {

    @Test
    void aBrokenFileThrowsListingEveryProblemAsFileLineColumnPathMessage() {
        LoadedGraph loaded = GraphLoader.load("menu.stagestack.json", """
                {"format": "stagestack", "version": 1, "name": "menu", "initial": "title",
                 "states": [{"id": "title"},],
                 "transitions": []}
                """);

        GraphProblemsException thrown = assertThrows(GraphProblemsException.class, loaded::orElseThrow);

        List<String> lines = thrown.getMessage().lines().toList();
        assertEquals("menu.stagestack.json cannot run: fix the problems listed below (docs/format.md)", lines.get(0));
        assertEquals(loaded.problems().stream().map(p -> p.format()).toList(), lines.subList(1, lines.size()));
        assertEquals(loaded.problems(), thrown.problems());
        assertTrue(lines.get(1).startsWith("menu.stagestack.json:2:"), lines.get(1));
    }

    @Test
    void aGraphWithAValidationErrorThrowsToo() {
        LoadedGraph loaded = GraphLoader.load("menu.stagestack.json", """
                {"format": "stagestack", "version": 1, "name": "menu", "initial": "titel",
                 "states": [{"id": "title"}], "transitions": []}
                """);

        GraphProblemsException thrown = assertThrows(GraphProblemsException.class, loaded::orElseThrow);

        assertEquals(
                "menu.stagestack.json:1:67: initial: unknown state \"titel\" (did you mean \"title\"?)",
                thrown.getMessage().lines().toList().get(1));
    }

    @Test
    void aRunnableGraphIsGivenEvenWithWarnings() {
        LoadedGraph loaded = GraphLoader.load("menu.stagestack.json", """
                {"format": "stagestack", "version": 1, "name": "menu", "initial": "title",
                 "states": [{"id": "title"}, {"id": "never"}], "transitions": []}
                """);

        assertTrue(loaded.warningCount() > 0);
        assertEquals("menu", loaded.orElseThrow().name());
    }

    @Test
    void aProblemFoundAfterLoadingIsPlacedAtItsValueInTheFile() {
        LoadedGraph loaded = GraphLoader.load("menu.stagestack.json", """
                {"format": "stagestack", "version": 1, "name": "menu", "initial": "title",
                 "states": [{"id": "title", "behavior": "game.title"}], "transitions": []}
                """);
        dev.stagestack.model.Problem found = dev.stagestack.model.Problem.error(
                "states[0].behavior", "unknown-behavior", "no behaviour \"game.title\" is registered");

        assertEquals(
                List.of("menu.stagestack.json:2:41: states[0].behavior: no behaviour \"game.title\" is registered"),
                loaded.locate(List.of(found)).stream().map(p -> p.format()).toList());
    }

    @Test
    void anActionTheReaderCouldNotReadIsReportedOnceNotAgainAsAMissingAction() {
        LoadedGraph loaded = GraphLoader.load("menu.stagestack.json", """
                {"format": "stagestack", "version": 1, "name": "menu", "initial": "title",
                 "states": [{"id": "title"}, {"id": "world"}],
                 "transitions": [{"id": "t3", "from": "title", "trigger": {"type": "key", "key": "ENTER"},
                                  "actions": [{"op": "popto", "target": "world"}]}]}
                """);

        List<String> errors = loaded.problems().stream()
                .filter(p -> p.isError())
                .map(p -> p.path() + ": " + p.message())
                .toList();
        assertEquals(
                List.of("transitions[0].actions[0].op: unknown value \"popto\" (did you mean \"popTo\"?)"),
                errors.stream().map(e -> e.replaceAll(";.*", "")).toList(),
                String.valueOf(errors));
    }
}
