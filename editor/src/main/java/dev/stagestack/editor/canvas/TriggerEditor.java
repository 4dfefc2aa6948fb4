package dev.stagestack.editor.canvas;

import dev.stagestack.editor.document.GraphEdits;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.model.KeyNames;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;

import java.util.Optional;

/**
 * An edge's trigger edited on its label. A key trigger captures the next key pressed (Escape and
 * Enter included: they are keys games use); a button, signal or timer trigger is a text field
 * (Enter keeps, Esc cancels, leaving it keeps). Tab switches between key and button. Opens after
 * an edge's op is chosen, and on a double-click on an edge.
 */
public final class TriggerEditor {
    private static final PseudoClass ERROR = PseudoClass.getPseudoClass("error");
    private final GraphCanvas canvas;
    private final GraphEdits edits;
    private final Transition transition;
    private final HBox box = new HBox(6);
    private final Label kind = new Label();
    private TriggerType mode;
    private boolean closed;

    private TriggerEditor(GraphCanvas canvas, GraphEdits edits, Transition transition) {
        this.canvas = canvas;
        this.edits = edits;
        this.transition = transition;
        TriggerType type = transition.trigger().type();
        this.mode = type == TriggerType.BUTTON || type == TriggerType.SIGNAL || type == TriggerType.TIMER ? type : TriggerType.KEY;
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
        canvas.overlayLayer().getChildren().add(box);
        fill();
        box.applyCss();
        box.autosize();
        box.relocate(labelCentre[0] - box.getWidth() / 2, labelCentre[1] - box.getHeight() / 2);
    }

    /** Builds the box for the current mode and gives it the keyboard. */
    private void fill() {
        kind.setText(mode == TriggerType.KEY ? "Key" : capitalised(mode.jsonName()));
        box.getChildren().setAll(kind, mode == TriggerType.KEY ? keyCapture() : textField());
        box.getChildren().get(1).requestFocus();
    }

    private Label keyCapture() {
        boolean keyNow = transition.trigger().type() == TriggerType.KEY;
        Label capture = new Label(keyNow ? transition.trigger().text() + " — press a key" : "Press a key");
        capture.setId("trigger-key-capture");
        capture.setFocusTraversable(true);
        capture.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            e.consume();
            if (e.getCode() == KeyCode.TAB) {
                switchTo(TriggerType.BUTTON);
            } else if (!e.getCode().isModifierKey() && KeyNames.isKey(e.getCode().name())) {
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
                switchTo(TriggerType.KEY);
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
        Trigger now = transition.trigger();
        if (now.type() == mode) {
            return mode == TriggerType.TIMER ? String.valueOf(now.seconds()) : now.text();
        }
        return canvas.document().graph().state(targetOf(transition)).map(s -> s.name()).orElse("Go");
    }

    private static String targetOf(Transition t) {
        return t.actions().stream().map(a -> a.target()).filter(java.util.Objects::nonNull).findFirst().orElse("");
    }

    private void commit(TextField field) {
        Optional<Trigger> trigger = parse(field.getText().trim());
        if (trigger.isEmpty()) {
            field.pseudoClassStateChanged(ERROR, true);
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

    private void switchTo(TriggerType newMode) {
        mode = newMode;
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
            canvas.overlayLayer().getChildren().remove(box);
            canvas.requestFocus();
        }
    }

    private static String capitalised(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
