package dev.stagestack.editor.document;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.command.AddElementsCommand;
import dev.stagestack.editor.command.RemoveElementsCommand;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class EditorDocumentTest {
    private final EditorDocument doc = new EditorDocument(Fixtures.menu(), Path.of("menu.stagestack.json"));

    @Test
    void dirtyFollowsHistoryAndSavePoint() {
        assertFalse(doc.isDirty());
        doc.execute(AddElementsCommand.state(Fixtures.state("extra", 0, 0)));
        assertTrue(doc.isDirty());
        assertTrue(doc.titleProperty().get().startsWith("• Menu — menu.stagestack.json"));
        doc.undo();
        assertFalse(doc.isDirty());
        doc.redo();
        doc.markSaved(Path.of("other.stagestack.json"));
        assertFalse(doc.isDirty());
        assertEquals(
                "Menu — other.stagestack.json — Stagestack", doc.titleProperty().get());
    }

    @Test
    void lockedDocumentRefusesEditsAndSaysWhy() {
        List<String> told = new ArrayList<>();
        doc.setOnBlocked(told::add);
        doc.setLockReason("playing");
        assertFalse(doc.execute(AddElementsCommand.state(Fixtures.state("extra", 0, 0))));
        assertFalse(doc.undo());
        assertEquals(3, doc.graph().states().size());
        assertEquals(List.of("playing", "playing"), told);
        doc.setLockReason(null);
        assertTrue(doc.execute(AddElementsCommand.state(Fixtures.state("extra", 0, 0))));
    }

    @Test
    void deletedElementsLeaveTheSelection() {
        doc.selection().selectAll(List.of(ElementRef.state("world"), ElementRef.transition("play")));
        doc.execute(new RemoveElementsCommand(Set.of("world"), Set.of()));
        assertTrue(doc.selection().isEmpty());
    }

    @Test
    void loadingRecoveredWorkMarksItDirty() {
        doc.load(Fixtures.menu(), null, true);
        assertTrue(doc.isDirty());
        assertEquals(0, doc.history().undoSize());
    }

    @Test
    void anEditThatWouldGiveTwoTransitionsOneIdIsRefusedNamingIt() {
        EditorDocument doc = new EditorDocument(Fixtures.menu(), null);
        List<String> told = new ArrayList<>();
        doc.setOnBlocked(told::add);
        dev.stagestack.model.Transition esc = doc.graph().transitions().stream()
                .filter(t -> t.id().equals("esc"))
                .findFirst()
                .orElseThrow();
        assertFalse(doc.execute(new dev.stagestack.editor.command.ReplaceTransitionCommand(esc, esc.withId("play"))));
        assertEquals(List.of("\"play\" is taken by another transition: each transition needs an id of its own"), told);
        assertEquals(Fixtures.menu(), doc.graph());
        assertEquals(0, doc.history().undoSize());
    }
}
