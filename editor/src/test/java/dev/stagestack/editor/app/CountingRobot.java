package dev.stagestack.editor.app;

import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import org.testfx.api.FxRobot;

/**
 * The designer's hands, counted: every click, double-click and drag is one gesture, every key
 * press (a chord such as Ctrl+A included) one, every character typed one. The authoring journeys
 * measure their cost with it (docs/editor.md "Gestures").
 */
final class CountingRobot {
    private final FxRobot robot;
    private int gestures;

    CountingRobot(FxRobot robot) {
        this.robot = robot;
    }

    int gestures() {
        return gestures;
    }

    void click(Point2D at) {
        gestures++;
        robot.clickOn(at, MouseButton.PRIMARY);
    }

    void click(String query) {
        gestures++;
        robot.clickOn(query);
    }

    void doubleClick(Point2D at) {
        gestures++;
        UiSteps.doubleClickAt(robot, at);
    }

    /** One drag from {@code from} to {@code to}. */
    void drag(Point2D from, Point2D to) {
        gestures++;
        robot.moveTo(from).press(MouseButton.PRIMARY).moveTo(to).release(MouseButton.PRIMARY);
    }

    /** One drag out of a card at {@code from} and back onto it at {@code back}. */
    void dragOutAndBack(Point2D from, Point2D back) {
        gestures++;
        robot.moveTo(from)
                .press(MouseButton.PRIMARY)
                .moveTo(from.add(90, 60))
                .moveTo(back)
                .release(MouseButton.PRIMARY);
    }

    void key(KeyCode key) {
        gestures++;
        robot.type(key);
    }

    void chord(KeyCode... keys) {
        gestures++;
        robot.push(keys);
    }

    void write(String text) {
        gestures += text.length();
        robot.write(text);
    }

    /** Clicks the item of the list a combo box opened. */
    void pickListItem(String text) throws Exception {
        gestures++;
        UiSteps.clickListItem(robot, text);
    }
}
