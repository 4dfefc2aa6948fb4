package dev.stagestack.editor.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Variable;
import java.util.List;
import org.junit.jupiter.api.Test;

class VariableRenamesTest {
    @Test
    void onlyTheReadsOfTheVariableAreRewrittenAndTheRestOfTheTextStaysAsTyped() {
        assertEquals(
                "hearts>0 &&  !onStack(lives) || hearts==livesLeft",
                GuardRenames.variable("lives>0 &&  !onStack(lives) || lives==livesLeft", "lives", "hearts"));
    }

    @Test
    void aGuardThatDoesNotParseStaysAsItIs() {
        assertEquals("lives > ", GuardRenames.variable("lives > ", "lives", "hearts"));
    }

    @Test
    void aRenamedStateIsRenamedInTheStackFunctionsOnly() {
        assertEquals(
                "onStack( hub) && count(hub) > hub_level || visits(hub2) > 0",
                GuardRenames.state("onStack( world) && count(world) > hub_level || visits(hub2) > 0", "world", "hub"));
        assertEquals("world > 0 && onStack(hub)", GuardRenames.state("world > 0 && onStack(world)", "world", "hub"));
    }

    @Test
    void aStateGivenAnotherIdIsFollowedByTheGuardsAndNeverByAVariableOfThatName() {
        Graph menu = Fixtures.menu();
        Transition play = menu.transitions()
                .get(0)
                .withWhen("!onStack(world) && world > 0")
                .withActions(List.of(Action.set("world", 2L), Action.push("world")));
        Graph graph = menu.withTransitions(List.of(play)).withVariables(List.of(Variable.integer("world", 0, 5, 0)));
        var world = graph.state("world").orElseThrow();

        Graph after = ReplaceStateCommand.edit(world, world.withId("map")).apply(graph);

        Transition renamed = after.transitions().get(0);
        assertEquals("!onStack(map) && world > 0", renamed.when());
        assertEquals(List.of(Action.set("world", 2L), Action.push("map")), renamed.actions());
        assertEquals(graph, ReplaceStateCommand.edit(world, world.withId("map")).revert(after));
    }

    @Test
    void theDeclarationTheGuardsAndTheActionsFollow() {
        Graph menu = Fixtures.menu();
        Transition esc = menu.transitions().get(1);
        Transition guarded = esc.withWhen("lives > 0")
                .withActions(List.of(Action.add("lives", -1), Action.reset("lives"), Action.push("pause")));
        Graph graph = menu.withTransitions(List.of(guarded))
                .withVariables(List.of(Variable.integer("lives", 0, 5, 3), Variable.bool("lit", true)));

        Graph renamed = VariableRenames.rename(graph, "lives", "hearts");

        assertEquals(List.of(Variable.integer("hearts", 0, 5, 3), Variable.bool("lit", true)), renamed.variables());
        Transition after = renamed.transitions().get(0);
        assertEquals("hearts > 0", after.when());
        assertEquals(List.of(Action.add("hearts", -1), Action.reset("hearts"), Action.push("pause")), after.actions());
    }
}
