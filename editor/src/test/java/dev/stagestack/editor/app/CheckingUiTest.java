package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.editor.panel.ProblemsPanel;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A graph with thousands of errors takes the window and the live check a while (20,000 took over 30 s):
 * until its problems are in, the problems panel says it is checking — never "No problems" or "No problems
 * found", which a person would believe. Every text the panel shows is recorded as it is set, so the test
 * does not depend on how long the check takes.
 */
@ExtendWith(ApplicationExtension.class)
class CheckingUiTest {
    private static final int ERRORS = 5_000;
    private static final int STATES = 500;

    @TempDir
    Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.open(
                stage, "dev/stagestack/editor-checking-test", new RecoveryStore(temp.resolve("recovery")));
    }

    @AfterEach
    void finish() throws Exception {
        TestWindows.finish(window);
    }

    /** {@link #STATES} states and {@link #ERRORS} transitions, each pushing a state that is not there: one error each. */
    private Path badGraph() throws Exception {
        StringBuilder json = new StringBuilder(
                "{\"format\":\"stagestack\",\"version\":1,\"name\":\"bad\",\"initial\":\"s0\"," + "\"states\":[");
        for (int i = 0; i < STATES; i++) {
            json.append(i == 0 ? "" : ",").append("{\"id\":\"s").append(i).append("\"}");
        }
        json.append("],\"transitions\":[");
        for (int i = 0; i < ERRORS; i++) {
            json.append(i == 0 ? "" : ",")
                    .append("{\"id\":\"t")
                    .append(i)
                    .append("\",\"from\":\"s")
                    .append(i % STATES)
                    .append("\",\"trigger\":{\"type\":\"key\",\"key\":\"ENTER\"},\"actions\":[{\"op\":\"push\","
                            + "\"target\":\"nowhere")
                    .append(i)
                    .append("\"}]}");
        }
        return Files.writeString(
                temp.resolve("bad.stagestack.json"), json.append("]}").toString());
    }

    @Test
    void aGraphWithThousandsOfErrorsSaysCheckingUntilItsProblemsAreIn(FxRobot robot) throws Exception {
        Path bad = badGraph();
        FxWait.until(() -> window.problems().isChecked()); // the sample shown at the start is checked
        Label summary = robot.lookup("." + ProblemsPanel.SUMMARY_STYLE).queryAs(Label.class);
        Label placeholder =
                (Label) robot.lookup(".table-view").queryAs(TableView.class).getPlaceholder();
        List<String> said = new CopyOnWriteArrayList<>();
        CountDownLatch allIn = new CountDownLatch(1);
        FxWait.onFx(() -> {
            summary.textProperty().addListener((o, was, text) -> {
                said.add(text);
                if (text.equals(ERRORS + " errors, 0 warnings")) {
                    allIn.countDown();
                }
            });
            placeholder.textProperty().addListener((o, was, text) -> said.add(text));
            return null;
        });

        Platform.runLater(() -> window.files().openAtStart(bad)); // as ./stagestack bad.stagestack.json opens it
        // the window is busy for a while with so large a graph: the listener says when the check is in
        assertTrue(allIn.await(240, TimeUnit.SECONDS), "the check came in: " + said);

        // the panel may go on saying things (the placeholder after the rows) while this reads: read a copy
        List<String> saidSoFar = List.copyOf(said);
        List<String> whileChecking = saidSoFar.subList(0, saidSoFar.indexOf(ERRORS + " errors, 0 warnings"));
        assertTrue(whileChecking.contains(ProblemsPanel.CHECKING), "it said it was checking: " + said);
        assertTrue(
                whileChecking.stream()
                        .allMatch(text -> text.toLowerCase(Locale.ROOT).contains("checking")),
                "until the check was in, it said it was checking, never that there were no problems: " + said);
        assertEquals(ERRORS, FxWait.onFx(() -> window.problems().rows().size()));
    }
}
