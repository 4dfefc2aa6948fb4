package dev.stagestack.editor.app;

import dev.stagestack.editor.document.UniqueIds;
import dev.stagestack.editor.export.PngExport;
import dev.stagestack.editor.export.SvgExport;
import dev.stagestack.model.Graph;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.model.diagram.DotDiagram;
import dev.stagestack.model.diagram.MermaidDiagram;
import dev.stagestack.model.diagram.PopReveals;
import dev.stagestack.model.io.AtomicFiles;
import javafx.scene.control.ChoiceDialog;
import javafx.stage.FileChooser;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Export to PNG (at 1×, 2× or 4×) and SVG, both the whole graph drawn from the model (no viewport,
 * no selection: {@code editor.export.GraphDrawing}), and Mermaid and DOT text (pops to the states the
 * analysis says they reveal). {@code stagestack export} writes the same files (docs/cli.md).
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

    private final EditorWindow window;
    private TargetChooser chooser;
    private ScaleChooser scaleChooser;
    private int lastScale = 1;

    ExportActions(EditorWindow window) {
        this.window = window;
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

    /** Asks the scale, then the file; the last scale chosen is offered first next time. */
    public void png() {
        OptionalInt scale = scaleChooser.choose(PngExport.SCALES.clone(), lastScale);
        if (scale.isEmpty()) {
            return;
        }
        lastScale = scale.getAsInt();
        choose("PNG image", "*.png").ifPresent(path -> write(path, () -> {
            byte[] png = PngExport.of(window.document().graph(), window.checker().insight(), scale.getAsInt());
            AtomicFiles.write(path, out -> out.write(png));
        }));
    }

    public void svg() {
        choose("SVG image", "*.svg").ifPresent(path -> write(path, () -> AtomicFiles.writeString(path,
                SvgExport.of(window.document().graph(), window.checker().insight()))));
    }

    public void mermaid() {
        choose("Mermaid diagram", "*.mmd").ifPresent(path -> write(path, () -> {
            Graph graph = window.document().graph();
            AtomicFiles.writeString(path, MermaidDiagram.of(graph, reveals(graph)));
        }));
    }

    public void dot() {
        choose("Graphviz DOT graph", "*.dot").ifPresent(path -> write(path, () -> {
            Graph graph = window.document().graph();
            AtomicFiles.writeString(path, DotDiagram.of(graph, reveals(graph)));
        }));
    }

    /**
     * What each pop can reveal, the empty stack included (the canvas's insight leaves that out); nothing
     * for a graph the analysis cannot take (e.g. an edge to a missing state): its pops go to "unknown".
     */
    private static Map<String, Set<String>> reveals(Graph graph) {
        try {
            return PopReveals.of(graph, StackAnalysis.analyze(graph));
        } catch (RuntimeException notAnalysable) {
            return Map.of();
        }
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

    private OptionalInt askScale(int[] scales, int suggested) {
        ChoiceDialog<String> dialog = new ChoiceDialog<>(suggested + "×",
                Arrays.stream(scales).mapToObj(n -> n + "×").toList());
        dialog.initOwner(window.stage());
        dialog.setTitle("Export PNG image");
        dialog.setHeaderText("The whole graph, at which scale?");
        dialog.setContentText("Pixels per unit:");
        return dialog.showAndWait().map(choice -> OptionalInt.of(Integer.parseInt(choice.replace("×", ""))))
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
        File file = dialog.showSaveDialog(window.stage());
        return Optional.ofNullable(file).map(File::toPath);
    }
}
