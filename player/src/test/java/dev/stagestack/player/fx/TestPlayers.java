package dev.stagestack.player.fx;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.util.List;
import javafx.scene.Scene;
import javafx.stage.Stage;

/** A real player window for a TestFX test, running, and what the tests read from it. */
final class TestPlayers {
    private TestPlayers() {}

    /** Shows a player of {@code graph} (no behaviours) in {@code stage} and starts its frame loop. */
    static PlayerController open(Stage stage, Graph graph, double width, double height) {
        return open(stage, new PlayerController(graph, BehaviorRegistry.empty()), width, height);
    }

    /** Shows {@code player} in {@code stage} and starts its frame loop. */
    static PlayerController open(Stage stage, PlayerController player, double width, double height) {
        stage.setScene(new Scene(player.view(), width, height));
        // The primary stage is shared by every test class of the run: whatever size, maximised or
        // fullscreen state an earlier class left it in, this window is width × height.
        stage.setFullScreen(false);
        stage.setMaximized(false);
        stage.sizeToScene();
        stage.show();
        player.start();
        return player;
    }

    /** Shows a player of {@code graph} walking the lesson written in {@code lessonText}, which must parse cleanly. */
    static PlayerController openLesson(Stage stage, Graph graph, String lessonText, double width, double height) {
        PlayerController player = open(stage, graph, width, height);
        dev.stagestack.tools.lesson.LessonParse parse =
                dev.stagestack.tools.lesson.Lesson.parse("test.lesson", lessonText);
        if (!parse.problems().isEmpty()) {
            throw new AssertionError("the test's lesson has problems: " + parse.problems());
        }
        player.playLesson(parse.lesson());
        player.view().requestFocus();
        return player;
    }

    /** The live head chain, as state ids bottom first. */
    static List<String> head(PlayerController player) {
        return player.session().live().head().bottomUp().stream()
                .map(e -> e.stateId())
                .toList();
    }

    /** The state button labelled {@code label} on the game screen, once it is shown and enabled. */
    static javafx.scene.control.Button stateButton(org.testfx.api.FxRobot robot, String label)
            throws java.util.concurrent.TimeoutException {
        java.util.function.Predicate<javafx.scene.control.Button> shown =
                b -> b.getText().equals(label) && !b.isDisabled() && b.getWidth() > 0;
        FxWait.until(() -> robot.lookup(".state-button").queryAllAs(javafx.scene.control.Button.class).stream()
                .anyMatch(shown));
        return robot.lookup(".state-button").queryAllAs(javafx.scene.control.Button.class).stream()
                .filter(shown)
                .findFirst()
                .orElseThrow();
    }

    /**
     * Opens the overlay's BREAKPOINTS section and waits until its state list is visible as the robot
     * sees it (every parent shown, the pane's opening over), not only the list itself.
     */
    static void openBreakpoints(org.testfx.api.FxRobot robot) throws java.util.concurrent.TimeoutException {
        robot.clickOn("BREAKPOINTS");
        FxWait.until(() -> new org.testfx.api.FxRobot()
                .lookup("#break-state")
                .match(org.testfx.util.NodeQueryUtils.isVisible())
                .tryQuery()
                .isPresent());
    }

    /** Opens the overlay's BREAKPOINTS section, picks {@code state} in its list and presses Before entering, as a person does. */
    static void setBreakpointBeforeEntering(org.testfx.api.FxRobot robot, PlayerController player, String state)
            throws java.util.concurrent.TimeoutException {
        openBreakpoints(robot);
        robot.clickOn("#break-state");
        java.util.function.Predicate<javafx.scene.Node> item =
                c -> c.isVisible() && state.equals(((javafx.scene.control.ListCell<?>) c).getText());
        FxWait.until(() -> new org.testfx.api.FxRobot()
                .lookup(".list-cell").queryAll().stream().anyMatch(item));
        robot.clickOn(new org.testfx.api.FxRobot()
                .lookup(".list-cell").queryAll().stream()
                        .filter(item)
                        .findFirst()
                        .orElseThrow());
        robot.clickOn("#break-before-entering");
        FxWait.until(() -> player.session().breakpoints().beforeEntering().contains(state));
    }
}
