package dev.stagestack.editor.panel;

import atlantafx.base.theme.Styles;
import dev.stagestack.editor.style.EditorIcon;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.model.Action;
import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Effect;
import dev.stagestack.model.Problem;
import dev.stagestack.model.Variable;
import dev.stagestack.model.json.PushDataText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The actions of a transition as rows: op, target, push or replace data; move up, remove; add. Each change
 * hands the whole new list to {@code commit} (one undo step).
 */
final class ActionListEditor extends VBox {
    private final List<String> stateIds;
    private final List<Variable> variables;
    /** The least a target list is cut to, so a state's name still reads ("boss-f…", not "bos…"). */
    private static final double TARGET_MIN_WIDTH = 110;

    private final List<Action> actions;
    private final Consumer<List<Action>> commit;
    private final Consumer<String> tell;

    /** {@code tell} shows the user what an edit dropped: an effect, when the op is changed to one that takes none. */
    ActionListEditor(
            List<String> stateIds,
            List<Variable> variables,
            List<Action> actions,
            Consumer<List<Action>> commit,
            Consumer<String> tell) {
        super(6);
        this.tell = tell;
        this.stateIds = stateIds;
        this.variables = variables;
        this.actions = List.copyOf(actions);
        this.commit = commit;
        for (int i = 0; i < actions.size(); i++) {
            addRow(i);
        }
        Button add = new Button("Add action", new FontIcon(EditorIcon.PLUS));
        add.getStyleClass().add(Styles.FLAT);
        add.setId("add-action");
        add.setOnAction(e -> change(list -> list.add(Action.pop())));
        getChildren().add(add);
    }

    /** The action's row (op, target, move up, remove) and, for a push or replace, its data field under it. */
    private void addRow(int index) {
        Action a = actions.get(index);
        ComboBox<ActionOp> op = new ComboBox<>();
        op.getItems().setAll(ActionOp.values());
        FileNames.shown(op, ActionOp::jsonName);
        op.setValue(a.op());
        op.setMinWidth(Region.USE_PREF_SIZE); // the op is never cut to "P…": the target gives way
        op.setId("action-op-" + index);
        op.valueProperty().addListener((o, was, is) -> changeOp(index, a, is));
        ComboBox<String> target = LongChoices.measureFirstRows(new ComboBox<>());
        target.getItems().setAll(a.op().isVariable() ? variableIds() : stateIds);
        target.setValue(a.target());
        target.setDisable(!a.op().needsTarget());
        target.setId("action-target-" + index);
        target.setMaxWidth(Double.MAX_VALUE);
        target.setMinWidth(TARGET_MIN_WIDTH);
        target.valueProperty().addListener((o, was, is) -> change(list -> list.set(index, withTarget(a, is))));
        HBox.setHgrow(target, Priority.ALWAYS);
        HBox row = new HBox(
                4,
                op,
                target,
                iconButton(
                        EditorIcon.ARROW_UP,
                        "Move up",
                        index > 0,
                        () -> change(list -> list.add(index - 1, list.remove(index)))),
                iconButton(EditorIcon.CLOSE, "Remove", true, () -> change(list -> list.remove(index))));
        row.getStyleClass().add(EditorStyles.ACTION_ROW);
        getChildren().add(row);
        if (a.op().carriesData()) {
            getChildren().add(dataRow(index, a));
        }
        if (a.op().takesEffect()) {
            getChildren().add(new EffectRow(index, a.effect(), effectOf(index, a)));
        }
        if (a.op().carriesValue()) {
            getChildren()
                    .add(new ActionValueRow(index, a, variable(a.target()), v -> change(list -> list.set(index, v))));
        }
    }

    private Consumer<Effect> effectOf(int index, Action a) {
        return e -> change(list -> list.set(index, a.withEffect(e)));
    }

    /**
     * The push (or replace) data field, read as a graph file reads it ({@link PushDataText}): text a file would
     * refuse is refused here with the reader's message, and numbers stay as written.
     */
    private HBox dataRow(int index, Action a) {
        HBox dataRow = new HBox(4, new Label("data"));
        dataRow.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        dataRow.getStyleClass().add(EditorStyles.ACTION_ROW);
        TextField data = new TextField(PushDataText.write(a.data()));
        data.setPromptText("{…} optional");
        data.setPrefColumnCount(12);
        data.setId("action-data-" + index);
        data.setTooltip(new Tooltip("JSON object handed to the new entry (optional)"));
        Label refusal = new Label();
        refusal.getStyleClass().add(Styles.DANGER);
        refusal.setWrapText(true);
        refusal.setId("action-data-refusal-" + index);
        data.setOnAction(e -> {
            PushDataText.Read read = PushDataText.read(data.getText());
            if (read.data() == null) {
                refusal.setText(describe(read.problems().get(0)));
                showRefusal(dataRow, refusal);
            } else {
                change(list -> list.set(index, new Action(a.op(), a.target(), read.data(), null, null, a.effect())));
            }
        });
        HBox.setHgrow(data, Priority.ALWAYS);
        dataRow.getChildren().add(data);
        return dataRow;
    }

    /** {@code line:col: message}, the place in the field's text. */
    private static String describe(Problem p) {
        return "data " + p.line() + ":" + p.column() + ": " + p.message();
    }

    private void showRefusal(HBox row, Label refusal) {
        if (!getChildren().contains(refusal)) {
            getChildren().add(getChildren().indexOf(row) + 1, refusal);
        }
    }

    /** The action given another op; an effect the new op cannot carry is dropped, and the user is told so. */
    private void changeOp(int index, Action a, ActionOp op) {
        change(list -> list.set(index, withOp(a, op)));
        if (a.effect() != null && !op.takesEffect()) {
            tell.accept(op.jsonName() + " takes no effect: the " + a.effect().describe() + " of action " + (index + 1)
                    + " is dropped (undo brings it back)");
        }
    }

    private Action withOp(Action old, ActionOp op) {
        if (!op.needsTarget()) {
            return new Action(
                    op, null, Map.of(), null, null, old.effect()); // pop keeps it; clear and the rest take none
        }
        if (op.isVariable()) {
            String variable = old.op().isVariable()
                    ? old.target()
                    : variableIds().stream().findFirst().orElse("flag");
            return new Action(op, variable, Map.of(), null, ActionValueRow.startValue(op, variable(variable)));
        }
        String target = old.target() != null && !old.op().isVariable()
                ? old.target()
                : stateIds.isEmpty() ? "state" : stateIds.get(0);
        return new Action(op, target, op.carriesData() ? old.data() : Map.of(), null, null, old.effect());
    }

    /** The action aimed at {@code target}; a set or add keeps a value that fits the new variable. */
    private Action withTarget(Action a, String target) {
        if (!a.op().isVariable()) {
            return a.withTarget(target);
        }
        boolean sameType =
                variable(a.target()).map(Variable::type).equals(variable(target).map(Variable::type));
        Object value = sameType ? a.value() : ActionValueRow.startValue(a.op(), variable(target));
        return new Action(a.op(), target, Map.of(), null, value);
    }

    private List<String> variableIds() {
        return variables.stream().map(Variable::id).toList();
    }

    private java.util.Optional<Variable> variable(String id) {
        return variables.stream().filter(v -> v.id().equals(id)).findFirst();
    }

    private static Button iconButton(org.kordamp.ikonli.Ikon icon, String tip, boolean enabled, Runnable run) {
        Button b = new Button(null, new FontIcon(icon));
        b.getStyleClass().addAll(Styles.FLAT, Styles.BUTTON_ICON);
        b.setTooltip(new Tooltip(tip));
        b.setDisable(!enabled);
        b.setOnAction(e -> run.run());
        return b;
    }

    private void change(Consumer<List<Action>> edit) {
        List<Action> copy = new ArrayList<>(actions);
        edit.accept(copy);
        commit.accept(copy);
    }
}
