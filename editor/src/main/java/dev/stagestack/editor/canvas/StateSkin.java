package dev.stagestack.editor.canvas;

import dev.stagestack.editor.EditorIcon;
import dev.stagestack.editor.EditorStyles;
import dev.stagestack.editor.ElementRef;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.StateDef;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;
import org.kordamp.ikonli.javafx.FontIcon;

/** A state drawn as a card: colour stripe, name, id, badges, initial marker, connect handle. */
public final class StateSkin extends ElementSkin {
    private static final Color DEFAULT_STRIPE = Color.web("#6c7a96");

    private final Pane root = new Pane();
    private final Rectangle stripe = new Rectangle(6, StateBox.HEIGHT);
    private final Text name = new Text();
    private final Text detail = new Text();
    private final HBox badges = new HBox(4);
    private final FontIcon initialMarker = new FontIcon(EditorIcon.ARROW_RIGHT_BOLD);
    private final Circle connectHandle = new Circle(7);
    private final FontIcon problemMarker = new FontIcon(EditorIcon.ALERT_CIRCLE);
    private final Label stackBadge = new Label();
    private StateDef state;
    private String tooltipText = "";
    private boolean tooltipInstalled;

    public StateSkin(StateDef state) {
        super(ElementRef.state(state.id()));
        buildNodes();
        bindPseudoClass(root, EditorStyles.SELECTED, selectedProperty());
        root.setOnMouseEntered(e -> installTooltip());
        update(state, false);
    }

    private void buildNodes() {
        root.getStyleClass().add(EditorStyles.STATE);
        root.setPrefSize(StateBox.WIDTH, StateBox.HEIGHT);
        root.resize(StateBox.WIDTH, StateBox.HEIGHT);
        root.setUserData(ref());
        root.setCache(true);
        root.setCacheHint(javafx.scene.CacheHint.SPEED);
        stripe.getStyleClass().add(EditorStyles.STATE_STRIPE);
        name.getStyleClass().add(EditorStyles.STATE_NAME);
        name.relocate(16, 12);
        detail.getStyleClass().add(EditorStyles.STATE_DETAIL);
        detail.relocate(16, 38);
        badges.setAlignment(Pos.CENTER_RIGHT);
        badges.relocate(StateBox.WIDTH - 70, 40);
        badges.setPrefWidth(62);
        initialMarker.getStyleClass().add(EditorStyles.INITIAL_MARKER);
        initialMarker.relocate(-30, StateBox.HEIGHT / 2 - 11);
        connectHandle.getStyleClass().add(EditorStyles.CONNECT_HANDLE);
        connectHandle.setCenterX(StateBox.WIDTH);
        connectHandle.setCenterY(StateBox.HEIGHT / 2);
        connectHandle.setUserData(CanvasHit.CONNECT_HANDLE);
        problemMarker.getStyleClass().add(EditorStyles.PROBLEM_MARKER);
        problemMarker.relocate(StateBox.WIDTH - 12, -10);
        problemMarker.setVisible(false);
        stackBadge.getStyleClass().add(EditorStyles.DEPTH_BADGE);
        stackBadge.relocate(StateBox.WIDTH - 40, -12);
        stackBadge.setVisible(false);
        root.getChildren().addAll(stripe, name, detail, badges, initialMarker, connectHandle, problemMarker, stackBadge);
    }

    /** Shows a new definition of the state. */
    public void update(StateDef newState, boolean initial) {
        state = newState;
        name.setText(clip(newState.name(), 20));
        String behaviour = newState.behavior() == null ? "" : "  ·  " + newState.behavior();
        detail.setText(clip(newState.id() + behaviour, 24));
        stripe.setFill(newState.color() == null ? DEFAULT_STRIPE : parseColor(newState.color()));
        initialMarker.setVisible(initial);
        badges.getChildren().setAll(badgesOf(newState));
        tooltipText = describe(newState, initial);
        if (tooltipInstalled) {
            Tooltip.install(root, new Tooltip(tooltipText));
        }
        if (newState.hasPosition()) {
            moveTo(newState.x(), newState.y());
        }
    }

    private static Node[] badgesOf(StateDef s) {
        FontIcon covered = badge(s.covered() == CoveredPolicy.FREEZE ? new FontIcon(EditorIcon.SNOWFLAKE)
                : s.covered() == CoveredPolicy.UPDATE ? new FontIcon(EditorIcon.RUN)
                : new FontIcon(EditorIcon.EYE_OFF));
        if (s.overlay() && s.behavior() != null) {
            return new Node[] {badge(new FontIcon(EditorIcon.CODE_BRACES)),
                    badge(new FontIcon(EditorIcon.LAYERS)), covered};
        }
        if (s.overlay()) {
            return new Node[] {badge(new FontIcon(EditorIcon.LAYERS)), covered};
        }
        if (s.behavior() != null) {
            return new Node[] {badge(new FontIcon(EditorIcon.CODE_BRACES)), covered};
        }
        return new Node[] {covered};
    }

    private static FontIcon badge(FontIcon icon) {
        icon.getStyleClass().add(EditorStyles.STATE_BADGE);
        return icon;
    }

    private static String describe(StateDef s, boolean initial) {
        StringBuilder sb = new StringBuilder(s.name()).append("  (").append(s.id()).append(")\n");
        sb.append("covered: ").append(s.covered().jsonName());
        sb.append(s.overlay() ? " · overlay" : " · full screen");
        if (s.behavior() != null) {
            sb.append("\nbehaviour: ").append(s.behavior());
        }
        if (initial) {
            sb.append("\ninitial state");
        }
        if (s.notes() != null && !s.notes().isBlank()) {
            sb.append("\n\n").append(s.notes());
        }
        return sb.toString();
    }

    private void installTooltip() {
        if (!tooltipInstalled) {
            tooltipInstalled = true;
            Tooltip.install(root, new Tooltip(tooltipText));
        }
    }

    /** Places the card with its top-left corner at the world point. */
    public void moveTo(double x, double y) {
        root.relocate(x, y);
    }

    public double x() {
        return root.getLayoutX();
    }

    public double y() {
        return root.getLayoutY();
    }

    /** Shows or hides the problem marker; {@code message} becomes its tooltip. */
    public void showProblem(boolean error, boolean warning, String message) {
        problemMarker.setVisible(error || warning);
        problemMarker.pseudoClassStateChanged(EditorStyles.ERROR, error);
        problemMarker.pseudoClassStateChanged(EditorStyles.WARNING, warning && !error);
        root.pseudoClassStateChanged(EditorStyles.ERROR, error);
        Tooltip.install(problemMarker, error || warning ? new Tooltip(message) : null);
    }

    /** While Play runs: how this state is on the stack (null for not on it). */
    public void showPlay(PlayMark mark, String stackText) {
        root.pseudoClassStateChanged(EditorStyles.HEAD, mark == PlayMark.HEAD);
        root.pseudoClassStateChanged(EditorStyles.COVERED_FREEZE, mark == PlayMark.COVERED_FREEZE);
        root.pseudoClassStateChanged(EditorStyles.COVERED_UPDATE, mark == PlayMark.COVERED_UPDATE);
        root.pseudoClassStateChanged(EditorStyles.COVERED_HIDE, mark == PlayMark.COVERED_HIDE);
        stackBadge.setVisible(stackText != null);
        stackBadge.setText(stackText);
    }


    /** Marks the state as part of a cycle that grows the stack without limit. */
    public void showCycle(boolean cycle) {
        root.pseudoClassStateChanged(EditorStyles.CYCLE, cycle);
    }

    static Color parseColor(String web) {
        try {
            return Color.web(web);
        } catch (IllegalArgumentException e) {
            return DEFAULT_STRIPE;
        }
    }

    private static String clip(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max - 1) + "…";
    }

    public StateDef state() {
        return state;
    }

    public Circle connectHandle() {
        return connectHandle;
    }

    @Override
    public Pane root() {
        return root;
    }
}
