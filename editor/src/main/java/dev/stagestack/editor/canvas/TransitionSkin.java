package dev.stagestack.editor.canvas;

import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.geometry.CardObstacles;
import dev.stagestack.editor.geometry.Curve;
import dev.stagestack.editor.geometry.EdgeGeometry;
import dev.stagestack.editor.geometry.EdgePlan;
import dev.stagestack.editor.geometry.EdgeSegment;
import dev.stagestack.editor.geometry.ExitTerminal;
import dev.stagestack.editor.geometry.LabelBox;
import dev.stagestack.editor.geometry.LabelPlacement;
import dev.stagestack.editor.geometry.LabelSizes;
import dev.stagestack.editor.geometry.StepBadge;
import dev.stagestack.editor.style.EdgeCaption;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.editor.style.TriggerGlyph;
import dev.stagestack.model.Transition;
import dev.stagestack.tools.diagram.TransitionKind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import javafx.css.PseudoClass;
import javafx.geometry.VPos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.shape.Circle;
import javafx.scene.shape.CubicCurveTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.scene.shape.Polygon;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * A transition drawn as one line per segment, styled by its {@link TransitionKind}, with its trigger
 * as a label at the middle of the first segment. The curves are always kept up to date (hit
 * testing, culling, label placement and the overview use them); the nodes are built the first time
 * the transition is shown and brought up to date whenever it is shown again after a change.
 */
public final class TransitionSkin extends ElementSkin {
    private static final double HEAD_LENGTH = 11;
    private static final double HEAD_HALF_WIDTH = 5.5;

    private Transition transition;
    private List<EdgeSegment> segments = List.of();
    private final List<Curve> curves = new ArrayList<>();
    private final List<EdgeSegment> curveSegments = new ArrayList<>();
    private String caption = "";
    /** The label's width, measured when the label is first placed (0: not yet). */
    private double labelWidth;

    private LabelBox labelSpot;
    private double labelScale = 1;
    private boolean labelFits = true;
    private boolean error;
    private boolean warning;
    private final Set<PseudoClass> marks = new HashSet<>();
    private TransitionNodes nodes;
    private boolean nodesStale = true;

    public TransitionSkin(Transition transition) {
        super(ElementRef.transition(transition.id()));
        this.transition = transition;
    }

    /**
     * Redraws the transition.
     *
     * @param newTransition the definition
     * @param newSegments   its segments from the {@link EdgePlan}
     * @param positions     top-left corner of a state by id, or null when the state does not exist
     * @param cards         the cards its lines bow around
     */
    public void update(
            Transition newTransition,
            List<EdgeSegment> newSegments,
            Function<String, double[]> positions,
            CardObstacles cards) {
        transition = newTransition;
        segments = List.copyOf(newSegments);
        caption = EdgeCaption.of(newTransition);
        labelWidth = 0;
        if (nodes != null) {
            nodes.showCaption(TriggerGlyph.iconOf(newTransition.trigger()), caption);
        }
        relayout(positions, cards);
    }

    /**
     * Recomputes the curves after states moved. The line nodes are rebuilt at once when the skin is
     * on the canvas, else when it is next attached ({@link #attached()}): most skins of a large
     * graph are off screen and never need them.
     */
    public void relayout(Function<String, double[]> positions, CardObstacles cards) {
        curves.clear();
        curveSegments.clear();
        for (EdgeSegment segment : segments) {
            Curve curve = EdgeGeometry.curveFor(segment, positions, cards);
            if (curve != null) {
                curves.add(curve);
                curveSegments.add(segment);
            }
        }
        redraw();
    }

    /**
     * Recomputes the curves after other cards moved (one may now stand in the way, or no longer);
     * redraws only when a line changed. Returns whether one did.
     */
    public boolean rerouted(Function<String, double[]> positions, CardObstacles cards) {
        List<Curve> now = new ArrayList<>();
        for (EdgeSegment segment : curveSegments) {
            now.add(EdgeGeometry.curveFor(segment, positions, cards));
        }
        if (now.equals(curves)) {
            return false;
        }
        relayout(positions, cards);
        return true;
    }

    private void redraw() {
        nodesStale = true;
        if (nodes != null && nodes.root().getParent() != null) {
            attached();
        }
    }

    /** The skin was put on the canvas: brings its nodes up to date and places the label. */
    public void attached() {
        TransitionNodes built = nodes();
        if (nodesStale) {
            List<Node> lines = new ArrayList<>();
            for (int i = 0; i < curves.size(); i++) {
                addSegmentNodes(lines, curveSegments.get(i), curves.get(i));
            }
            built.setLines(lines, !curves.isEmpty());
            nodesStale = false;
        }
        if (built.root().getScene() != null) {
            placeLabel();
        }
    }

    /**
     * Centres the trigger label on its spot from the {@link LabelPlacement} (the middle of the first
     * segment until it has one); needs the label's CSS, so the skin must be shown.
     */
    public void placeLabel() {
        if (!curves.isEmpty() && nodes != null) {
            double[] centre = labelCentre();
            nodes.centreLabelOn(centre[0], centre[1]);
        }
    }

    /** Where the label's centre is (world units): its placed spot, else the middle of the first segment; null when not drawn. */
    public double[] labelCentre() {
        if (curves.isEmpty()) {
            return null;
        }
        Curve first = curves.get(0);
        return labelSpot == null
                ? new double[] {first.midX(), first.midY()}
                : new double[] {labelSpot.centerX(), labelSpot.centerY()};
    }

    /** What the label placement needs: the first segment's curve and the label's size; null when not drawn. */
    public LabelPlacement.Request labelRequest() {
        if (curves.isEmpty()) {
            return null;
        }
        if (labelWidth == 0) {
            labelWidth = LabelSizes.canvasWidth(caption);
        }
        return LabelPlacement.Request.onEdge(
                transition.id(), curveSegments.get(0), curves.get(0), labelWidth, LabelSizes.CANVAS_HEIGHT);
    }

    /** The boxes of the exit terminals this transition's lines end at (usually none): labels keep clear of them. */
    public List<LabelBox> terminalBoxes() {
        List<LabelBox> boxes = new ArrayList<>();
        for (int i = 0; i < curves.size(); i++) {
            if (ExitTerminal.endsAt(curveSegments.get(i))) {
                boxes.add(ExitTerminal.box(curves.get(i)));
            }
        }
        return boxes;
    }

    /** The label's text: guard, trigger and label, as drawn. */
    public String caption() {
        return caption;
    }

    /** Moves the label to {@code spot} (null: the middle of its edge). */
    public void setLabelSpot(LabelBox spot) {
        labelSpot = spot;
        if (nodes != null && nodes.root().getScene() != null) {
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
        if (segment.kind() == TransitionKind.REPLACE) {
            nodes.add(head(c, HEAD_LENGTH * 0.8, kindStyle));
        }
        if (ExitTerminal.endsAt(segment)) {
            Circle terminal = new Circle(ExitTerminal.centreX(c), ExitTerminal.centreY(c), ExitTerminal.RADIUS);
            terminal.getStyleClass().add(EditorStyles.EXIT_TERMINAL);
            nodes.add(terminal);
        }
        if (segment.step() > 0) {
            nodes.add(stepBadge(segment.step(), c));
        }
    }

    /** The step's number in a small disc on its line, towards its head ({@link StepBadge}). */
    private static Group stepBadge(int step, Curve c) {
        double[] at = StepBadge.centre(c);
        Circle disc = new Circle(at[0], at[1], StepBadge.RADIUS);
        disc.getStyleClass().add(EditorStyles.EDGE_STEP);
        Text number = new Text(String.valueOf(step));
        number.setFont(Font.font(null, FontWeight.BOLD, StepBadge.FONT_SIZE));
        number.setTextOrigin(VPos.CENTER);
        number.setX(at[0] - number.getLayoutBounds().getWidth() / 2);
        number.setY(at[1]);
        number.getStyleClass().add(EditorStyles.EDGE_STEP_NUMBER);
        return new Group(disc, number);
    }

    private static Path path(Curve c, String style) {
        Path path = new Path(
                new MoveTo(c.sx(), c.sy()), new CubicCurveTo(c.c1x(), c.c1y(), c.c2x(), c.c2y(), c.ex(), c.ey()));
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
        Polygon head = new Polygon(
                tipX,
                tipY,
                baseX - sin * HEAD_HALF_WIDTH,
                baseY + cos * HEAD_HALF_WIDTH,
                baseX + sin * HEAD_HALF_WIDTH,
                baseY - cos * HEAD_HALF_WIDTH);
        head.getStyleClass().addAll(EditorStyles.EDGE_HEAD, kindStyle);
        return head;
    }

    /** Shows or hides the problem marker on the label. */
    public void showProblem(boolean isError, boolean isWarning) {
        error = isError;
        warning = isWarning;
        mark(EditorStyles.ERROR, isError);
        if (nodes != null) {
            nodes.showProblem(isError, isWarning);
        }
    }

    /** Briefly marks the transition as just fired (Play), or clears the mark. */
    public void showFired(boolean fired) {
        mark(EditorStyles.FIRED, fired);
    }

    /** Marks the transition as one a click can fire now (Play). */
    public void showFireable(boolean fireable) {
        mark(EditorStyles.FIREABLE, fireable);
    }

    /** Paints the transition as fired or never fired by the runs measured (null: unpainted). */
    public void showCoverage(CoverageMark coverage) {
        for (CoverageMark each : CoverageMark.values()) {
            mark(each.pseudoClass(), each == coverage);
        }
    }

    /** The coverage paint shown, or null. */
    public CoverageMark coverage() {
        for (CoverageMark each : CoverageMark.values()) {
            if (marks.contains(each.pseudoClass())) {
                return each;
            }
        }
        return null;
    }

    private void mark(PseudoClass pseudoClass, boolean on) {
        if (on) {
            marks.add(pseudoClass);
        } else {
            marks.remove(pseudoClass);
        }
        if (nodes != null) {
            nodes.root().pseudoClassStateChanged(pseudoClass, on);
        }
    }

    /** Whether the transition carries {@code pseudoClass} (error, fired, fireable), shown or not. */
    public boolean hasMark(PseudoClass pseudoClass) {
        return marks.contains(pseudoClass);
    }

    /**
     * Draws the trigger label {@code scale} times its size (about its centre), shown, or hidden
     * until the edge is hovered or selected when it does not fit ({@link dev.stagestack.editor.geometry.LabelsAtZoom}).
     */
    public void showLabel(double scale, boolean fits) {
        labelScale = scale;
        labelFits = fits;
        if (nodes != null) {
            nodes.sizeLabel(scale, fits);
        }
    }

    /** Whether the label fits at this zoom (else it shows only while the edge is hovered or selected). */
    public boolean labelFits() {
        return labelFits;
    }

    /** Whether the skin's nodes are on the canvas now. */
    boolean isOnCanvas() {
        return nodes != null && nodes.root().getParent() != null;
    }

    /** The label's placed spot, if it has one. */
    java.util.Optional<LabelBox> labelSpot() {
        return java.util.Optional.ofNullable(labelSpot);
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

    /** The node group (built on first use, with every mark set so far). */
    @Override
    public Group root() {
        return nodes().root();
    }

    @Override
    public boolean isBuilt() {
        return nodes != null;
    }

    /** The trigger label (builds the nodes if they were not shown yet). */
    public Node label() {
        return nodes().label();
    }

    private TransitionNodes nodes() {
        if (nodes == null) {
            nodes = new TransitionNodes(ref());
            nodes.showCaption(TriggerGlyph.iconOf(transition.trigger()), caption);
            nodes.sizeLabel(labelScale, labelFits);
            if (error || warning) {
                nodes.showProblem(error, warning);
            }
            marks.forEach(m -> nodes.root().pseudoClassStateChanged(m, true));
            bindPseudoClass(nodes.root(), EditorStyles.SELECTED, selectedProperty());
        }
        return nodes;
    }
}
