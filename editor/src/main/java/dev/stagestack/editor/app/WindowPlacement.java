package dev.stagestack.editor.app;

import java.util.prefs.Preferences;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;

/** Remembers where the window was and how big, and puts it back there if that is on a screen. */
public final class WindowPlacement {
    private static final double DEFAULT_WIDTH = 1600;
    private static final double DEFAULT_HEIGHT = 1000;

    private WindowPlacement() {}

    /** Restores the saved placement, or a sensible size centred on the main screen. */
    public static void restore(Stage stage, Preferences prefs) {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        double width = Math.min(prefs.getDouble("window.width", DEFAULT_WIDTH), screen.getWidth());
        double height = Math.min(prefs.getDouble("window.height", DEFAULT_HEIGHT), screen.getHeight());
        double x = prefs.getDouble("window.x", Double.NaN);
        double y = prefs.getDouble("window.y", Double.NaN);
        stage.setWidth(width);
        stage.setHeight(height);
        if (!Double.isNaN(x)
                && !Screen.getScreensForRectangle(x, y, width, height).isEmpty()) {
            stage.setX(x);
            stage.setY(y);
        } else {
            stage.centerOnScreen();
        }
        stage.setMaximized(prefs.getBoolean("window.maximized", false));
    }

    /** Saves the current placement. */
    public static void save(Stage stage, Preferences prefs) {
        prefs.putBoolean("window.maximized", stage.isMaximized());
        if (!stage.isMaximized()) {
            prefs.putDouble("window.x", stage.getX());
            prefs.putDouble("window.y", stage.getY());
            prefs.putDouble("window.width", stage.getWidth());
            prefs.putDouble("window.height", stage.getHeight());
        }
    }
}
