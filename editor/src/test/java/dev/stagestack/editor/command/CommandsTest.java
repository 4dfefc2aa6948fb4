package dev.stagestack.editor.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CommandsTest {
    private final Graph graph = Fixtures.menu();

    private static void assertRoundTrip(Graph before, Command c) {
        Graph after = c.apply(before);
        assertEquals(before, c.revert(after), "revert undoes apply: " + c.description());
        assertEquals(after, c.apply(c.revert(after)), "apply again redoes: " + c.description());
    }

    @Test
    void addElementsAppendsAndRevertRemovesThem() {
        StateDef menu = Fixtures.state("menu", 10, 20);
        AddElementsCommand c = AddElementsCommand.state(menu);
        Graph after = c.apply(graph);
        assertEquals(menu, after.states().get(3));
        assertEquals("Add state menu", c.description());
        assertRoundTrip(graph, c);
    }

    @Test
    void removingAStateTakesItsTransitionsAndUndoRestoresOrder() {
        RemoveElementsCommand c = new RemoveElementsCommand(Set.of("world"), Set.of());
        Graph after = c.apply(graph);
        assertTrue(after.state("world").isEmpty());
        assertEquals(
                List.of("resume", "quit"),
                after.transitions().stream().map(Transition::id).toList());
        assertEquals("Delete World and 2 transitions", c.description(), "names the state and counts what went with it");
        assertRoundTrip(graph, c);
    }

    @Test
    void moveNamesItsCountAndSwapsPositions() {
        MoveStatesCommand c =
                MoveStatesCommand.to(null, graph, Map.of("title", Position.of(5, 6), "world", Position.of(7, 8)));
        Graph after = c.apply(graph);
        assertEquals(5.0, after.state("title").orElseThrow().x());
        assertEquals(8.0, after.state("world").orElseThrow().y());
        assertEquals("Move 2 states", c.description());
        assertRoundTrip(graph, c);
    }

    @Test
    void renamingAStateIdRewritesEveryReference() {
        StateDef world = graph.state("world").orElseThrow();
        ReplaceStateCommand c = ReplaceStateCommand.edit(world, world.withId("map"));
        Graph after = c.apply(graph);
        assertEquals("map", after.transitions().get(1).from());
        assertEquals("map", after.transitions().get(0).actions().get(0).target());
        assertEquals("Rename state world to map", c.description());
        assertRoundTrip(graph, c);
    }

    @Test
    void renamingTheInitialStateMovesInitial() {
        StateDef title = graph.state("title").orElseThrow();
        Graph after = ReplaceStateCommand.edit(title, title.withId("menu")).apply(graph);
        assertEquals("menu", after.initial());
    }

    @Test
    void replaceTransitionAndEditGraphRoundTrip() {
        Transition play = graph.transitions().get(0);
        assertRoundTrip(
                graph,
                new ReplaceTransitionCommand(
                        play, play.withTrigger(Trigger.key("ENTER")).withActions(List.of(Action.replace("pause")))));
        EditGraphCommand header = new EditGraphCommand(
                EditGraphCommand.Header.of(graph), new EditGraphCommand.Header("Other", "world", 30));
        assertEquals("Set initial state to world", header.description());
        assertRoundTrip(graph, header);
    }

    @Test
    void compositeRevertsItsPartsInReverseOrder() {
        StateDef extra = Fixtures.state("extra", 0, 300);
        CompositeCommand c = new CompositeCommand(
                "Add and link",
                List.of(
                        AddElementsCommand.state(extra),
                        AddElementsCommand.transition(
                                Transition.of("go", "extra", Trigger.button("Go"), List.of(Action.push("title"))))));
        Graph after = c.apply(graph);
        assertEquals(4, after.states().size());
        assertEquals(5, after.transitions().size());
        assertRoundTrip(graph, c);
        assertFalse(c.revert(after).state("extra").isPresent());
    }
}
