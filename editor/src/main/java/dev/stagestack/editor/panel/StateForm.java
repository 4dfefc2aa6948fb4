package dev.stagestack.editor.panel;

import atlantafx.base.theme.Styles;
import dev.stagestack.editor.command.ReplaceStateCommand;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.StateDef;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;
import javafx.scene.control.Button;
import javafx.scene.control.ColorPicker;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.paint.Color;

/** Every field of a state (docs/format.md "State"), each edit one undoable command. */
final class StateForm {
    private StateForm() {}

    static FormGrid build(EditorDocument document, StateDef s) {
        FormGrid form = new FormGrid();
        form.text("Id", s.id(), v -> edit(document, s, x -> x.withId(v.trim())));
        form.text("Name", s.name(), v -> edit(document, s, x -> x.withName(v.isBlank() ? x.id() : v)));
        FileNames.shown(
                form.choice(
                        "Covered",
                        List.of(CoveredPolicy.values()),
                        s.covered(),
                        false,
                        v -> edit(document, s, x -> x.withCovered(v))),
                CoveredPolicy::jsonName);
        form.check("Overlay", s.overlay(), v -> edit(document, s, x -> x.withOverlay(v)));
        GroupsText.attach(form.text(
                "Groups",
                GroupsText.write(s.groups()),
                v -> GroupsText.read(v).ifPresent(groups -> edit(document, s, x -> x.withGroups(groups)))));
        form.add("Colour", colour(document, s));
        form.text("Behaviour", s.behavior(), v -> edit(document, s, x -> x.withBehavior(blankToNull(v))));
        form.text(
                "X",
                Numbers.format(s.x()),
                v -> Numbers.parse(v).ifPresent(n -> edit(document, s, x -> x.withPosition(n, x.y()))));
        form.text(
                "Y",
                Numbers.format(s.y()),
                v -> Numbers.parse(v).ifPresent(n -> edit(document, s, x -> x.withPosition(x.x(), n))));
        form.area("Notes", s.notes(), v -> edit(document, s, x -> x.withNotes(blankToNull(v))));
        AssetsForm.addTo(form, document, s, change -> edit(document, s, x -> x.withAssets(change.apply(x.assets()))));
        return form;
    }

    private static HBox colour(EditorDocument document, StateDef s) {
        ColorPicker picker = new ColorPicker(s.color() == null ? Color.TRANSPARENT : Color.web(safe(s.color())));
        picker.setId(FormGrid.idOf("Colour"));
        picker.setMaxWidth(Double.MAX_VALUE);
        picker.setOnAction(e -> edit(document, s, x -> x.withColor(hex(picker.getValue()))));
        Button clear = new Button("None");
        clear.getStyleClass().add(Styles.FLAT);
        clear.setDisable(s.color() == null);
        clear.setOnAction(e -> edit(document, s, x -> x.withColor(null)));
        HBox box = new HBox(6, picker, clear);
        HBox.setHgrow(picker, Priority.ALWAYS);
        return box;
    }

    /** One undoable edit of the state as the form shows it; nothing if the form is out of date. */
    private static void edit(EditorDocument document, StateDef before, UnaryOperator<StateDef> change) {
        if (!document.graph().states().contains(before)) {
            return;
        }
        StateDef after = change.apply(before);
        if (!after.equals(before) && !after.id().isEmpty()) {
            document.execute(ReplaceStateCommand.edit(before, after));
        }
    }

    static String hex(Color c) {
        return String.format(
                Locale.ROOT,
                "#%02x%02x%02x",
                Math.round(c.getRed() * 255),
                Math.round(c.getGreen() * 255),
                Math.round(c.getBlue() * 255));
    }

    private static String safe(String web) {
        return web.matches("#[0-9a-fA-F]{6}") ? web : "#000000";
    }

    static String blankToNull(String v) {
        return v == null || v.isBlank() ? null : v;
    }
}
