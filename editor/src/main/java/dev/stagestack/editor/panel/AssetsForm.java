package dev.stagestack.editor.panel;

import atlantafx.base.theme.Styles;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.model.AssetPaths;
import dev.stagestack.model.StateAssets;
import dev.stagestack.model.StateDef;
import java.io.File;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.stage.FileChooser;

/**
 * The assets of a state in the inspector (docs/format.md "Assets"): one row per image and sound
 * and one for the music, each path typed or picked with a file chooser and stored relative to the
 * graph file; a path outside its folder is refused with a message. Every edit is one command.
 */
final class AssetsForm {

    private static final FileChooser.ExtensionFilter IMAGE_FILES = new FileChooser.ExtensionFilter(
            "Images (PNG, JPEG, GIF, BMP)", "*.png", "*.jpg", "*.jpeg", "*.gif", "*.bmp");
    private static final FileChooser.ExtensionFilter SOUND_FILES =
            new FileChooser.ExtensionFilter("Sounds (WAV, AIFF)", "*.wav", "*.aiff", "*.aif");
    private static final FileChooser.ExtensionFilter ANY_FILE = new FileChooser.ExtensionFilter("All files", "*.*");

    private final FormGrid form;
    private final EditorDocument document;
    private final StateAssets assets;
    private final Consumer<UnaryOperator<StateAssets>> edit;
    private final Label refusal = new Label();

    private AssetsForm(
            FormGrid form, EditorDocument document, StateDef state, Consumer<UnaryOperator<StateAssets>> edit) {
        this.form = form;
        this.document = document;
        this.assets = state.assets();
        this.edit = edit;
    }

    /** Adds the asset rows of {@code state} to {@code form}; {@code edit} applies a change as one command. */
    static void addTo(
            FormGrid form, EditorDocument document, StateDef state, Consumer<UnaryOperator<StateAssets>> edit) {
        new AssetsForm(form, document, state, edit).build();
    }

    private void build() {
        Label caption = new Label(
                document.file() == null
                        ? "Assets (save the graph first: paths are relative to its file)"
                        : "Assets (relative to the graph file)");
        caption.getStyleClass().add(Styles.TEXT_CAPTION);
        form.addWide(caption);
        assets.images()
                .forEach((name, path) -> form.add(
                        "Image " + name,
                        row(
                                "Image " + name,
                                path,
                                p -> edit.accept(a -> a.withImages(put(a.images(), name, p))),
                                () -> edit.accept(a -> a.withImages(remove(a.images(), name))))));
        assets.sounds()
                .forEach((name, path) -> form.add(
                        "Sound " + name,
                        row(
                                "Sound " + name,
                                path,
                                p -> edit.accept(a -> a.withSounds(put(a.sounds(), name, p))),
                                () -> edit.accept(a -> a.withSounds(remove(a.sounds(), name))))));
        form.add(
                "Music",
                row(
                        "Music",
                        assets.music(),
                        p -> edit.accept(a -> a.withMusic(p)),
                        () -> edit.accept(a -> a.withMusic(null))));
        Button addImage = adder(
                "Add image…",
                IMAGE_FILES,
                assets.images(),
                (name, p) -> edit.accept(a -> a.withImages(put(a.images(), name, p))));
        Button addSound = adder(
                "Add sound…",
                SOUND_FILES,
                assets.sounds(),
                (name, p) -> edit.accept(a -> a.withSounds(put(a.sounds(), name, p))));
        form.addWide(new HBox(8, addImage, addSound));
        refusal.getStyleClass().add(Styles.DANGER);
        refusal.setWrapText(true);
        refusal.setId(FormGrid.idOf("Asset refusal"));
        form.addWide(refusal);
    }

    private HBox row(String label, String path, Consumer<String> commit, Runnable remove) {
        TextField field = new TextField(path == null ? "" : path);
        field.setId(FormGrid.idOf("Asset " + label));
        Runnable fire = () -> typed(field.getText().trim(), path, commit, remove);
        field.setOnAction(e -> fire.run());
        field.focusedProperty().addListener((o, was, is) -> {
            if (!is) {
                fire.run();
            }
        });
        Button choose = new Button("…");
        choose.setTooltip(new Tooltip("Choose a file in the graph's folder"));
        choose.setDisable(document.file() == null);
        choose.setOnAction(e -> choose(ANY_FILE).ifPresent(chosen -> commit.accept(chosen.path())));
        Button clear = new Button("×");
        clear.getStyleClass().add(Styles.FLAT);
        clear.setTooltip(new Tooltip("Remove"));
        clear.setDisable(path == null);
        clear.setOnAction(e -> remove.run());
        HBox box = new HBox(6, field, choose, clear);
        HBox.setHgrow(field, Priority.ALWAYS);
        return box;
    }

    private void typed(String text, String before, Consumer<String> commit, Runnable remove) {
        if (text.equals(before == null ? "" : before)) {
            return;
        }
        if (text.isEmpty()) {
            remove.run();
            return;
        }
        Optional<String> problem = AssetPaths.syntaxProblem(text);
        refusal.setText(problem.orElse(""));
        if (problem.isEmpty()) {
            commit.accept(text);
        }
    }

    private Button adder(
            String label,
            FileChooser.ExtensionFilter files,
            Map<String, String> existing,
            BiConsumer<String, String> add) {
        Button button = new Button(label);
        button.setDisable(document.file() == null);
        button.setOnAction(e -> choose(files)
                .ifPresent(chosen -> add.accept(AssetChoice.nameFor(chosen.file(), existing.keySet()), chosen.path())));
        return button;
    }

    /** A file picked in the graph's folder, with its path relative to the graph file. */
    private record Chosen(Path file, String path) {}

    /** Opens a chooser in the graph's folder; a file outside it is refused with a message. */
    private Optional<Chosen> choose(FileChooser.ExtensionFilter files) {
        Path graphFile = document.file();
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Choose an asset in " + graphFile.toAbsolutePath().getParent());
        chooser.setInitialDirectory(graphFile.toAbsolutePath().getParent().toFile());
        chooser.getExtensionFilters().setAll(files, ANY_FILE);
        File picked = chooser.showOpenDialog(
                form.getScene() == null ? null : form.getScene().getWindow());
        if (picked == null) {
            return Optional.empty();
        }
        AssetChoice.Outcome outcome = AssetChoice.relativeTo(graphFile, picked.toPath());
        refusal.setText(outcome.accepted() ? "" : outcome.refusal());
        return outcome.accepted() ? Optional.of(new Chosen(picked.toPath(), outcome.path())) : Optional.empty();
    }

    private static Map<String, String> put(Map<String, String> map, String name, String path) {
        Map<String, String> copy = new LinkedHashMap<>(map);
        copy.put(name, path);
        return copy;
    }

    private static Map<String, String> remove(Map<String, String> map, String name) {
        Map<String, String> copy = new LinkedHashMap<>(map);
        copy.remove(name);
        return copy;
    }
}
