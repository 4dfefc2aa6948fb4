package dev.stagestack.editor.canvas;

import dev.stagestack.editor.document.GraphEdits;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.model.Action;
import dev.stagestack.model.ActionOp;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;

/**
 * The op of an edge just drawn, chosen on the edge itself: a row of buttons over its label, each
 * with a one-key accelerator. An edge dropped on another state offers push (P), replace (R) and
 * pop to (T); one dropped back on its own card offers what needs no target: restart (S), pop (O),
 * quit (Q) and clear (C). The edge is drawn with the first (push or restart) already; a pick
 * redraws it so in the same undo step and opens its trigger ({@link TriggerEditor}); Enter keeps
 * the op and opens the trigger; Esc takes the edge back; a click elsewhere keeps it as it is.
 */
public final class EdgeOpChooser {
    /** An op with the key that picks it. */
    private record Choice(ActionOp op, KeyCode key, String name) {}

    private static final List<Choice> WITH_TARGET = List.of(
            new Choice(ActionOp.PUSH, KeyCode.P, "Push"),
            new Choice(ActionOp.REPLACE, KeyCode.R, "Replace"),
            new Choice(ActionOp.POP_TO, KeyCode.T, "Pop to"));
    private static final List<Choice> WITHOUT_TARGET = List.of(
            new Choice(ActionOp.RESTART, KeyCode.S, "Restart"),
            new Choice(ActionOp.POP, KeyCode.O, "Pop"),
            new Choice(ActionOp.QUIT, KeyCode.Q, "Quit"),
            new Choice(ActionOp.CLEAR, KeyCode.C, "Clear"));

    /**
     * The keys the chooser takes, as the shortcuts sheet and docs/editor.md show them, made from the
     * same table the chooser reads: "Enter or P push, R replace, T pop to; out of the card and back
     * onto it: Enter or S restart, O pop, Q quit, C clear".
     */
    public static String keysSummary() {
        return keysOf(WITH_TARGET) + "; out of the card and back onto it: " + keysOf(WITHOUT_TARGET);
    }

    private static String keysOf(List<Choice> choices) {
        return choices.stream()
                .map(c -> (c == choices.get(0) ? "Enter or " : "") + c.key().getName() + " "
                        + c.name().toLowerCase(Locale.ROOT))
                .collect(Collectors.joining(", "));
    }

    private final GraphCanvas canvas;
    private final GraphEdits edits;
    private final String transitionId;
    private final String target;
    private final List<Choice> choices;
    /** Whether the edge's drawing step can be taken back and done again with another op (false: the state drawn with it was named since). */
    private final boolean redrawable;

    private final HBox bar = new HBox(4);
    private boolean closed;

    private EdgeOpChooser(
            GraphCanvas canvas, GraphEdits edits, String transitionId, String from, String target, boolean redrawable) {
        this.canvas = canvas;
        this.edits = edits;
        this.transitionId = transitionId;
        this.target = target;
        this.choices = from.equals(target) ? WITHOUT_TARGET : WITH_TARGET;
        this.redrawable = redrawable;
    }

    /** Shows the chooser over the label of the edge just drawn from {@code from} to {@code target}. */
    public static void open(GraphCanvas canvas, GraphEdits edits, String transitionId, String from, String target) {
        open(new EdgeOpChooser(canvas, edits, transitionId, from, target, true));
    }

    /**
     * Shows the chooser over the push just drawn to a new state and named: another op is its own
     * undo step (the state and its name stay), and Esc keeps the push.
     */
    public static void openOnPushToNewState(
            GraphCanvas canvas, GraphEdits edits, String transitionId, String from, String target) {
        open(new EdgeOpChooser(canvas, edits, transitionId, from, target, false));
    }

    private static void open(EdgeOpChooser chooser) {
        TransitionSkin skin = chooser.canvas.edgeSkins().get(chooser.transitionId);
        if (skin == null
                || skin.labelCentre() == null
                || !chooser.canvas.document().isEditable()) {
            return;
        }
        chooser.show(skin.labelCentre());
    }

    private void show(double[] labelCentre) {
        bar.getStyleClass().add(EditorStyles.OP_CHOOSER);
        bar.setFocusTraversable(true);
        for (Choice choice : choices) {
            Button button = new Button(choice.name() + "  " + choice.key().getName());
            button.setId("op-" + choice.op().jsonName().toLowerCase(Locale.ROOT));
            button.setFocusTraversable(false);
            button.setDefaultButton(choice == choices.get(0));
            button.setOnAction(e -> pick(choice.op()));
            bar.getChildren().add(button);
        }
        bar.addEventHandler(KeyEvent.KEY_PRESSED, this::keyPressed);
        bar.focusedProperty().addListener((o, was, is) -> {
            if (!is) {
                close();
            }
        });
        canvas.overlayLayer().getChildren().add(bar);
        bar.applyCss();
        bar.autosize();
        bar.relocate(labelCentre[0] - bar.getWidth() / 2, labelCentre[1] - bar.getHeight() / 2);
        bar.requestFocus();
    }

    private void keyPressed(KeyEvent e) {
        e.consume();
        if (e.getCode() == KeyCode.ENTER) {
            pick(choices.get(0).op());
        } else if (e.getCode() == KeyCode.ESCAPE) {
            close();
            if (redrawable) {
                canvas.document().undo();
            }
        } else {
            choices.stream()
                    .filter(c -> c.key() == e.getCode())
                    .findFirst()
                    .ifPresentOrElse(c -> pick(c.op()), this::close);
        }
    }

    private void pick(ActionOp op) {
        close();
        String id = op == choices.get(0).op() ? transitionId : drawnAs(op);
        if (id != null) {
            TriggerEditor.open(canvas, edits, id);
        }
    }

    /** The edge given {@code op}: redrawn in its drawing step, or changed in a step of its own; its id, or null. */
    private String drawnAs(ActionOp op) {
        if (redrawable) {
            return edits.redrawLastEdge(transitionId, actionOf(op)).orElse(null);
        }
        edits.setOnlyAction(transitionId, actionOf(op));
        return transitionId;
    }

    private Action actionOf(ActionOp op) {
        return switch (op) {
            case PUSH -> Action.push(target);
            case REPLACE -> Action.replace(target);
            case POP_TO -> Action.popTo(target);
            case POP -> Action.pop();
            case QUIT -> Action.quit();
            case CLEAR -> Action.clear();
            case RESTART -> Action.restart();
            case SET, ADD, RESET ->
                throw new IllegalArgumentException(
                        op.jsonName() + " changes a variable: the chooser offers stack ops only");
        };
    }

    private void close() {
        if (!closed) {
            closed = true;
            canvas.overlayLayer().getChildren().remove(bar);
            canvas.requestFocus();
        }
    }
}
