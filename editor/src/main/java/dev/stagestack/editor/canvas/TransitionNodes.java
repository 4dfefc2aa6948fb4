package dev.stagestack.editor.canvas;

import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.style.EditorIcon;
import dev.stagestack.editor.style.EditorStyles;
import java.util.ArrayList;
import java.util.List;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.layout.HBox;
import javafx.scene.text.Text;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The nodes of a transition on the canvas: a group holding the lines and arrowheads of its
 * segments and the trigger label (icon, text, problem marker). Built by {@link TransitionSkin}
 * only when the transition is first shown.
 */
final class TransitionNodes {
    private final Group root = new Group();
    /** A label that does not fit at this zoom: shown only while its edge is hovered or selected (canvas.css). */
    private static final PseudoClass CROWDED = PseudoClass.getPseudoClass("crowded");

    private final HBox label = new HBox(4);
    private final FontIcon labelIcon = new FontIcon();
    private final Text labelText = new Text();
    private final FontIcon problemMarker = new FontIcon(EditorIcon.ALERT_CIRCLE);

    TransitionNodes(ElementRef ref) {
        root.getStyleClass().add(EditorStyles.EDGE);
        root.setUserData(ref);
        label.getStyleClass().add(EditorStyles.EDGE_LABEL);
        label.setAlignment(Pos.CENTER_LEFT);
        label.getChildren().addAll(labelIcon, labelText, problemMarker);
        problemMarker.getStyleClass().add(EditorStyles.PROBLEM_MARKER);
        problemMarker.setVisible(false);
        problemMarker.setManaged(false);
    }

    void showCaption(Ikon icon, String text) {
        labelIcon.setIconCode(icon);
        labelText.setText(text);
    }

    /** Replaces the line nodes; the label goes on top of them when {@code withLabel}. */
    void setLines(List<Node> lines, boolean withLabel) {
        List<Node> children = new ArrayList<>(lines);
        if (withLabel) {
            children.add(label);
        }
        root.getChildren().setAll(children);
    }

    /** Draws the label {@code scale} times its size about its centre; one that does not fit shows only on hover or selection. */
    void sizeLabel(double scale, boolean fits) {
        label.setScaleX(scale);
        label.setScaleY(scale);
        label.pseudoClassStateChanged(CROWDED, !fits);
        label.setMouseTransparent(!fits);
    }

    /** Centres the label on the world point; needs the label's CSS, so the nodes must be shown. */
    void centreLabelOn(double x, double y) {
        label.applyCss();
        label.autosize();
        label.relocate(x - label.getWidth() / 2, y - label.getHeight() / 2);
        placeMarker();
    }

    /**
     * The problem marker is a badge on the label's top-right corner, outside its layout, so a
     * label keeps its size and spot when a problem comes or goes (label spots are placed by size:
     * a marker in the row made the label wider than its spot and it ran over its neighbour).
     */
    private void placeMarker() {
        problemMarker.applyCss();
        javafx.geometry.Bounds marker = problemMarker.getLayoutBounds();
        problemMarker.relocate(label.getWidth() - marker.getWidth() * 0.6, -marker.getHeight() * 0.4);
    }

    void showProblem(boolean error, boolean warning) {
        problemMarker.setVisible(error || warning);
        if (error || warning) {
            placeMarker();
        }
        problemMarker.pseudoClassStateChanged(EditorStyles.ERROR, error);
        problemMarker.pseudoClassStateChanged(EditorStyles.WARNING, warning && !error);
    }

    Group root() {
        return root;
    }

    HBox label() {
        return label;
    }
}
