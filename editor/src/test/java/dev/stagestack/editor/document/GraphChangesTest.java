package dev.stagestack.editor.document;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.command.ReplaceStateCommand;
import dev.stagestack.model.StateDef;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The document tells of each change of its graph with the renames a run must follow; an undo renames back. */
class GraphChangesTest {
    private final EditorDocument doc = new EditorDocument(Fixtures.menu(), null);
    private final List<GraphChange> heard = new ArrayList<>();

    @Test
    void editsUndoRedoAndLoadsAreToldWithTheirRenames() {
        doc.addChangeListener(heard::add);
        StateDef world = doc.graph().state("world").orElseThrow();
        doc.execute(ReplaceStateCommand.edit(world, world.withId("stage")));
        doc.undo();
        doc.redo();
        doc.undo();
        doc.undo(); // nothing left to undo: nothing changed, nothing told
        doc.load(Fixtures.menu(), null, false);

        assertEquals(
                List.of(
                        Map.of("world", "stage"),
                        Map.of("stage", "world"),
                        Map.of("world", "stage"),
                        Map.of("stage", "world"),
                        Map.of()),
                heard.stream().map(GraphChange::renamedStates).toList());
        assertEquals(
                List.of(false, false, false, false, true),
                heard.stream().map(GraphChange::loaded).toList());
        assertEquals(doc.graph(), heard.get(heard.size() - 1).graph());
        assertEquals("stage", heard.get(2).graph().states().get(1).id(), "each change carries the graph it made");
    }
}
