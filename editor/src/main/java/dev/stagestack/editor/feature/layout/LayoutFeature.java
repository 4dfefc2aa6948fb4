package dev.stagestack.editor.feature.layout;

import dev.stagestack.editor.core.EditorCore;
import dev.stagestack.editor.core.EditorShortcut;
import dev.stagestack.editor.core.Feature;
import dev.stagestack.editor.core.MenuPlace;
import dev.stagestack.editor.core.ToolPlace;
import dev.stagestack.editor.core.UiAction;
import dev.stagestack.editor.style.EditorIcon;

/**
 * Auto-layout: Arrange ▸ Auto-layout, its toolbar button, its progress in the status bar, and the
 * core's layout of an opened graph whose states have no positions.
 */
public final class LayoutFeature implements Feature {
    private LayoutController layout;

    @Override
    public void install(EditorCore core) {
        layout = new LayoutController(core);
        core.provideAutoLayout(layout::run);
        core.contributions().addMenuItems(MenuPlace.ARRANGE_LAYOUT, action().menuItem());
        core.contributions().addTools(ToolPlace.LAYOUT, action().button());
        core.contributions().addStatusItem(layout.progressView());
    }

    /** The layout's controller (tests wait for it). */
    public LayoutController layout() {
        return layout;
    }

    private UiAction action() {
        return UiAction.of("Auto-layout", EditorIcon.SITEMAP, EditorShortcut.AUTO_LAYOUT, layout::run);
    }
}
