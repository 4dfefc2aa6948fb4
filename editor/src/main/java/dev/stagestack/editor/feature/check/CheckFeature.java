package dev.stagestack.editor.feature.check;

import dev.stagestack.editor.core.EditorCore;
import dev.stagestack.editor.core.EditorShortcut;
import dev.stagestack.editor.core.Feature;
import dev.stagestack.editor.core.MenuPlace;
import dev.stagestack.editor.core.UiAction;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.files.OpenedFile;
import dev.stagestack.editor.panel.ProblemsPanel;
import dev.stagestack.editor.style.EditorIcon;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.check.GraphCheck;
import dev.stagestack.model.check.GraphChecker;
import dev.stagestack.model.json.SourceMap;
import dev.stagestack.model.load.GraphLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.application.Platform;
import javafx.scene.Scene;

/**
 * Live checking: the problems panel below the canvas, Run ▸ Check now, the stack insight the canvas,
 * layout and exports draw with, and the problems of a file just read located in its text.
 */
public final class CheckFeature implements Feature, EditorCore.FileListener {
    private EditorDocument document;
    private ProblemsPanel problems;
    private LiveChecker checker;
    /** The file's text as read, while the graph is still the one read from it (read by the checker's worker). */
    private volatile FileSource fileSource = FileSource.NONE;

    @Override
    public void install(EditorCore core) {
        document = core.document();
        problems = new ProblemsPanel(document, core.canvas());
        checker = new LiveChecker(document, problems, core.canvas(), this::validate);
        core.provideInsight(checker::insightOf);
        core.addFileListener(this);
        core.contributions().addBelowCanvas(problems);
        core.contributions()
                .addMenuItems(
                        MenuPlace.RUN,
                        UiAction.of(
                                        "Check now",
                                        EditorIcon.CHECK_CIRCLE_OUTLINE,
                                        EditorShortcut.CHECK_NOW,
                                        checker::checkNow)
                                .menuItem());
        core.contributions().onScene(this::checkAfterFirstFrame);
        core.onClose(checker::shutdown);
    }

    public ProblemsPanel problems() {
        return problems;
    }

    public LiveChecker checker() {
        return checker;
    }

    /**
     * The first validation and stack analysis wait for the first frame, so that on a small machine
     * they do not take the CPU from it; the problems and markers appear when the check is done.
     */
    private void checkAfterFirstFrame(Scene scene) {
        scene.addPostLayoutPulseListener(new Runnable() {
            private boolean started;

            @Override
            public void run() {
                if (!started) {
                    started = true;
                    Platform.runLater(() -> {
                        scene.removePostLayoutPulseListener(this);
                        checker.checkNow();
                    });
                }
            }
        });
    }

    /**
     * Shows the problems found while reading {@code file}; until the graph changes, the live check's
     * problems are located in its text (line:col), as {@code stagestack validate} locates them. Work
     * that did not come from the file's text (recovered after a crash) has no locations in it. The
     * panel forgets the previous graph's check, so the graph read is checked, even if equal to it.
     */
    @Override
    public void fileRead(OpenedFile file) {
        problems.setFileProblems(file.problems());
        fileSource = file.path() == null || file.sourceMap() == SourceMap.empty()
                ? FileSource.NONE
                : new FileSource(file.graph(), file.sourceMap(), file.path().toString());
        checker.checkSoon();
    }

    /** The file was written from the graph: no problem of reading it stands, and its text is the codec's. */
    @Override
    public void fileWritten() {
        problems.setFileProblems(List.of());
        fileSource = FileSource.NONE;
    }

    /**
     * The validator's problems and, once the graph has a file, those of its asset files seen from
     * the file's folder (missing files, links leading outside). Runs on the checker's worker.
     */
    private GraphCheck validate(Graph graph, Runnable checkpoint) {
        GraphCheck check = GraphChecker.checkAndAnalyze(graph, checkpoint);
        Path file = document.file();
        List<Problem> found = new ArrayList<>(check.problems());
        if (file != null) {
            found.addAll(GraphLoader.checkAssetFiles(graph, file));
        }
        return new GraphCheck(fileSource.located(graph, found), check.report());
    }

    /**
     * A graph as read from a file, with where each value stands in that file's text.
     *
     * @param graph    the graph read, its states' positions taken out
     * @param map      where each value stands
     * @param fileName the file, as locations name it
     */
    private record FileSource(Graph graph, SourceMap map, String fileName) {
        static final FileSource NONE = new FileSource(null, SourceMap.empty(), null);

        FileSource {
            graph = graph == null ? null : graph.withoutPositions();
        }

        /**
         * {@code problems} of {@code checked}, located in the text while {@code checked} is the graph as
         * read but for positions (laying out a file without them moves no value): every path still
         * names what the text has there. After any other edit they keep their paths only.
         */
        List<Problem> located(Graph checked, List<Problem> problems) {
            if (graph == null || !graph.equals(checked.withoutPositions())) {
                return problems;
            }
            return problems.stream().map(p -> map.located(p, fileName)).toList();
        }
    }
}
