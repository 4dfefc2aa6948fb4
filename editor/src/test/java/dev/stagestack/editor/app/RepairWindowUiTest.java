package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.editor.files.GraphFiles;
import dev.stagestack.editor.files.RecoveryStore;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ListCell;
import javafx.scene.control.TextArea;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The repair window of a file with a syntax error, as the trial's designer used it: each problem
 * readable at a glance, a click on it shows where it is, and the fixed graph is checked like any
 * graph opened.
 */
@ExtendWith(ApplicationExtension.class)
class RepairWindowUiTest {
    @TempDir
    Path temp;

    private EditorDriver window;

    @Start
    void start(Stage stage) throws Exception {
        window = TestWindows.open(
                stage, "dev/stagestack/repair-window-test", new RecoveryStore(temp.resolve("recovery")));
    }

    /** Menu with a state nothing reaches (a warning), long enough that its end is below the first screen. */
    private static Graph menuWithAnOrphan() {
        Graph menu = Fixtures.menu();
        List<StateDef> states = new ArrayList<>(menu.states());
        for (int i = 0; i < 8; i++) {
            states.add(Fixtures.state("orphan" + i, 480, 160 * i));
        }
        return menu.withStates(states);
    }

    /** The graph's file with the comma after its last action's op taken out (far down the text). */
    private Path brokenNearTheEnd() throws Exception {
        String text = GraphFiles.text(menuWithAnOrphan());
        int last = text.lastIndexOf("\"op\": \"quit\"");
        String broken =
                text.substring(0, last) + "\"op\" \"quit\"" + text.substring(last + "\"op\": \"quit\"".length());
        return Files.writeString(temp.resolve("broken-syntax.stagestack.json"), broken);
    }

    @Test
    void eachProblemReadsLineColumnAndMessageWithoutScrollingAndAClickShowsTheCaretThere(FxRobot robot)
            throws Exception {
        Path file = brokenNearTheEnd();
        robot.interact(() -> window.files().open(file));
        RepairSteps repair = RepairSteps.waitFor(robot, file);
        Problem problem = repair.problems().get(0);

        ListCell<?> row = repair.clickRow(p -> p == problem);

        String shown = FxWait.onFx(() -> shownText(row));
        assertTrue(
                shown.startsWith(problem.line() + ":" + problem.column() + ": ") && shown.contains(problem.message()),
                shown);
        assertTrue(FxWait.onFx(() -> within(row, repair.list())), "the row fits the list: nothing behind a scroll");
        TextArea text = repair.text();
        FxWait.until(text::isFocused);
        assertEquals(offsetOf(text.getText(), problem), (int) FxWait.onFx(text::getCaretPosition));
        FxWait.until(() -> text.getScrollTop() > 0);
    }

    @Test
    void theGraphOpenedFromTheRepairWindowIsCheckedEvenWhenItIsTheGraphThatWasOpen(FxRobot robot) throws Exception {
        Path flow = temp.resolve("flow.stagestack.json");
        GraphFiles.save(menuWithAnOrphan(), flow);
        robot.interact(() -> window.files().open(flow));
        FxWait.until(() -> window.problems().showsCheckOf(window.document().graph()));
        Path file = brokenNearTheEnd();
        robot.interact(() -> window.files().open(file));
        RepairSteps repair = RepairSteps.waitFor(robot, file);
        repair.clickRow(p -> true);
        robot.write(':');
        repair.tryAgain();

        String fixed = FxWait.onFx(() -> repair.text().getText());
        long warnings = GraphLoader.load(file.toString(), fixed).warningCount();
        assertTrue(warnings > 0, "the fixed graph has warnings");
        FxWait.until(() -> window.problems().showsCheckOf(window.document().graph()));
        assertEquals(
                warnings,
                FxWait.onFx(() -> window.problems().rows()).stream()
                        .filter(p -> !p.isError())
                        .count());
    }

    /** What a row shows: the text of its text nodes, in order. */
    private static String shownText(Node node) {
        if (node instanceof Text text) {
            return text.getText();
        }
        StringBuilder sb = new StringBuilder();
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> sb.append(shownText(child)));
        }
        return sb.toString();
    }

    /** Whether {@code node} lies inside {@code container} on the screen, left to right. */
    private static boolean within(Node node, Node container) {
        Bounds inner = node.localToScreen(node.getLayoutBounds());
        Bounds outer = container.localToScreen(container.getLayoutBounds());
        return inner.getMinX() >= outer.getMinX() && inner.getMaxX() <= outer.getMaxX();
    }

    private static int offsetOf(String content, Problem p) {
        int offset = 0;
        for (int line = 1; line < p.line(); line++) {
            offset = content.indexOf('\n', offset) + 1;
        }
        return offset + p.column() - 1;
    }
}
