package dev.stagestack.editor.panel;

import atlantafx.base.theme.Styles;
import dev.stagestack.editor.style.EditorIcon;
import dev.stagestack.editor.style.EditorStyles;
import dev.stagestack.model.Variable;
import dev.stagestack.model.VariableType;
import java.util.List;
import java.util.function.LongFunction;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import org.kordamp.ikonli.javafx.FontIcon;

/** One variable's fields: id, type, min, max, initial (true/false for a boolean), remove. */
final class VariableRow extends HBox {
    /** The bounds a variable switched to an integer starts with. */
    private static final long NEW_MAX = 10;

    VariableRow(int index, Variable v, VariablesForm form) {
        super(4);
        getStyleClass().add(EditorStyles.ACTION_ROW);
        TextField id = field("id", index, v.id(), 8);
        CommitOnce.attach(
                id, text -> form.replace(index, new Variable(text.trim(), v.type(), v.min(), v.max(), v.initial())));
        id.setOnAction(e -> CommitOnce.fire(id));
        ComboBox<VariableType> type = new ComboBox<>();
        type.getItems().setAll(List.of(VariableType.values()));
        type.setValue(v.type());
        type.setId("variable-type-" + index);
        FileNames.shown(type, VariableType::jsonName);
        type.valueProperty().addListener((o, was, is) -> form.replace(index, switched(v, is)));
        getChildren().addAll(id, type);
        if (!v.isBoolean()) {
            getChildren()
                    .add(number(
                            "min",
                            index,
                            v.min(),
                            form,
                            n -> Variable.integer(v.id(), n, v.max(), Math.max(n, v.initial()))));
            getChildren()
                    .add(number(
                            "max",
                            index,
                            v.max(),
                            form,
                            n -> Variable.integer(v.id(), v.min(), n, Math.min(n, v.initial()))));
        }
        TextField initial = field("initial", index, v.format(v.initial()), 5);
        CommitOnce.attach(initial, text -> initialTyped(index, v, text.trim(), form));
        initial.setOnAction(e -> CommitOnce.fire(initial));
        Button remove = new Button(null, new FontIcon(EditorIcon.CLOSE));
        remove.getStyleClass().addAll(Styles.FLAT, Styles.BUTTON_ICON);
        remove.setTooltip(new Tooltip("Remove the variable"));
        remove.setId("variable-remove-" + index);
        remove.setOnAction(e -> form.remove(index));
        getChildren().addAll(initial, remove);
        HBox.setHgrow(id, Priority.ALWAYS);
    }

    private static TextField field(String what, int index, String value, int columns) {
        TextField f = new TextField(value);
        f.setId("variable-" + what + "-" + index);
        f.setPrefColumnCount(columns);
        f.setPromptText(what);
        f.setTooltip(new Tooltip(what));
        return f;
    }

    private static TextField number(
            String what, int index, long value, VariablesForm form, LongFunction<Variable> make) {
        TextField f = field(what, index, Long.toString(value), 4);
        CommitOnce.attach(f, text -> {
            if (text.trim().matches("-?[0-9]{1,10}")) {
                form.replace(index, make.apply(Long.parseLong(text.trim())));
            } else {
                form.refuse(what + ": a whole number");
            }
        });
        f.setOnAction(e -> CommitOnce.fire(f));
        return f;
    }

    private static void initialTyped(int index, Variable v, String text, VariablesForm form) {
        if (v.isBoolean() && (text.equals("true") || text.equals("false"))) {
            form.replace(index, Variable.bool(v.id(), Boolean.parseBoolean(text)));
        } else if (!v.isBoolean() && text.matches("-?[0-9]{1,10}")) {
            form.replace(index, Variable.integer(v.id(), v.min(), v.max(), Long.parseLong(text)));
        } else {
            form.refuse("initial: " + (v.isBoolean() ? "true or false" : "a whole number"));
        }
    }

    private static Variable switched(Variable v, VariableType type) {
        if (type == v.type()) {
            return v;
        }
        return type == VariableType.BOOLEAN ? Variable.bool(v.id(), false) : Variable.integer(v.id(), 0, NEW_MAX, 0);
    }
}
