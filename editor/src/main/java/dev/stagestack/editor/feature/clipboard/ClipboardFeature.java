package dev.stagestack.editor.feature.clipboard;

import dev.stagestack.editor.core.EditorCore;
import dev.stagestack.editor.core.EditorShortcut;
import dev.stagestack.editor.core.Feature;
import dev.stagestack.editor.core.MenuPlace;
import dev.stagestack.editor.core.UiAction;
import dev.stagestack.editor.style.EditorIcon;
import javafx.beans.binding.BooleanBinding;

/** The clipboard: Edit ▸ Cut, Copy, Paste and Duplicate. */
public final class ClipboardFeature implements Feature {

    @Override
    public void install(EditorCore core) {
        ClipboardActions clipboard = new ClipboardActions(core.document(), core.edits(), core.notices()::toast);
        BooleanBinding nothingSelected = core.nothingSelected();
        core.contributions()
                .addMenuItems(
                        MenuPlace.EDIT_CLIPBOARD,
                        UiAction.of("Cut", EditorIcon.CONTENT_CUT, EditorShortcut.CUT, clipboard::cut)
                                .disabledWhen(nothingSelected)
                                .menuItem(),
                        UiAction.of("Copy", EditorIcon.CONTENT_COPY, EditorShortcut.COPY, clipboard::copy)
                                .disabledWhen(nothingSelected)
                                .menuItem(),
                        UiAction.of("Paste", EditorIcon.CONTENT_PASTE, EditorShortcut.PASTE, clipboard::paste)
                                .menuItem(),
                        UiAction.of(
                                        "Duplicate",
                                        EditorIcon.CONTENT_DUPLICATE,
                                        EditorShortcut.DUPLICATE,
                                        clipboard::duplicate)
                                .disabledWhen(nothingSelected)
                                .menuItem());
    }
}
