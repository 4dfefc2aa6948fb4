package dev.stagestack.editor.app;

import dev.stagestack.model.Problem;
import dev.stagestack.player.fx.FxWait;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import javafx.scene.Node;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.testfx.api.FxRobot;

/** What a person sees and does in the repair window of a file the editor cannot open on the canvas. */
final class RepairSteps {
    private final FxRobot robot;
    private final Stage stage;

    private RepairSteps(FxRobot robot, Stage stage) {
        this.robot = robot;
        this.stage = stage;
    }

    /** The repair window of {@code file}, once it shows with its text and problems laid out. */
    static RepairSteps waitFor(FxRobot robot, Path file) throws Exception {
        FxWait.until(() -> window(file).isPresent()
                && robot.from(window(file).get().getScene().getRoot())
                        .lookup(".list-cell")
                        .tryQuery()
                        .isPresent());
        return new RepairSteps(robot, FxWait.onFx(() -> window(file).orElseThrow()));
    }

    /** The repair window of {@code file}, if one shows. */
    static Optional<Stage> window(Path file) {
        return Window.getWindows().stream()
                .filter(w -> w instanceof Stage && w.isShowing())
                .map(w -> (Stage) w)
                .filter(s -> ("Problems in " + file.getFileName()).equals(s.getTitle()))
                .findFirst();
    }

    TextArea text() {
        return robot.from(stage.getScene().getRoot()).lookup(".text-area").queryAs(TextArea.class);
    }

    @SuppressWarnings("unchecked")
    ListView<Problem> list() {
        return robot.from(stage.getScene().getRoot()).lookup(".list-view").queryAs(ListView.class);
    }

    List<Problem> problems() throws Exception {
        return FxWait.onFx(() -> List.copyOf(list().getItems()));
    }

    /** Clicks the row of the first problem that {@code which} accepts. */
    ListCell<?> clickRow(Predicate<Problem> which) throws Exception {
        ListCell<?> cell = FxWait.onFx(() -> robot.from(list()).lookup(".list-cell").queryAll().stream()
                .map(n -> (ListCell<?>) n)
                .filter(c -> c.getItem() instanceof Problem p && which.test(p))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no such row in " + list().getItems())));
        robot.clickOn(cell);
        return cell;
    }

    /** Clicks "Try again" and waits until the window closed or shows the problems of the new text. */
    void tryAgain() throws Exception {
        List<Problem> before = problems();
        Node button = FxWait.onFx(
                () -> robot.from(stage.getScene().getRoot()).lookup("Try again").query());
        robot.clickOn(button);
        FxWait.until(() -> !stage.isShowing() || !list().getItems().equals(before));
    }

    boolean isShowing() throws Exception {
        return FxWait.onFx(stage::isShowing);
    }
}
