package dev.stagestack.editor.feature.play;

import dev.stagestack.editor.canvas.GraphCanvas;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.runtime.debug.Breakpoints;
import java.nio.file.Path;
import java.util.prefs.Preferences;
import javafx.geometry.Point2D;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ContextMenu;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

/**
 * The breakpoints of Play, kept per graph file in the editor's settings, and set from a state's
 * menu on the canvas (right click) while Play runs ("Pause before entering Level"). The player's
 * overlay lists and changes the same ones.
 */
final class PlayBreakpoints {
    private static final String KEY = "play.breakpoints.";

    private final GraphCanvas canvas;
    private final EditorDocument document;
    private final Preferences prefs;
    private Breakpoints live;
    private ContextMenu menu;
    private final javafx.event.EventHandler<MouseEvent> rightClick = e -> {
        if (e.getButton() == MouseButton.SECONDARY && e.isStillSincePress()) {
            menuAt(e.getX(), e.getY(), e.getScreenX(), e.getScreenY());
            e.consume();
        }
    };

    PlayBreakpoints(GraphCanvas canvas, EditorDocument document, Preferences prefs) {
        this.canvas = canvas;
        this.document = document;
        this.prefs = prefs;
    }

    /** Gives a starting run the graph's saved breakpoints and offers the canvas menu. */
    void attach(Breakpoints session) {
        live = session;
        session.copyFrom(Breakpoints.decode(prefs.get(key(), "")));
        canvas.addEventHandler(MouseEvent.MOUSE_CLICKED, rightClick);
    }

    /** The run stopped: its breakpoints are kept for the next one. */
    void detach() {
        if (live != null) {
            save();
        }
        live = null;
        canvas.removeEventHandler(MouseEvent.MOUSE_CLICKED, rightClick);
        if (menu != null) {
            menu.hide();
        }
    }

    void save() {
        if (live != null) {
            prefs.put(key(), live.encode());
        }
    }

    /** The menu of the state under a right click (the canvas's own x, y), if any. */
    private void menuAt(double x, double y, double screenX, double screenY) {
        Point2D world =
                new Point2D(canvas.viewport().toWorldX(x), canvas.viewport().toWorldY(y));
        String state = canvas.stateAt(world.getX(), world.getY());
        if (state == null || live == null) {
            return;
        }
        String name = document.graph().state(state).map(s -> s.name()).orElse(state);
        CheckMenuItem entering = new CheckMenuItem("Pause before entering " + name);
        entering.setId("break-menu-entering");
        entering.setSelected(live.beforeEntering().contains(state));
        entering.setOnAction(a -> {
            live.setBeforeEntering(state, entering.isSelected());
            save();
        });
        CheckMenuItem exiting = new CheckMenuItem("Pause before exiting " + name);
        exiting.setId("break-menu-exiting");
        exiting.setSelected(live.beforeExiting().contains(state));
        exiting.setOnAction(a -> {
            live.setBeforeExiting(state, exiting.isSelected());
            save();
        });
        if (menu != null) {
            menu.hide();
        }
        menu = new ContextMenu(entering, exiting);
        menu.show(canvas, screenX, screenY);
    }

    /** Settings key of the open graph: its file, or its name while it has none. */
    private String key() {
        Path file = document.file();
        String of = file == null
                ? "untitled:" + document.graph().name()
                : file.toAbsolutePath().normalize().toString();
        return KEY + Integer.toHexString(of.hashCode());
    }
}
