package dev.stagestack.editor.panel;

import dev.stagestack.editor.command.EditGraphCommand;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import java.util.function.UnaryOperator;

/** The graph's own fields: name, initial state, tick rate (docs/format.md "Top level"). */
final class GraphForm {
    private GraphForm() {}

    static FormGrid build(EditorDocument document, Graph g) {
        FormGrid form = new FormGrid();
        form.text(
                "Name", g.name(), v -> edit(document, h -> new EditGraphCommand.Header(v, h.initial(), h.tickRate())));
        form.choice(
                "Initial",
                g.states().stream().map(StateDef::id).toList(),
                g.initial(),
                false,
                v -> edit(document, h -> new EditGraphCommand.Header(h.name(), v, h.tickRate())));
        form.text(
                "Tick rate",
                Numbers.format(g.tickRate()),
                v -> Numbers.parse(v)
                        .filter(n -> n >= Graph.MIN_TICK_RATE && n <= Graph.MAX_TICK_RATE)
                        .ifPresent(n -> edit(document, h -> new EditGraphCommand.Header(h.name(), h.initial(), n))));
        form.addWide(new VariablesForm(document));
        return form;
    }

    private static void edit(EditorDocument document, UnaryOperator<EditGraphCommand.Header> change) {
        EditGraphCommand.Header before = EditGraphCommand.Header.of(document.graph());
        EditGraphCommand.Header after = change.apply(before);
        if (!after.equals(before)) {
            document.execute(new EditGraphCommand(before, after));
        }
    }
}
