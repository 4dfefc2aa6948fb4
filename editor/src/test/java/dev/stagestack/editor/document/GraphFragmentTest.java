package dev.stagestack.editor.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.command.AddElementsCommand;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.OpenedFile;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GraphFragmentTest {
    private final Graph graph = Fixtures.menu();

    @Test
    void copyTakesSelectedStatesAndTheTransitionsBetweenThem() {
        Graph fragment = GraphFragment.copy(graph, Set.of("world", "pause"), Set.of());
        assertEquals(
                List.of("world", "pause"),
                fragment.states().stream().map(StateDef::id).toList());
        assertEquals(
                List.of("esc", "resume"),
                fragment.transitions().stream().map(Transition::id).toList());
        assertNull(GraphFragment.copy(graph, Set.of(), Set.of()));
    }

    @Test
    void clipboardTextRoundTripsThroughTheCodec() {
        Graph fragment = GraphFragment.copy(graph, Set.of("world", "pause"), Set.of());
        OpenedFile read = GraphFiles.parse(null, GraphFiles.text(fragment));
        assertTrue(read.isUsable(), read.problems().toString());
        assertEquals(fragment, read.graph());
    }

    @Test
    void pasteRenamesTakenIdsShiftsAndRetargets() {
        Graph fragment = GraphFragment.copy(graph, Set.of("world", "pause"), Set.of());
        AddElementsCommand paste = GraphFragment.paste(graph, fragment, "Paste").command();
        assertEquals("Paste 2 states", paste.description());
        StateDef world2 = paste.states().get(0);
        assertEquals("world-2", world2.id());
        assertEquals(240 + GraphFragment.PASTE_OFFSET, world2.x());
        Transition esc = paste.transitions().get(0);
        assertEquals("esc-2", esc.id());
        assertEquals("world-2", esc.from());
        assertEquals("pause-2", esc.actions().get(0).target());
        Graph after = paste.apply(graph);
        assertEquals(5, after.states().size());
        assertEquals(graph, paste.revert(after));
    }

    @Test
    void pastingATransitionAloneKeepsItsEndsInTheGraph() {
        Graph fragment = GraphFragment.copy(graph, Set.of(), Set.of("play"));
        AddElementsCommand paste = GraphFragment.paste(graph, fragment, "Paste").command();
        assertEquals("Paste 1 transition", paste.description());
        assertEquals("title", paste.transitions().get(0).from());
        assertEquals("world", paste.transitions().get(0).actions().get(0).target());
    }

    @Test
    void aCutPastedBackRestoresEveryTransitionTheCutDeleted() {
        Graph fragment = GraphFragment.cut(graph, Set.of("pause"), Set.of());
        Graph afterCut =
                new dev.stagestack.editor.command.RemoveElementsCommand(Set.of("pause"), Set.of()).apply(graph);

        GraphFragment.Pasted pasted = GraphFragment.paste(afterCut, fragment, "Paste");

        assertEquals(List.of(), pasted.notKept());
        Graph after = pasted.command().apply(afterCut);
        assertEquals(
                graph.transitions().stream().map(Transition::id).sorted().toList(),
                after.transitions().stream().map(Transition::id).sorted().toList());
        assertEquals(
                "pause",
                after.transitions().stream()
                        .filter(t -> t.id().equals("esc"))
                        .findFirst()
                        .orElseThrow()
                        .actions()
                        .get(0)
                        .target(),
                "world's Escape leads to it again");
    }

    @Test
    void aTransitionWhoseOtherEndIsGoneIsNotPastedAndIsNamed() {
        Graph fragment = GraphFragment.cut(graph, Set.of("pause"), Set.of());
        Graph withoutWorld = new dev.stagestack.editor.command.RemoveElementsCommand(Set.of("pause", "world"), Set.of())
                .apply(graph);

        GraphFragment.Pasted pasted = GraphFragment.paste(withoutWorld, fragment, "Paste");

        assertEquals(List.of("esc (world → pause): no state world here"), pasted.notKept());
        assertEquals(
                List.of("resume"),
                pasted.command().transitions().stream().map(Transition::id).toList());
    }
}
