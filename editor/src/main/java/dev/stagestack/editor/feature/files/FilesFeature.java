package dev.stagestack.editor.feature.files;

import dev.stagestack.editor.core.EditorCore;
import dev.stagestack.editor.core.EditorShortcut;
import dev.stagestack.editor.core.Feature;
import dev.stagestack.editor.core.MenuPlace;
import dev.stagestack.editor.core.ToolPlace;
import dev.stagestack.editor.core.UiAction;
import dev.stagestack.editor.files.RecentFiles;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.editor.style.EditorIcon;
import dev.stagestack.samples.SampleCatalog;
import java.util.prefs.Preferences;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;

/**
 * Files: File ▸ New, Open…, Open recent, Open sample, Save, Save as, the toolbar's file buttons,
 * files dropped on the window, the unsaved-changes question on closing, the recovery copy.
 */
public final class FilesFeature implements Feature {
    private final Preferences prefs;
    private final RecoveryStore recovery;
    private final Menu recentMenu = new Menu("Open recent");
    private FileController files;

    public FilesFeature(Preferences prefs, RecoveryStore recovery) {
        this.prefs = prefs;
        this.recovery = recovery;
    }

    @Override
    public void install(EditorCore core) {
        files = new FileController(core, new RecentFiles(prefs), recovery, this::refreshRecent);
        refreshRecent();
        core.contributions()
                .addMenuItems(MenuPlace.FILE_OPEN, newGraph().menuItem(), open().menuItem(), recentMenu, samplesMenu());
        core.contributions()
                .addMenuItems(
                        MenuPlace.FILE_SAVE,
                        save().menuItem(),
                        UiAction.of("Save as…", null, EditorShortcut.SAVE_AS, files::saveAs)
                                .menuItem());
        core.contributions()
                .addTools(
                        ToolPlace.FILES,
                        newGraph().button(),
                        UiAction.of("Open", EditorIcon.FOLDER_OPEN, EditorShortcut.OPEN, files::openWithDialog)
                                .button(),
                        save().button());
        core.contributions().onScene(files::installDropTarget);
        core.guardClose(files::confirmDiscard);
        core.onClose(files::closing);
    }

    /** The files' controller: open, save, recovery (the editor's start and tests use it). */
    public FileController files() {
        return files;
    }

    private UiAction newGraph() {
        return UiAction.of("New", EditorIcon.FILE_PLUS, EditorShortcut.NEW, files::newGraph);
    }

    private UiAction open() {
        return UiAction.of("Open…", EditorIcon.FOLDER_OPEN, EditorShortcut.OPEN, files::openWithDialog);
    }

    private UiAction save() {
        return UiAction.of("Save", EditorIcon.CONTENT_SAVE, EditorShortcut.SAVE, files::save);
    }

    /** File ▸ Open sample: every graph the samples module ships, opened from the class path. */
    private Menu samplesMenu() {
        Menu menu = new Menu("Open sample");
        for (String name : SampleCatalog.NAMES) {
            menu.getItems()
                    .add(UiAction.of(name, null, null, () -> files.openSample(name))
                            .menuItem());
        }
        return menu;
    }

    private void refreshRecent() {
        recentMenu.getItems().clear();
        for (var path : files.recentFiles()) {
            MenuItem item = new MenuItem(path.toString());
            item.setOnAction(e -> files.open(path));
            recentMenu.getItems().add(item);
        }
        recentMenu.setDisable(recentMenu.getItems().isEmpty());
    }
}
