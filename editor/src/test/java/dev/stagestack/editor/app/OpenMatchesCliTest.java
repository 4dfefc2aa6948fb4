package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Problem;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.player.cli.StagestackCommand;
import dev.stagestack.player.fx.FxWait;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.RandomAccessFile;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import javafx.application.Platform;
import javafx.scene.control.DialogPane;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The editor opens a file exactly as {@code stagestack validate} reads it: for every bad file of the
 * model's corpus (and a few the corpus cannot hold: not UTF-8, too large, missing, with validator
 * problems), what File ▸ Open shows, in the problems panel or in the broken-file view, is what the
 * CLI prints, and the problems are those of the CLI's reading path, codes and locations included.
 */
@ExtendWith(ApplicationExtension.class)
class OpenMatchesCliTest {
    /** The bad-file corpus of the shared-model module, beside this one. */
    private static final Path BAD_CORPUS = Path.of(System.getProperty("basedir", "."))
            .toAbsolutePath()
            .getParent()
            .resolve(Path.of("shared-model", "src", "test", "resources", "corpus", "bad"))
            .normalize();

    @TempDir
    Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.open(
                stage, "dev/stagestack/open-matches-cli-test", new RecoveryStore(temp.resolve("recovery")));
    }

    @Test
    void theEditorShowsWhatTheCliPrintsForEveryBadFile(FxRobot robot) throws Exception {
        List<Path> files = new ArrayList<>(corpus());
        files.addAll(filesTheCorpusCannotHold());
        Map<Path, List<String>> printed = new LinkedHashMap<>();
        Map<Path, List<String>> shown = new LinkedHashMap<>();
        Map<Path, List<Problem>> read = new LinkedHashMap<>();
        Map<Path, List<Problem>> opened = new LinkedHashMap<>();
        for (Path file : files) {
            printed.put(file, cliLines(file));
            read.put(file, GraphLoader.load(file).problems());
            opened.put(file, openInEditor(robot, file));
            shown.put(file, opened.get(file).stream().map(Problem::format).toList());
        }
        assertEquals(printed, shown);
        assertEquals(read, opened);
    }

    @Test
    void aBrokenFileShowsItsTextAndAFileWithoutTextIsNeverOverwritten(FxRobot robot) throws Exception {
        Path malformed = BAD_CORPUS.resolve("malformed-missing-comma.stagestack.json");
        robot.interact(() -> window.files().open(malformed));
        Stage view = brokenFileView(malformed).orElseThrow();
        FxWait.until(() -> shownIn(robot, view, ".text-area"));
        assertEquals(
                Files.readString(malformed, StandardCharsets.UTF_8),
                robot.from(view.getScene().getRoot())
                        .lookup(".text-area")
                        .queryAs(TextArea.class)
                        .getText());
        robot.interact(view::close);

        Path latin1 = notUtf8();
        byte[] before = Files.readAllBytes(latin1);
        robot.interact(() -> window.files().open(latin1));
        Stage latin1View = brokenFileView(latin1).orElseThrow();
        assertTrue(robot.from(latin1View.getScene().getRoot())
                .lookup("Save text")
                .queryButton()
                .isDisabled());
        robot.interact(latin1View::close);
        assertEquals(Arrays.toString(before), Arrays.toString(Files.readAllBytes(latin1)));
    }

    /** The problem lines {@code stagestack validate FILE} prints, without its summary line. */
    private static List<String> cliLines(Path file) {
        StringWriter out = new StringWriter();
        StagestackCommand.execute(
                new String[] {"validate", file.toString()}, new PrintWriter(out), new PrintWriter(new StringWriter()));
        List<String> lines = new ArrayList<>(out.toString().lines().toList());
        String summary = lines.remove(lines.size() - 1);
        assertTrue(summary.startsWith("1 file checked"), summary);
        return lines;
    }

    /**
     * Opens {@code file} as File ▸ Open does and returns the problems shown: in the broken-file view
     * (closing it) or, once the live check of the opened graph is in, in the problems panel.
     */
    private List<Problem> openInEditor(FxRobot robot, Path file) throws Exception {
        Platform.runLater(() -> window.files().open(file));
        // Asked on the JavaFX thread: the panel takes a check's result and shows its rows in one step there.
        FxWait.until(() -> discardQuestion(robot).isPresent() || isOpen(file));
        Optional<DialogPane> question = discardQuestion(robot);
        if (question.isPresent()) {
            robot.clickOn(robot.from(question.get()).lookup("Don't save").queryButton());
            FxWait.until(() -> isOpen(file));
        }
        Optional<Stage> view = brokenFileView(file);
        if (view.isEmpty()) {
            return FxWait.onFx(() -> window.problems().rows());
        }
        FxWait.until(() -> shownIn(robot, view.get(), ".list-view"));
        @SuppressWarnings("unchecked")
        ListView<Problem> list =
                robot.from(view.get().getScene().getRoot()).lookup(".list-view").queryAs(ListView.class);
        List<Problem> problems = List.copyOf(list.getItems());
        robot.interact(view.get()::close);
        return problems;
    }

    /** Whether {@code stage} shows a node matching {@code selector} (a split pane's items appear once it is laid out). */
    private static boolean shownIn(FxRobot robot, Stage stage, String selector) {
        return robot.from(stage.getScene().getRoot())
                .lookup(selector)
                .tryQuery()
                .isPresent();
    }

    /** The question about the previous file's unsaved changes (laying out a file without positions is one). */
    private static Optional<DialogPane> discardQuestion(FxRobot robot) {
        return robot.lookup(".dialog-pane").tryQuery().map(DialogPane.class::cast);
    }

    private boolean isOpen(Path file) {
        return brokenFileView(file).isPresent()
                || (file.equals(window.document().file())
                        && window.problems().showsCheckOf(window.document().graph()));
    }

    private static Optional<Stage> brokenFileView(Path file) {
        return Window.getWindows().stream()
                .filter(w -> w instanceof Stage && w.isShowing())
                .map(w -> (Stage) w)
                .filter(s -> ("Problems in " + file.getFileName()).equals(s.getTitle()))
                .findFirst();
    }

    private static List<Path> corpus() throws IOException {
        try (Stream<Path> files = Files.list(BAD_CORPUS)) {
            List<Path> graphs = files.filter(p -> p.toString().endsWith(GraphFiles.SUFFIX))
                    .sorted()
                    .toList();
            assertTrue(graphs.size() > 20, "the corpus is at " + BAD_CORPUS);
            return graphs;
        }
    }

    private List<Path> filesTheCorpusCannotHold() throws IOException {
        Path tooLarge = temp.resolve("too-large" + GraphFiles.SUFFIX);
        try (RandomAccessFile sparse = new RandomAccessFile(tooLarge.toFile(), "rw")) {
            sparse.setLength(33L * 1024 * 1024);
        }
        Path invalid = temp.resolve("validator-problems" + GraphFiles.SUFFIX);
        Files.writeString(invalid, """
                {"format": "stagestack", "version": 1, "name": "Bad", "initial": "nowhere",
                 "states": [{"id": "a", "colour": "#ffffff"}, {"id": "a"}],
                 "transitions": [{"id": "t", "from": "a", "trigger": {"type": "enter"},
                                  "actions": [{"op": "push", "target": "b"}]}]}
                """);
        return List.of(notUtf8(), tooLarge, invalid, temp.resolve("missing" + GraphFiles.SUFFIX));
    }

    private Path notUtf8() throws IOException {
        Path file = temp.resolve("latin1" + GraphFiles.SUFFIX);
        Files.write(file, "{\n  \"name\": \"Caf\u00e9\"\n}\n".getBytes(StandardCharsets.ISO_8859_1));
        return file;
    }
}
