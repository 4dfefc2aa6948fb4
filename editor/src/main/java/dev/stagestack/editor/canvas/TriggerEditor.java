package dev.stagestack.editor.canvas;

import dev.stagestack.editor.document.GraphEdits;
import dev.stagestack.editor.document.TriggerSwitch;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.model.KeyNames;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import java.util.List;
import java.util.Optional;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;

/**
 * An edge's trigger edited on its label. A key trigger captures the next key pressed (Escape and
 * Enter included: they are keys games use); a button, timer or signal trigger is a text field
 * (Enter keeps, Esc cancels, leaving it keeps). Tab cycles key, button, timer, signal (Shift+Tab
 * back); a type switched to starts from what the old trigger means under it ({@link TriggerSwitch}).
 * A timer's seconds that are no number, or less than 0, are marked and explained under the field,
 * which keeps them, and nothing changes. Opens after an edge's op is chosen, and on a double-click
 * on an edge.
 */
public final class TriggerEditor {
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");
    private final GraphCanvas canvas;
    private final GraphEdits edits;
    private final Transition transition;
    private final HBox box = new HBox(6);
    private final Label kind = new Label();
    private final Label problem = new Label();
    /** The types Tab goes through, in order. */
    private static final List<TriggerType> CYCLE =
            List.of(TriggerType.KEY, TriggerType.BUTTON, TriggerType.TIMER, TriggerType.SIGNAL);

    private TriggerType mode;
    private boolean closed;

    private TriggerEditor(GraphCanvas canvas, GraphEdits edits, Transition transition) {
        this.canvas = canvas;
        this.edits = edits;
        this.transition = transition;
        TriggerType type = transition.trigger().type();
        this.mode = type == TriggerType.BUTTON || type == TriggerType.SIGNAL || type == TriggerType.TIMER
                ? type
                : TriggerType.KEY;
    }

    /** Opens the editor on the edge's label; does nothing when editing is locked or the edge is not drawn. */
    public static void open(GraphCanvas canvas, GraphEdits edits, String transitionId) {
        TransitionSkin skin = canvas.edgeSkins().get(transitionId);
        if (skin == null || skin.labelCentre() == null || !canvas.document().isEditable()) {
            return;
        }
        new TriggerEditor(canvas, edits, skin.transition()).show(skin.labelCentre());
    }

    private void show(double[] labelCentre) {
        box.getStyleClass().add(EditorStyles.TRIGGER_EDITOR);
        box.setId("trigger-editor");
        problem.setId("trigger-problem");
        problem.getStyleClass().add(EditorStyles.TRIGGER_PROBLEM);
        canvas.overlayLayer().getChildren().add(box);
        fill();
        box.applyCss();
        box.autosize();
        box.relocate(labelCentre[0] - box.getWidth() / 2, labelCentre[1] - box.getHeight() / 2);
    }

    /** Builds the box for the current mode and gives it the keyboard. */
    private void fill() {
        kind.setText(mode == TriggerType.TIMER ? "Timer (seconds)" : capitalised(mode.jsonName()));
        box.getChildren().setAll(kind, mode == TriggerType.KEY ? keyCapture() : textField());
        box.getChildren().get(1).requestFocus();
        problem.setText("");
    }

    private Label keyCapture() {
        boolean keyNow = transition.trigger().type() == TriggerType.KEY;
        Label capture = new Label(keyNow ? transition.trigger().text() + " — press a key" : "Press a key");
        capture.setId("trigger-key-capture");
        capture.setFocusTraversable(true);
        capture.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            e.consume();
            if (e.getCode() == KeyCode.TAB) {
                switchTo(e.isShiftDown() ? -1 : 1);
            } else if (!e.getCode().isModifierKey()
                    && KeyNames.isKey(e.getCode().name())) {
                close();
                edits.setTrigger(transition.id(), Trigger.key(e.getCode().name()));
            }
        });
        closeWhenLeft(capture);
        return capture;
    }

    private TextField textField() {
        TextField field = new TextField(initialText());
        field.setId("trigger-text");
        field.getStyleClass().add(EditorStyles.INLINE_EDITOR);
        field.setPrefColumnCount(12);
        field.setOnAction(e -> commit(field));
        ignoreTypingBeforeItsOwnKeys(field);
        field.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                e.consume();
                close();
            } else if (e.getCode() == KeyCode.TAB) {
                e.consume();
                switchTo(e.isShiftDown() ? -1 : 1);
            }
        });
        field.focusedProperty().addListener((o, was, is) -> {
            if (!is && !closed && field.getParent() == box) {
                commit(field);
            }
        });
        field.selectAll();
        return field;
    }

    /**
     * The key that opened the field (the op chooser's T, say) is typed after the field takes the
     * keyboard; only what is typed after a key goes down in the field is text.
     */
    private static void ignoreTypingBeforeItsOwnKeys(TextField field) {
        boolean[] ownKeyDown = {false};
        field.addEventFilter(KeyEvent.KEY_PRESSED, e -> ownKeyDown[0] = true);
        field.addEventFilter(KeyEvent.KEY_TYPED, e -> {
            if (!ownKeyDown[0]) {
                e.consume();
            }
        });
    }

    private String initialText() {
        Trigger start = TriggerSwitch.to(mode, transition, canvas.document().graph());
        return mode == TriggerType.TIMER ? TriggerSwitch.secondsText(start.seconds()) : start.text();
    }

    private void commit(TextField field) {
        Optional<Trigger> trigger = parse(field.getText().trim());
        if (trigger.isEmpty()) {
            field.pseudoClassStateChanged(ERROR, true);
            showProblem(field);
            return;
        }
        close();
        edits.setTrigger(transition.id(), trigger.get());
    }

    private Optional<Trigger> parse(String text) {
        if (text.isEmpty()) {
            return Optional.empty();
        }
        return switch (mode) {
            case SIGNAL -> Optional.of(Trigger.signal(text));
            case TIMER -> seconds(text).map(Trigger::timer);
            default -> Optional.of(Trigger.button(text));
        };
    }

    private static Optional<Double> seconds(String text) {
        try {
            double s = Double.parseDouble(text.replaceFirst("\\s*s$", ""));
            return s >= 0 && Double.isFinite(s) ? Optional.of(s) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** Says under the field what it needs; the field keeps what was typed. */
    private void showProblem(TextField field) {
        problem.setText(
                mode == TriggerType.TIMER
                        ? "Seconds: a number, 0 or more, such as 2 or 0.5 (not \""
                                + field.getText().trim() + "\")"
                        : capitalised(mode.jsonName()) + ": type a name");
        if (problem.getParent() == null) {
            canvas.overlayLayer().getChildren().add(problem);
        }
        problem.applyCss();
        problem.autosize();
        problem.relocate(box.getLayoutX(), box.getLayoutY() + box.getHeight() + 4);
    }

    /** Goes {@code step} places along key, button, timer, signal (and round). */
    private void switchTo(int step) {
        mode = CYCLE.get(Math.floorMod(CYCLE.indexOf(mode) + step, CYCLE.size()));
        fill();
    }

    private void closeWhenLeft(javafx.scene.Node node) {
        node.focusedProperty().addListener((o, was, is) -> {
            if (!is && node.getParent() == box) {
                close();
            }
        });
    }

    private void close() {
        if (!closed) {
            closed = true;
            canvas.overlayLayer().getChildren().removeAll(box, problem);
            canvas.requestFocus();
        }
    }

    private static String capitalised(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
