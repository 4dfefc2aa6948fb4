package dev.stagestack.editor;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.WritableImage;
import javafx.stage.FileChooser;

import javax.imageio.ImageIO;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Export to PNG (a snapshot of the canvas), SVG (drawn from the model) and Mermaid text. */
public final class ExportActions {
    private final EditorWindow window;

    ExportActions(EditorWindow window) {
        this.window = window;
    }

    public void png() {
        choose("PNG image", "*.png").ifPresent(path -> write(path, () -> {
            WritableImage image = window.canvas().snapshot(new SnapshotParameters(), null);
            ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", path.toFile());
        }));
    }

    public void svg() {
        choose("SVG image", "*.svg").ifPresent(path -> write(path, () -> Files.writeString(path,
                SvgExport.of(window.document().graph(), window.checker().insight()), StandardCharsets.UTF_8)));
    }

    public void mermaid() {
        choose("Mermaid diagram", "*.mmd").ifPresent(path -> write(path, () -> Files.writeString(path,
                MermaidExport.of(window.document().graph()), StandardCharsets.UTF_8)));
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

    private java.util.Optional<Path> choose(String kind, String pattern) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export " + kind);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(kind, pattern));
        String base = UniqueIds.next(window.document().graph().name(), java.util.Set.of()).toLowerCase(java.util.Locale.ROOT);
        chooser.setInitialFileName(base + pattern.substring(1));
        File file = chooser.showSaveDialog(window.stage());
        return java.util.Optional.ofNullable(file).map(File::toPath);
    }
}
