package dev.stagestack.editor.canvas;

import dev.stagestack.editor.EditorIcon;
import dev.stagestack.editor.EditorStyles;
import dev.stagestack.editor.ElementRef;
import dev.stagestack.model.Transition;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.layout.HBox;
import javafx.scene.shape.Circle;
import javafx.scene.shape.CubicCurveTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.scene.shape.Polygon;
import javafx.scene.text.Text;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A transition drawn as one line per segment, styled by its {@link EdgeKind}, with its trigger
 * as a label at the middle of the first segment.
 */
public final class TransitionSkin extends ElementSkin {
    private static final double HEAD_LENGTH = 11;
    private static final double HEAD_HALF_WIDTH = 5.5;

    private final Group root = new Group();
    private final HBox label = new HBox(4);
    private final FontIcon labelIcon = new FontIcon();
    private final Text labelText = new Text();
    private final FontIcon problemMarker = new FontIcon(EditorIcon.ALERT_CIRCLE);
    private Transition transition;
    private List<EdgeSegment> segments = List.of();
    private final List<Curve> curves = new ArrayList<>();
    private final List<EdgeSegment> curveSegments = new ArrayList<>();
    private boolean nodesStale = true;
    private LabelBox labelSpot;
    private double labelWidth;

    public TransitionSkin(Transition transition) {
        super(ElementRef.transition(transition.id()));
        this.transition = transition;
        root.getStyleClass().add(EditorStyles.EDGE);
        root.setUserData(ref());
        root.setCache(true);
        root.setCacheHint(javafx.scene.CacheHint.SPEED);
        label.getStyleClass().add(EditorStyles.EDGE_LABEL);
        label.setAlignment(Pos.CENTER_LEFT);
        label.getChildren().addAll(labelIcon, labelText, problemMarker);
        problemMarker.getStyleClass().add(EditorStyles.PROBLEM_MARKER);
        problemMarker.setVisible(false);
        problemMarker.setManaged(false);
        bindPseudoClass(root, EditorStyles.SELECTED, selectedProperty());
    }

    /**
     * Redraws the transition.
     *
     * @param newTransition the definition
     * @param newSegments   its segments from the {@link EdgePlan}
     * @param positions     top-left corner of a state by id, or null when the state does not exist
     */
    public void update(Transition newTransition, List<EdgeSegment> newSegments, Function<String, double[]> positions) {
        transition = newTransition;
        segments = List.copyOf(newSegments);
        labelIcon.setIconCode(TriggerGlyph.iconOf(newTransition.trigger()));
        String caption = TriggerGlyph.textOf(newTransition.trigger());
        labelText.setText(newTransition.label() == null ? caption : caption + " · " + newTransition.label());
        labelWidth = LabelSizes.canvasWidth(labelText.getText());
        relayout(positions);
    }

    /**
     * Recomputes the curves after states moved. The line nodes are rebuilt at once when the skin is
     * on the canvas, else when it is next attached ({@link #attached()}): most skins of a large
     * graph are off screen and never need them.
     */
    public void relayout(Function<String, double[]> positions) {
        curves.clear();
        curveSegments.clear();
        for (EdgeSegment segment : segments) {
            Curve curve = EdgeGeometry.curveFor(segment, positions);
            if (curve != null) {
                curves.add(curve);
                curveSegments.add(segment);
            }
        }
        nodesStale = true;
        if (root.getParent() != null) {
            attached();
        }
    }

    /** The skin was put on the canvas: brings its nodes up to date and places the label. */
    public void attached() {
        if (nodesStale) {
            List<Node> nodes = new ArrayList<>();
            for (int i = 0; i < curves.size(); i++) {
                addSegmentNodes(nodes, curveSegments.get(i), curves.get(i));
            }
            if (!curves.isEmpty()) {
                nodes.add(label);
            }
            root.getChildren().setAll(nodes);
            nodesStale = false;
        }
        if (root.getScene() != null) {
            placeLabel();
        }
    }

    /**
     * Centres the trigger label on its spot from the {@link LabelPlacement} (the middle of the first
     * segment until it has one); needs the label's CSS, so the skin must be shown.
     */
    public void placeLabel() {
        if (!curves.isEmpty()) {
            Curve first = curves.get(0);
            double x = labelSpot == null ? first.midX() : labelSpot.centerX();
            double y = labelSpot == null ? first.midY() : labelSpot.centerY();
            label.applyCss();
            label.autosize();
            label.relocate(x - label.getWidth() / 2, y - label.getHeight() / 2);
        }
    }

    /** What the label placement needs: the first segment's curve and the label's size; null when not drawn. */
    public LabelPlacement.Request labelRequest() {
        if (curves.isEmpty()) {
            return null;
        }
        return new LabelPlacement.Request(transition.id(), curves.get(0),
                labelWidth, LabelSizes.CANVAS_HEIGHT);
    }

    /** Moves the label to {@code spot} (null: the middle of its edge). */
    public void setLabelSpot(LabelBox spot) {
        labelSpot = spot;
        if (root.getScene() != null) {
            placeLabel();
        }
    }

    private void addSegmentNodes(List<Node> nodes, EdgeSegment segment, Curve c) {
        String kindStyle = EditorStyles.edgeKind(segment.kind().name());
        Path casing = path(c, EditorStyles.EDGE_CASING);
        Path line = path(c, EditorStyles.EDGE_LINE);
        line.getStyleClass().add(kindStyle);
        nodes.add(casing);
        nodes.add(line);
        nodes.add(head(c, 0, kindStyle));
        if (segment.kind() == EdgeKind.REPLACE) {
            nodes.add(head(c, HEAD_LENGTH * 0.8, kindStyle));
        }
        if (segment.kind() == EdgeKind.QUIT && segment.to() == null) {
            Circle terminal = new Circle(c.ex(), c.ey() + 8, 8);
            terminal.getStyleClass().add(EditorStyles.EXIT_TERMINAL);
            nodes.add(terminal);
        }
    }

    private static Path path(Curve c, String style) {
        Path path = new Path(new MoveTo(c.sx(), c.sy()),
                new CubicCurveTo(c.c1x(), c.c1y(), c.c2x(), c.c2y(), c.ex(), c.ey()));
        path.getStyleClass().add(style);
        return path;
    }

    private static Polygon head(Curve c, double setBack, String kindStyle) {
        double angle = c.endAngle();
        double cos = Math.cos(angle);
        double sin = Math.sin(angle);
        double tipX = c.ex() - cos * setBack;
        double tipY = c.ey() - sin * setBack;
        double baseX = tipX - cos * HEAD_LENGTH;
        double baseY = tipY - sin * HEAD_LENGTH;
        Polygon head = new Polygon(tipX, tipY,
                baseX - sin * HEAD_HALF_WIDTH, baseY + cos * HEAD_HALF_WIDTH,
                baseX + sin * HEAD_HALF_WIDTH, baseY - cos * HEAD_HALF_WIDTH);
        head.getStyleClass().addAll(EditorStyles.EDGE_HEAD, kindStyle);
        return head;
    }

    /** Shows or hides the problem marker on the label. */
    public void showProblem(boolean error, boolean warning) {
        problemMarker.setVisible(error || warning);
        problemMarker.setManaged(error || warning);
        problemMarker.pseudoClassStateChanged(EditorStyles.ERROR, error);
        problemMarker.pseudoClassStateChanged(EditorStyles.WARNING, warning && !error);
        root.pseudoClassStateChanged(EditorStyles.ERROR, error);
    }

    /** Briefly marks the transition as just fired (Play), or clears the mark. */
    public void showFired(boolean fired) {
        root.pseudoClassStateChanged(EditorStyles.FIRED, fired);
    }

    /** Marks the transition as one a click can fire now (Play). */
    public void showFireable(boolean fireable) {
        root.pseudoClassStateChanged(EditorStyles.FIREABLE, fireable);
    }


    /** Shows or hides the trigger label (hidden when zoomed far out). */
    public void showLabel(boolean visible) {
        label.setVisible(visible);
    }

    public Transition transition() {
        return transition;
    }

    public List<EdgeSegment> segments() {
        return segments;
    }

    /** The curves last drawn, one per segment that could be placed. */
    public List<Curve> curves() {
        return curves;
    }

    @Override
    public Group root() {
        return root;
    }
}
