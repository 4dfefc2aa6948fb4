package dev.stagestack.editor.feature.export;

import dev.stagestack.editor.core.EditorCore;
import dev.stagestack.editor.core.Feature;
import dev.stagestack.editor.core.MenuPlace;
import dev.stagestack.editor.core.UiAction;
import dev.stagestack.tools.export.Exporter;
import dev.stagestack.tools.export.Exporters;
import javafx.scene.control.Menu;

/** File ▸ Export: an item for every format of the exporters' one list ({@link Exporters}). */
public final class ExportFeature implements Feature {
    private ExportActions exports;

    @Override
    public void install(EditorCore core) {
        exports = new ExportActions(core);
        Menu menu = new Menu("Export");
        for (Exporter exporter : Exporters.all()) {
            menu.getItems()
                    .add(UiAction.of(exporter.title() + "…", null, null, () -> exports.export(exporter))
                            .menuItem());
        }
        core.contributions().addMenuItems(MenuPlace.FILE_EXPORT, menu);
    }

    /** The exports (tests replace their dialogs). */
    public ExportActions exports() {
        return exports;
    }
}
