package dev.stagestack.editor.canvas;

import dev.stagestack.editor.style.EditorIcon;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.tools.diagram.TransitionKind;
import javafx.geometry.Insets;
import javafx.scene.Group;
import javafx.scene.control.Label;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.GridPane;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Line;
import javafx.scene.shape.Polygon;
import org.kordamp.ikonli.javafx.FontIcon;

/** A collapsible key to the edge styles and state badges, over the canvas's top-left corner. */
public final class Legend extends TitledPane {

    /** Remembers whether the legend was shown once already. */
    private static final String SEEN = "legend.seen";

    /**
     * Open the first time the editor starts, to introduce the drawing; collapsed from then on (the
     * title bar stays, a click opens it).
     */
    public void startAsBefore(java.util.prefs.Preferences prefs) {
        setAnimated(false);
        setExpanded(!prefs.getBoolean(SEEN, false));
        setAnimated(true);
        prefs.putBoolean(SEEN, true);
    }

    public Legend() {
        setText("Legend");
        getStyleClass().add(EditorStyles.LEGEND);
        // the samples are drawn by the canvas's own edge rules, so the key never disagrees with the drawing
        getStylesheets().add(GraphCanvas.class.getResource("canvas.css").toExternalForm());
        setExpanded(true);
        setMaxSize(USE_PREF_SIZE, USE_PREF_SIZE);
        StackPaneMargin.apply(this);
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(4);
        grid.setPadding(new Insets(6, 10, 8, 10));
        grid.addRow(
                0,
                sample(TransitionKind.PUSH, 1),
                new Label("push"),
                icon(new FontIcon(EditorIcon.SNOWFLAKE)),
                new Label("covered: freeze"));
        grid.addRow(
                1,
                sample(TransitionKind.REPLACE, 2),
                new Label("replace"),
                icon(new FontIcon(EditorIcon.RUN)),
                new Label("covered: update"));
        grid.addRow(
                2,
                sample(TransitionKind.POP_TO, 1),
                new Label("popTo"),
                icon(new FontIcon(EditorIcon.EYE_OFF)),
                new Label("covered: hide"));
        grid.addRow(
                3,
                sample(TransitionKind.POP, 1),
                new Label("pop (to what it reveals)"),
                icon(new FontIcon(EditorIcon.LAYERS)),
                new Label("overlay"));
        grid.addRow(4, terminal(), new Label("quit / clear: run ends"), loop(), new Label("restart"));
        setContent(grid);
    }

    private static Group sample(TransitionKind kind, int heads) {
        String style = EditorStyles.edgeKind(kind.name());
        Line line = new Line(0, 6, 38, 6);
        line.getStyleClass().addAll(EditorStyles.EDGE_LINE, style);
        Group g = new Group(line);
        for (int i = 0; i < heads; i++) {
            double tip = 44 - i * 8;
            Polygon head = new Polygon(tip, 6, tip - 10, 1, tip - 10, 11);
            head.getStyleClass().addAll(EditorStyles.EDGE_HEAD, style);
            g.getChildren().add(head);
        }
        return g;
    }

    private static Group terminal() {
        Group g = sample(TransitionKind.QUIT, 1);
        Circle c = new Circle(50, 6, 5);
        c.getStyleClass().add(EditorStyles.EXIT_TERMINAL);
        g.getChildren().add(c);
        return g;
    }

    private static Group loop() {
        javafx.scene.shape.Arc arc = new javafx.scene.shape.Arc(8, 8, 7, 6, 200, 300);
        arc.getStyleClass().addAll(EditorStyles.EDGE_LINE, EditorStyles.edgeKind(TransitionKind.RESTART.name()));
        Group g = new Group(arc);
        return g;
    }

    private static FontIcon icon(FontIcon icon) {
        icon.getStyleClass().add(EditorStyles.STATE_BADGE);
        return icon;
    }

    /** Keeps overlays off the canvas edges. */
    static final class StackPaneMargin {
        private StackPaneMargin() {}

        static void apply(javafx.scene.Node node) {
            javafx.scene.layout.StackPane.setMargin(node, new Insets(12));
        }
    }
}
