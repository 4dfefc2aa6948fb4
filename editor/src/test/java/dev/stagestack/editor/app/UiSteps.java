package dev.stagestack.editor.app;

import dev.stagestack.player.fx.FxWait;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.geometry.VerticalDirection;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.MouseButton;
import javafx.scene.robot.Robot;
import org.testfx.api.FxRobot;

/** What a person does in the editor's UI tests, in one place: answer a dialog, double-click, aim at a node. */
final class UiSteps {
    private UiSteps() {}

    /** Clicks the button labelled {@code text} in the dialog that shows (waiting for it), and waits until it is gone. */
    static void answer(FxRobot robot, String text) throws Exception {
        FxWait.until(() -> robot.lookup(".dialog-pane").tryQuery().isPresent());
        DialogPane dialog = FxWait.onFx(() -> robot.lookup(".dialog-pane").queryAs(DialogPane.class));
        Button button = FxWait.onFx(() -> robot.from(dialog).lookup(".button").queryAllAs(Button.class).stream()
                .filter(b -> b.getText().equals(text))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no button " + text + " in " + dialog.getContentText())));
        robot.clickOn(button);
        FxWait.until(() -> robot.lookup(".dialog-pane").tryQuery().isEmpty());
    }

    /** Clicks the item {@code text} of the list a combo box opened, once the list has shown. */
    static void clickListItem(FxRobot robot, String text) throws Exception {
        FxWait.until(() -> listItem(robot, text) != null);
        robot.clickOn(FxWait.onFx(() -> listItem(robot, text)));
    }

    private static Node listItem(FxRobot robot, String text) {
        return robot.lookup(".list-cell").queryAll().stream()
                .filter(c -> c.isVisible()
                        && c instanceof javafx.scene.control.ListCell<?> cell
                        && text.equals(cell.getText()))
                .findFirst()
                .orElse(null);
    }

    /** A double click in one JavaFX step, so a loaded machine cannot split it into two clicks. */
    static void doubleClickAt(FxRobot robot, Point2D point) {
        robot.moveTo(point);
        robot.interact(() -> {
            Robot input = new Robot();
            for (int click = 0; click < 2; click++) {
                input.mousePress(MouseButton.PRIMARY);
                input.mouseRelease(MouseButton.PRIMARY);
            }
        });
    }

    /** The centre of {@code node} on the screen, read on the JavaFX thread. */
    static Point2D centreOf(Node node) throws Exception {
        return FxWait.onFx(() -> {
            Bounds b = node.localToScreen(node.getLayoutBounds());
            return new Point2D(b.getCenterX(), b.getCenterY());
        });
    }

    /**
     * Clicks the inspector's node {@code query} as a person does when it is below or above the panel's visible
     * part: first turns the mouse wheel over the inspector until the node is in view.
     */
    static void clickInInspector(FxRobot robot, String query) throws Exception {
        FxWait.until(() -> robot.lookup(query).tryQuery().isPresent());
        ScrollPane inspector = FxWait.onFx(() -> robot.lookup(".inspector").queryAs(ScrollPane.class));
        for (int turn = 0; turn < 60; turn++) {
            double offBy =
                    FxWait.onFx(() -> outOfView(inspector, robot.lookup(query).query()));
            if (offBy == 0) {
                break;
            }
            // TestFX's robot sends a positive wheel delta for DOWN, which JavaFX reads as a turn up.
            robot.moveTo(centreOf(inspector)).scroll(1, offBy > 0 ? VerticalDirection.UP : VerticalDirection.DOWN);
        }
        Node node = FxWait.onFx(() -> robot.lookup(query).query());
        robot.clickOn(node);
    }

    /** How far {@code node} is below (positive) or above (negative) the inspector's visible part; 0 in view. */
    private static double outOfView(ScrollPane inspector, Node node) {
        Bounds view = inspector.localToScreen(inspector.getLayoutBounds());
        Bounds at = node.localToScreen(node.getLayoutBounds());
        if (at.getMaxY() > view.getMaxY()) {
            return at.getMaxY() - view.getMaxY();
        }
        return at.getMinY() < view.getMinY() ? at.getMinY() - view.getMinY() : 0;
    }

    /** Drags from the ● handle of {@code from} onto {@code to}, and waits for the new edge. */
    static void drawEdge(FxRobot robot, EditorDriver window, String from, String to) throws Exception {
        int before = FxWait.onFx(() -> window.document().graph().transitions().size());
        Node card = FxWait.onFx(() -> window.canvas().stateSkins().get(from).root());
        Node handle = FxWait.onFx(() -> window.canvas().stateSkins().get(from).connectHandle());
        Node target = FxWait.onFx(() -> window.canvas().stateSkins().get(to).root());
        robot.moveTo(centreOf(card)).drag(centreOf(handle), MouseButton.PRIMARY).dropTo(centreOf(target));
        FxWait.until(() -> window.document().graph().transitions().size() == before + 1);
    }

    /** The player's button of a state's button transition, labelled {@code label}, while Play runs. */
    static Button stateButton(String label) {
        return new FxRobot()
                .lookup(".button").queryAllAs(Button.class).stream()
                        .filter(b -> label.equals(b.getText())
                                && b.isVisible()
                                && b.getScene() != null
                                && b.getStyleClass().contains("state-button"))
                        .findFirst()
                        .orElseThrow();
    }
}
