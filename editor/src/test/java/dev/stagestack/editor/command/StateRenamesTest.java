package dev.stagestack.editor.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.model.StateDef;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The state renames an edit makes, which a running graph follows (docs/editor.md "Play"). */
class StateRenamesTest {
    private final StateDef world = Fixtures.menu().state("world").orElseThrow();

    @Test
    void anIdEditRenamesAndANameEditDoesNot() {
        assertEquals(
                Map.of("world", "map"),
                ReplaceStateCommand.edit(world, world.withId("map")).renamedStates());
        assertEquals(
                Map.of(), ReplaceStateCommand.edit(world, world.withName("Map")).renamedStates());
        assertEquals(
                Map.of(), new RemoveElementsCommand(java.util.Set.of("world"), java.util.Set.of()).renamedStates());
    }

    @Test
    void aCompositeRenamesAsItsPartsDoOneAfterTheOther() {
        StateDef map = world.withId("map");
        CompositeCommand twice = new CompositeCommand(
                "Rename twice",
                List.of(ReplaceStateCommand.edit(world, map), ReplaceStateCommand.edit(map, map.withId("atlas"))));
        assertEquals(Map.of("world", "atlas"), twice.renamedStates());
        CompositeCommand andBack = new CompositeCommand(
                "Rename and back", List.of(ReplaceStateCommand.edit(world, map), ReplaceStateCommand.edit(map, world)));
        assertEquals(Map.of(), andBack.renamedStates(), "renamed back to its own id: not renamed");
    }

    @Test
    void renamesChainAndReverse() {
        assertEquals(Map.of("a", "c", "x", "y"), StateRenames.then(Map.of("a", "b"), Map.of("b", "c", "x", "y")));
        assertEquals(
                Map.of("a", "b", "b", "a"),
                StateRenames.then(Map.of("a", "t", "b", "a"), Map.of("t", "b")),
                "a swap through a spare id");
        assertEquals(Map.of("b", "a", "d", "c"), StateRenames.reversed(Map.of("a", "b", "c", "d")));
    }
}
