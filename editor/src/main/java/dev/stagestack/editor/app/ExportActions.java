package dev.stagestack.editor.app;

import dev.stagestack.editor.document.UniqueIds;
import dev.stagestack.editor.export.MermaidExport;
import dev.stagestack.editor.export.SvgExport;
import dev.stagestack.model.io.AtomicFiles;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.WritableImage;
import javafx.stage.FileChooser;

import javax.imageio.ImageIO;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/** Export to PNG (a snapshot of the canvas), SVG (drawn from the model) and Mermaid text. */
public final class ExportActions {

    /** Asks where to write an export; empty when the user cancelled. */
    @FunctionalInterface
    public interface TargetChooser {
        /**
         * @param kind        what is exported, e.g. "SVG image"
         * @param pattern     its file pattern, e.g. {@code *.svg}
         * @param folder      where to start: the graph's folder, or null for a graph never saved
         * @param initialName the suggested file name
         */
        Optional<Path> choose(String kind, String pattern, Path folder, String initialName);
    }

    private final EditorWindow window;
    private TargetChooser chooser;

    ExportActions(EditorWindow window) {
        this.window = window;
        this.chooser = this::askWithFileChooser;
    }

    /** Replaces the save dialog, e.g. to export without asking (tests, scripts). */
    public void setTargetChooser(TargetChooser newChooser) {
        chooser = newChooser;
    }

    public void png() {
        choose("PNG image", "*.png").ifPresent(path -> write(path, () -> {
            WritableImage image = window.canvas().snapshot(new SnapshotParameters(), null);
            AtomicFiles.write(path, out -> {
                if (!ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", out)) {
                    throw new IOException("this Java has no PNG writer");
                }
            });
        }));
    }

    public void svg() {
        choose("SVG image", "*.svg").ifPresent(path -> write(path, () -> AtomicFiles.writeString(path,
                SvgExport.of(window.document().graph(), window.checker().insight()))));
    }

    public void mermaid() {
        choose("Mermaid diagram", "*.mmd").ifPresent(path -> write(path, () -> AtomicFiles.writeString(path,
                MermaidExport.of(window.document().graph()))));
    }

    private interface Writer {
        void write() throws IOException;
    }

    private void write(Path path, Writer writer) {
        try {
            writer.write();
            window.toast("Exported " + path.getFileName());
        } catch (IOException | RuntimeException e) {
            window.alert("Could not export to " + path, String.valueOf(e.getMessage()));
        }
    }

    private Optional<Path> choose(String kind, String pattern) {
        String base = UniqueIds.next(window.document().graph().name(), Set.of()).toLowerCase(Locale.ROOT);
        Path file = window.document().file();
        Path folder = file == null ? null : file.toAbsolutePath().getParent();
        return chooser.choose(kind, pattern, folder, base + pattern.substring(1));
    }

    private Optional<Path> askWithFileChooser(String kind, String pattern, Path folder, String initialName) {
        FileChooser dialog = new FileChooser();
        dialog.setTitle("Export " + kind);
        dialog.getExtensionFilters().add(new FileChooser.ExtensionFilter(kind, pattern));
        if (folder != null && Files.isDirectory(folder)) {
            dialog.setInitialDirectory(folder.toFile());
        }
        dialog.setInitialFileName(initialName);
        File file = dialog.showSaveDialog(window.stage());
        return Optional.ofNullable(file).map(File::toPath);
    }
}
