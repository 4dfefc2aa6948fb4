package dev.stagestack.editor.panel;

import atlantafx.base.theme.Styles;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.model.Action;
import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Variable;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.geometry.Pos;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/**
 * The value of a {@code set} or {@code add} (docs/format.md "Variables"): true or false for a
 * boolean's set, a whole number otherwise (a set's within the variable's bounds); anything else is
 * refused with the reason beside the field.
 */
final class ActionValueRow extends HBox {
    ActionValueRow(int index, Action a, Optional<Variable> variable, Consumer<Action> commit) {
        super(4, new Label(a.op() == ActionOp.ADD ? "add" : "to"));
        setAlignment(Pos.CENTER_LEFT);
        getStyleClass().add(EditorStyles.ACTION_ROW);
        boolean flag =
                a.op() == ActionOp.SET && variable.map(Variable::isBoolean).orElse(false);
        if (flag) {
            ComboBox<Boolean> value = new ComboBox<>();
            value.getItems().setAll(List.of(true, false));
            value.setValue(Boolean.TRUE.equals(a.value()));
            value.setId("action-value-" + index);
            value.valueProperty().addListener((o, was, is) -> commit.accept(withValue(a, is)));
            getChildren().add(value);
        } else {
            getChildren().add(numberField(index, a, variable, commit));
        }
    }

    private HBox numberField(int index, Action a, Optional<Variable> variable, Consumer<Action> commit) {
        TextField value = new TextField(a.value() == null ? "" : String.valueOf(a.value()));
        value.setId("action-value-" + index);
        value.setPrefColumnCount(6);
        Label refusal = new Label();
        refusal.getStyleClass().add(Styles.DANGER);
        refusal.setId("action-value-refusal-" + index);
        value.setOnAction(e -> {
            Optional<String> why = whyNot(value.getText().trim(), a.op(), variable);
            refusal.setText(why.orElse(""));
            if (why.isEmpty()) {
                commit.accept(withValue(a, Long.parseLong(value.getText().trim())));
            }
        });
        HBox.setHgrow(value, Priority.ALWAYS);
        return new HBox(6, value, refusal);
    }

    static Optional<String> whyNot(String text, ActionOp op, Optional<Variable> variable) {
        if (!text.matches("-?[0-9]{1,10}")) {
            return Optional.of("a whole number");
        }
        long n = Long.parseLong(text);
        if (op == ActionOp.SET && variable.isPresent() && !variable.get().admits(n)) {
            return Optional.of(
                    "between " + variable.get().min() + " and " + variable.get().max());
        }
        return Math.abs(n) > Variable.LIMIT ? Optional.of("at most " + Variable.LIMIT) : Optional.empty();
    }

    static Action withValue(Action a, Object value) {
        return new Action(a.op(), a.target(), Map.of(), null, value);
    }

    /** The value a set or add of {@code variable} starts with: true, the variable's min or 1. */
    static Object startValue(ActionOp op, Optional<Variable> variable) {
        if (op == ActionOp.ADD) {
            return 1L;
        }
        if (op != ActionOp.SET) {
            return null;
        }
        return variable.map(v -> v.isBoolean() ? (Object) Boolean.TRUE : (Object) v.initial())
                .orElse(Boolean.TRUE);
    }
}
