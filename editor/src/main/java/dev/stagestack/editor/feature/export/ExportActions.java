package dev.stagestack.editor.feature.export;

import dev.stagestack.editor.core.EditorCore;
import dev.stagestack.editor.document.UniqueIds;
import dev.stagestack.editor.export.PngExport;
import dev.stagestack.model.Graph;
import dev.stagestack.model.io.AtomicFiles;
import dev.stagestack.tools.export.ExportRequest;
import dev.stagestack.tools.export.Exporter;
import dev.stagestack.tools.export.Exporters;
import dev.stagestack.tools.export.GraphFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import javafx.scene.control.ChoiceDialog;
import javafx.stage.FileChooser;

/**
 * File ▸ Export: one item per format of the one list {@code stagestack export} takes too
 * ({@link Exporters}): PNG (at 1×, 2× or 4×) and SVG, both the whole graph drawn from the model (no
 * viewport, no selection: {@code editor.export.GraphDrawing}), Mermaid and DOT text (pops to the states
 * the analysis says they reveal), and any other format on the class path.
 */
public final class ExportActions {

    /** Asks the scale of a PNG; empty when the user cancelled. */
    @FunctionalInterface
    public interface ScaleChooser {
        /** @param scales the scales offered, {@link PngExport#SCALES}; @param suggested the one to preselect */
        OptionalInt choose(int[] scales, int suggested);
    }

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

    private final EditorCore core;
    private TargetChooser chooser;
    private ScaleChooser scaleChooser;
    private int lastScale = 1;

    ExportActions(EditorCore core) {
        this.core = core;
        this.chooser = this::askWithFileChooser;
        this.scaleChooser = this::askScale;
    }

    /** Replaces the scale question of {@link #png()}, e.g. to export without asking (tests, scripts). */
    public void setScaleChooser(ScaleChooser newChooser) {
        scaleChooser = newChooser;
    }

    /** Replaces the save dialog, e.g. to export without asking (tests, scripts). */
    public void setTargetChooser(TargetChooser newChooser) {
        chooser = newChooser;
    }

    /** Exports in {@code format} (a name of {@link Exporters#formats()}), as its menu item does. */
    public void export(String format) {
        export(Exporters.named(format).orElseThrow(() -> new IllegalArgumentException("no exporter of " + format)));
    }

    /**
     * Asks the scale of a scaled format (the last one chosen is offered first next time), then the
     * file, and writes the graph as the canvas shows it.
     */
    public void export(Exporter exporter) {
        int scale = 1;
        if (exporter.scaled()) {
            OptionalInt chosen = scaleChooser.choose(PngExport.SCALES.clone(), lastScale);
            if (chosen.isEmpty()) {
                return;
            }
            lastScale = chosen.getAsInt();
            scale = lastScale;
        }
        ExportRequest request =
                ExportRequest.of(core.document().graph()).atScale(scale).knowing(known());
        choose(exporter.title(), "*." + exporter.suffix())
                .ifPresent(path -> write(path, () -> {
                    byte[] bytes = exporter.export(request);
                    AtomicFiles.write(path, out -> out.write(bytes));
                }));
    }

    /**
     * What the editor knows of the graph: its live check when it has come in for this very graph (else the
     * exporter analyses it), and the saved file's folder (the web page's images and sounds).
     */
    private Object[] known() {
        Graph graph = core.document().graph();
        List<Object> facts = new ArrayList<>();
        core.insightOf(graph).ifPresent(facts::add);
        Path file = core.document().file();
        if (file != null) {
            facts.add(GraphFolder.of(file));
        }
        return facts.toArray();
    }

    private interface Writer {
        void write() throws IOException;
    }

    private void write(Path path, Writer writer) {
        try {
            writer.write();
            core.notices().toast("Exported " + path.getFileName());
        } catch (IOException | RuntimeException e) {
            core.notices().alert("Could not export to " + path, String.valueOf(e.getMessage()));
        }
    }

    private Optional<Path> choose(String kind, String pattern) {
        String base = UniqueIds.next(core.document().graph().name(), Set.of()).toLowerCase(Locale.ROOT);
        Path file = core.document().file();
        Path folder = file == null ? null : file.toAbsolutePath().getParent();
        return chooser.choose(kind, pattern, folder, base + pattern.substring(1));
    }

    private OptionalInt askScale(int[] scales, int suggested) {
        ChoiceDialog<String> dialog = new ChoiceDialog<>(
                suggested + "×", Arrays.stream(scales).mapToObj(n -> n + "×").toList());
        dialog.initOwner(core.notices().owner());
        dialog.setTitle("Export PNG image");
        dialog.setHeaderText("The whole graph, at which scale?");
        dialog.setContentText("Pixels per unit:");
        return dialog.showAndWait()
                .map(choice -> OptionalInt.of(Integer.parseInt(choice.replace("×", ""))))
                .orElse(OptionalInt.empty());
    }

    private Optional<Path> askWithFileChooser(String kind, String pattern, Path folder, String initialName) {
        FileChooser dialog = new FileChooser();
        dialog.setTitle("Export " + kind);
        dialog.getExtensionFilters().add(new FileChooser.ExtensionFilter(kind, pattern));
        if (folder != null && Files.isDirectory(folder)) {
            dialog.setInitialDirectory(folder.toFile());
        }
        dialog.setInitialFileName(initialName);
        return core.notices().chooseFileToSave(dialog);
    }
}
