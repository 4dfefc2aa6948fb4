package dev.stagestack.editor.panel;

import atlantafx.base.theme.Styles;
import dev.stagestack.editor.command.ReplaceGraphCommand;
import dev.stagestack.editor.command.VariableRenames;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.document.VariableRules;
import dev.stagestack.editor.style.EditorIcon;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Variable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The graph's variables (docs/format.md "Variables"): a row each (id, type, min, max, initial,
 * remove) and "Add variable". An edit that breaks a rule is refused with the reason under the
 * rows; renaming a variable renames it in every guard and action too, in the same undo step.
 */
final class VariablesForm extends VBox {
    private final EditorDocument document;
    private final Label problem = new Label();

    VariablesForm(EditorDocument document) {
        super(6);
        this.document = document;
        Label title = new Label("Variables");
        title.getStyleClass().add(Styles.TEXT_CAPTION);
        getChildren().add(title);
        List<Variable> variables = document.graph().variables();
        for (int i = 0; i < variables.size(); i++) {
            getChildren().add(new VariableRow(i, variables.get(i), this));
        }
        problem.setId("variables-problem");
        problem.getStyleClass().add(Styles.DANGER);
        problem.setWrapText(true);
        problem.managedProperty().bind(problem.textProperty().isNotEmpty());
        Button add = new Button("Add variable", new FontIcon(EditorIcon.PLUS));
        add.getStyleClass().add(Styles.FLAT);
        add.setId("add-variable");
        add.setOnAction(e -> add());
        getChildren().addAll(problem, add);
    }

    private void add() {
        Graph before = document.graph();
        String id = freeId(before.variables());
        List<Variable> after = new ArrayList<>(before.variables());
        after.add(Variable.bool(id, false));
        document.execute(new ReplaceGraphCommand(before, before.withVariables(after), "Add variable " + id));
    }

    private static String freeId(List<Variable> variables) {
        List<String> ids = variables.stream().map(Variable::id).toList();
        String id = "flag";
        for (int n = 2; ids.contains(id); n++) {
            id = "flag" + n;
        }
        return id;
    }

    /** Replaces the variable at {@code index} by {@code changed}, or says why not; a new id is a rename. */
    void replace(int index, Variable changed) {
        Graph before = document.graph();
        if (index >= before.variables().size()) {
            return;
        }
        Variable old = before.variables().get(index);
        if (old.equals(changed)) {
            return;
        }
        Optional<String> why = VariableRules.whyNot(before.variables(), index, changed);
        problem.setText(why.orElse(""));
        if (why.isPresent()) {
            return;
        }
        Graph renamed = old.id().equals(changed.id()) ? before : VariableRenames.rename(before, old.id(), changed.id());
        List<Variable> after = new ArrayList<>(renamed.variables());
        after.set(index, changed);
        String description = old.id().equals(changed.id())
                ? "Edit variable " + old.id()
                : "Rename variable " + old.id() + " to " + changed.id();
        document.execute(new ReplaceGraphCommand(before, renamed.withVariables(after), description));
    }

    void remove(int index) {
        Graph before = document.graph();
        List<Variable> after = new ArrayList<>(before.variables());
        Variable gone = after.remove(index);
        document.execute(new ReplaceGraphCommand(before, before.withVariables(after), "Remove variable " + gone.id()));
    }

    /** Shows why a typed value is refused. */
    void refuse(String why) {
        problem.setText(why);
    }
}
