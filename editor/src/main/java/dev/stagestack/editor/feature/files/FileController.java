package dev.stagestack.editor.feature.files;

import dev.stagestack.editor.core.EditorCore;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.document.UniqueIds;
import dev.stagestack.editor.files.DiskVersion;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.GuardedSave;
import dev.stagestack.editor.files.OpenedFile;
import dev.stagestack.editor.files.RecentFiles;
import dev.stagestack.editor.files.RecoveredWork;
import dev.stagestack.editor.files.RecoveryStore;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.input.DragEvent;
import javafx.scene.input.TransferMode;
import javafx.stage.FileChooser;

/**
 * Files: new, open, save, save as, recent files, drag and drop, the unsaved-changes question,
 * autosave to a recovery file every 30 seconds and recovery after a crash.
 */
public final class FileController {
    private final EditorCore core;
    private final EditorDocument document;
    private final RecentFiles recent;
    private final RecoveryStore recovery;
    private final RecoveryCopy recoveryCopy;
    private final DiskConflicts disk;
    private final Runnable onRecentChanged;

    /** {@code onRecentChanged} is told when the list of recent files changed (the menu shows it again). */
    FileController(EditorCore core, RecentFiles recent, RecoveryStore recovery, Runnable onRecentChanged) {
        this.core = core;
        this.document = core.document();
        this.recent = recent;
        this.recovery = recovery;
        this.onRecentChanged = onRecentChanged;
        this.disk = new DiskConflicts(
                core, this, new GuardedSave(recovery.directory().resolveSibling("save-locks")));
        this.recoveryCopy = new RecoveryCopy(document, recovery, disk::base, core.notices()::toast);
        core.workbench().focusedProperty().addListener((o, was, focused) -> {
            if (focused) {
                javafx.application.Platform.runLater(this::windowFocused);
            }
        });
    }

    /** Starts an empty graph with one state, after asking about unsaved changes. */
    public void newGraph() {
        if (confirmDiscard()) {
            show(new OpenedFile(null, "", GraphFiles.emptyGraph(), List.of()), false);
            core.edits().graphOpened(true);
        }
    }

    public void openWithDialog() {
        core.notices().chooseFileToOpen(chooser("Open graph")).ifPresent(this::open);
    }

    /** Opens a file after asking about unsaved changes; a broken file opens in the repair view. */
    public void open(Path path) {
        if (confirmDiscard()) {
            show(GraphFiles.open(path), false);
        }
    }

    /** Opens a sample after asking about unsaved changes, as every way of opening does. */
    public void openSample(String name) {
        if (!confirmDiscard()) {
            return;
        }
        try {
            show(GraphFiles.sample(name), false);
        } catch (IOException e) {
            core.notices().toast("Cannot open the sample " + name + ": " + e.getMessage());
        }
    }

    /**
     * Shows {@code file}; the file on disk is taken to hold its text unless the graph is
     * {@code modified} from it (then what it holds now).
     */
    public void show(OpenedFile file, boolean modified) {
        show(file, modified, modified || file.text() == null ? null : DiskVersion.ofText(file.text()));
    }

    /**
     * Shows {@code file}, whose file on disk held {@code base} when the graph last matched it (null:
     * what it holds now).
     */
    private void show(OpenedFile file, boolean modified, DiskVersion base) {
        if (file.graph() == null) {
            new BrokenFileView(core.notices(), this, file).show();
            return;
        }
        core.canvas().whileCullingHeld(() -> {
            document.load(file.graph(), file.path(), modified);
            core.edits().graphOpened(false);
            core.graphOpened();
        });
        core.fileRead(file);
        disk.based(file.path(), base != null || file.path() == null ? base : DiskConflicts.versionNow(file.path()));
        if (file.path() != null) {
            recent.add(file.path());
            onRecentChanged.run();
        }
    }

    /** Saves to the current file, or asks for one. */
    public boolean save() {
        return document.file() == null ? saveAs() : saveTo(document.file());
    }

    public boolean saveAs() {
        String suggested =
                UniqueIds.next(document.graph().name(), java.util.Set.of()).toLowerCase() + GraphFiles.SUFFIX;
        return saveTarget.apply(suggested).map(this::saveTo).orElse(false);
    }

    /** Asks where to save, suggesting a file name: the save dialog (replaced in tests, which cannot drive one). */
    private java.util.function.Function<String, Optional<Path>> saveTarget = this::askWhereToSave;

    private Optional<Path> askWhereToSave(String suggested) {
        FileChooser chooser = chooser("Save graph as");
        chooser.setInitialFileName(suggested);
        return core.notices().chooseFileToSave(chooser);
    }

    public void setSaveTarget(java.util.function.Function<String, Optional<Path>> target) {
        this.saveTarget = target;
    }

    /**
     * Saves atomically, first asking when the file changed on disk since it was read or saved; on
     * failure the user is told and the document stays dirty.
     */
    public boolean saveTo(Path path) {
        try {
            if (!disk.save(path)) {
                return false;
            }
        } catch (IOException | RuntimeException e) {
            core.notices().alert("Could not save " + path, e.getMessage());
            return false;
        }
        document.markSaved(path);
        core.fileWritten();
        recent.add(path);
        onRecentChanged.run();
        core.notices().toast("Saved " + path.getFileName());
        return true;
    }

    /** Accepts files dragged onto the window. */
    public void installDropTarget(javafx.scene.Scene scene) {
        scene.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) {
                e.acceptTransferModes(TransferMode.COPY);
            }
            e.consume();
        });
        scene.setOnDragDropped(this::dropped);
    }

    private void dropped(DragEvent e) {
        List<File> files = e.getDragboard().getFiles();
        e.setDropCompleted(files != null && !files.isEmpty());
        e.consume();
        if (files != null && !files.isEmpty()) {
            open(files.get(0).toPath());
        }
    }

    /** True when there is nothing unsaved, or the user saved or chose to discard it. */
    public boolean confirmDiscard() {
        if (!document.isDirty()) {
            return true;
        }
        ButtonType save = new ButtonType("Save", ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType("Don't save", ButtonBar.ButtonData.NO);
        Alert alert = new Alert(
                Alert.AlertType.CONFIRMATION,
                "Save the changes to " + whereChangesGo() + " first?",
                save,
                discard,
                ButtonType.CANCEL);
        alert.setHeaderText("You have unsaved changes");
        Optional<ButtonType> answer = core.notices().confirm(alert);
        if (answer.isEmpty() || answer.get() == ButtonType.CANCEL) {
            return false;
        }
        return answer.get() != save || save();
    }

    /** The file the changes would be saved to, or the graph's name when it has no file yet. */
    private String whereChangesGo() {
        Path file = document.file();
        return file == null
                ? "\"" + document.graph().name() + "\" (not saved to a file yet)"
                : String.valueOf(file.getFileName());
    }

    /**
     * Opens the file the editor was started with ({@code ./stagestack FILE}, a double-click), but first
     * offers the work a crash left behind, so a start with a file never loses it (a clean quit deletes
     * the copy). Work that belonged to {@code file} is offered first.
     */
    public void openAtStart(Path file) {
        openUnlessRecovered(file, offerLeftWork(file));
    }

    /**
     * Opens {@code file} unless work was {@code recovered} at the start; when that work belongs to
     * another file, a message says that {@code file} was not opened.
     */
    public void openUnlessRecovered(Path file, Optional<RecoveredWork> recovered) {
        if (recovered.isEmpty()) {
            open(file);
        } else if (!recovered.get().belongsTo(file)) {
            core.notices()
                    .toast(file.getFileName() + " was not opened: the recovered work is shown; save it, then open "
                            + file.getFileName());
        }
    }

    /** Offers to restore work left by a crash; true when it was restored. */
    public boolean offerRecovery() {
        return offerLeftWork(null).isPresent();
    }

    /**
     * Offers the newest work a crash left behind, that of {@code preferred} (may be null) first; the
     * recovered work, if taken back. The editor's start calls it before the window shows.
     */
    public Optional<RecoveredWork> offerLeftWork(Path preferred) {
        List<RecoveredWork> left = recovery.leftBehind();
        if (left.isEmpty()) {
            return Optional.empty();
        }
        RecoveredWork work =
                left.stream().filter(w -> w.belongsTo(preferred)).findFirst().orElse(left.get(0));
        RecoveryQuestion.Answer answer = RecoveryQuestion.ask(core.notices().owner(), work, left.size() - 1);
        if (answer != RecoveryQuestion.Answer.RECOVER) {
            if (answer == RecoveryQuestion.Answer.DISCARD) {
                recovery.forget(work);
            }
            return Optional.empty();
        }
        show(
                work.file(),
                true,
                work.base() != null || work.file().path() == null ? work.base() : DiskConflicts.UNKNOWN);
        recoveryCopy.writeNow();
        recovery.forget(work);
        return Optional.of(work);
    }

    /** The window got the focus back: a change made on disk meanwhile is noticed now. */
    public void windowFocused() {
        disk.look(false);
    }

    /** Called on a clean exit: the recovery copy is no longer needed. */
    public void closing() {
        disk.close();
        recoveryCopy.close();
    }

    public List<Path> recentFiles() {
        return recent.list();
    }

    private FileChooser chooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters()
                .addAll(
                        new FileChooser.ExtensionFilter("Stagestack graphs", "*" + GraphFiles.SUFFIX, "*.json"),
                        new FileChooser.ExtensionFilter("All files", "*"));
        Path current = document.file();
        if (current != null && current.toAbsolutePath().getParent() != null) {
            chooser.setInitialDirectory(current.toAbsolutePath().getParent().toFile());
        }
        return chooser;
    }
}
