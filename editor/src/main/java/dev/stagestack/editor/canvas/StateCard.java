package dev.stagestack.editor.canvas;

import dev.stagestack.editor.document.ElementRef;
import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.editor.style.EditorIcon;
import dev.stagestack.editor.style.EditorStyles;
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

/**
 * The nodes of a state card: colour stripe, name, id, badges, initial marker, connect handle,
 * problem marker and stack badge. Built by {@link StateSkin} only when the card is first shown.
 */
final class StateCard {
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
    private final HBox groupChips = new HBox(3);
    private String tooltipText = "";
    private boolean tooltipInstalled;

    StateCard(ElementRef ref) {
        root.getStyleClass().add(EditorStyles.STATE);
        root.setPrefSize(StateBox.WIDTH, StateBox.HEIGHT);
        root.resize(StateBox.WIDTH, StateBox.HEIGHT);
        root.setUserData(ref);
        root.setOnMouseEntered(e -> installTooltip());
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
        groupChips.relocate(14, StateBox.HEIGHT - 8);
        groupChips.setMouseTransparent(true);
        root.getChildren()
                .addAll(
                        stripe,
                        name,
                        detail,
                        badges,
                        groupChips,
                        initialMarker,
                        connectHandle,
                        problemMarker,
                        stackBadge);
    }

    /** Shows a new definition of the state. */
    void show(StateDef s, boolean initial) {
        name.setText(clip(s.name(), 20));
        String behaviour = s.behavior() == null ? "" : "  ·  " + s.behavior();
        detail.setText(clip(s.id() + behaviour, 24));
        stripe.setFill(stripeColor(s));
        initialMarker.setVisible(initial);
        badges.getChildren().setAll(badgesOf(s));
        groupChips
                .getChildren()
                .setAll(s.groups().stream().map(StateCard::groupChip).toList());
        tooltipText = describe(s, initial);
        if (tooltipInstalled) {
            Tooltip.install(root, new Tooltip(tooltipText));
        }
    }

    void moveTo(double x, double y) {
        root.relocate(x, y);
    }

    void showProblem(boolean error, boolean warning, String message) {
        problemMarker.setVisible(error || warning);
        problemMarker.pseudoClassStateChanged(EditorStyles.ERROR, error);
        problemMarker.pseudoClassStateChanged(EditorStyles.WARNING, warning && !error);
        root.pseudoClassStateChanged(EditorStyles.ERROR, error);
        Tooltip.install(problemMarker, error || warning ? new Tooltip(message) : null);
    }

    void showPlay(PlayMark mark, String stackText) {
        root.pseudoClassStateChanged(EditorStyles.HEAD, mark == PlayMark.HEAD);
        root.pseudoClassStateChanged(EditorStyles.COVERED_FREEZE, mark == PlayMark.COVERED_FREEZE);
        root.pseudoClassStateChanged(EditorStyles.COVERED_UPDATE, mark == PlayMark.COVERED_UPDATE);
        root.pseudoClassStateChanged(EditorStyles.COVERED_HIDE, mark == PlayMark.COVERED_HIDE);
        stackBadge.setVisible(stackText != null);
        stackBadge.setText(stackText);
    }

    void showCycle(boolean cycle) {
        root.pseudoClassStateChanged(EditorStyles.CYCLE, cycle);
    }

    Pane root() {
        return root;
    }

    Circle connectHandle() {
        return connectHandle;
    }

    /** The colour of the state's stripe (its own colour, or the default when it has none or a bad one). */
    static Color stripeColor(StateDef s) {
        if (s.color() == null) {
            return DEFAULT_STRIPE;
        }
        try {
            return Color.web(s.color());
        } catch (IllegalArgumentException e) {
            return DEFAULT_STRIPE;
        }
    }

    private static Node[] badgesOf(StateDef s) {
        FontIcon covered = badge(
                s.covered() == CoveredPolicy.FREEZE
                        ? new FontIcon(EditorIcon.SNOWFLAKE)
                        : s.covered() == CoveredPolicy.UPDATE
                                ? new FontIcon(EditorIcon.RUN)
                                : new FontIcon(EditorIcon.EYE_OFF));
        if (s.overlay() && s.behavior() != null) {
            return new Node[] {
                badge(new FontIcon(EditorIcon.CODE_BRACES)), badge(new FontIcon(EditorIcon.LAYERS)), covered
            };
        }
        if (s.overlay()) {
            return new Node[] {badge(new FontIcon(EditorIcon.LAYERS)), covered};
        }
        if (s.behavior() != null) {
            return new Node[] {badge(new FontIcon(EditorIcon.CODE_BRACES)), covered};
        }
        return new Node[] {covered};
    }

    private static Label groupChip(String group) {
        Label chip = new Label(clip(group, 12));
        chip.getStyleClass().add(EditorStyles.GROUP_CHIP);
        return chip;
    }

    private static FontIcon badge(FontIcon icon) {
        icon.getStyleClass().add(EditorStyles.STATE_BADGE);
        return icon;
    }

    private static String describe(StateDef s, boolean initial) {
        StringBuilder sb =
                new StringBuilder(s.name()).append("  (").append(s.id()).append(")\n");
        sb.append("covered: ").append(s.covered().jsonName());
        sb.append(s.overlay() ? " · overlay" : " · full screen");
        if (s.behavior() != null) {
            sb.append("\nbehaviour: ").append(s.behavior());
        }
        if (!s.groups().isEmpty()) {
            sb.append("\ngroups: ").append(String.join(", ", s.groups()));
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

    private static String clip(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max - 1) + "…";
    }
}
