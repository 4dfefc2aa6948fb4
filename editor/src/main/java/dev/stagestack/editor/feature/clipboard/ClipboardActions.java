package dev.stagestack.editor.feature.clipboard;

import dev.stagestack.editor.command.Plural;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.document.GraphEdits;
import dev.stagestack.editor.document.GraphFragment;
import dev.stagestack.editor.document.Selection;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.OpenedFile;
import dev.stagestack.model.Graph;
import java.util.function.Consumer;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

/**
 * Copy, cut, paste and duplicate through the system clipboard. The clipboard holds the fragment
 * as graph-file JSON text, so it can be pasted into another editor window or a text editor.
 */
public final class ClipboardActions {
    private final EditorDocument document;
    private final GraphEdits edits;
    private final Consumer<String> tell;

    /** {@code tell} shows the user a short message (what a paste could not keep). */
    public ClipboardActions(EditorDocument document, GraphEdits edits, Consumer<String> tell) {
        this.document = document;
        this.edits = edits;
        this.tell = tell;
    }

    /** Puts the selection on the clipboard; false when nothing is selected. */
    public boolean copy() {
        return putOnClipboard(fragment());
    }

    /**
     * Puts the selection on the clipboard with every transition deleting it deletes, then deletes
     * it: pasting it back restores them all.
     */
    public void cut() {
        Selection s = document.selection();
        if (putOnClipboard(GraphFragment.cut(document.graph(), s.stateIds(), s.transitionIds()))) {
            edits.deleteSelection();
        }
    }

    private static boolean putOnClipboard(Graph fragment) {
        if (fragment == null) {
            return false;
        }
        ClipboardContent content = new ClipboardContent();
        content.putString(GraphFiles.text(fragment));
        Clipboard.getSystemClipboard().setContent(content);
        return true;
    }

    /** Pastes a graph fragment from the clipboard; text that is not a graph is ignored. */
    public boolean paste() {
        String text = Clipboard.getSystemClipboard().getString();
        if (text == null) {
            return false;
        }
        OpenedFile read = GraphFiles.parse(null, text);
        return read.graph() != null && insert(read.graph(), "Paste");
    }

    /** Copies the selection in place, shifted, without touching the clipboard. */
    public boolean duplicate() {
        Graph fragment = fragment();
        return fragment != null && insert(fragment, "Duplicate");
    }

    private Graph fragment() {
        Selection s = document.selection();
        return GraphFragment.copy(document.graph(), s.stateIds(), s.transitionIds());
    }

    private boolean insert(Graph fragment, String verb) {
        GraphFragment.Pasted pasted = GraphFragment.paste(document.graph(), fragment, verb);
        var command = pasted.command();
        if (!document.execute(command)) {
            return false;
        }
        if (!pasted.notKept().isEmpty()) {
            tell.accept(verb + ": " + Plural.count(pasted.notKept().size(), "transition") + " not kept — "
                    + String.join("; ", pasted.notKept()));
        }
        java.util.List<ElementRef> added = new java.util.ArrayList<>();
        command.states().forEach(st -> added.add(ElementRef.state(st.id())));
        command.transitions().forEach(t -> added.add(ElementRef.transition(t.id())));
        document.selection().selectAll(added);
        return true;
    }
}
