package dev.stagestack.editor.panel;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import javafx.css.PseudoClass;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;

/**
 * A state's groups as the inspector's Groups field shows them: names separated by commas or
 * spaces (docs/format.md "Groups and global transitions": the syntax of a variable id), each once. A name that is no group
 * name marks the field and is never committed.
 */
final class GroupsText {
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,63}");

    private GroupsText() {}

    static String write(List<String> groups) {
        return String.join(", ", groups);
    }

    /** The groups the text names, each once in the order typed; empty when a name is no group name. */
    static Optional<List<String>> read(String text) {
        List<String> groups = new ArrayList<>();
        for (String name : text.trim().split("[,\\s]+")) {
            if (name.isEmpty()) {
                continue;
            }
            if (!NAME.matcher(name).matches()) {
                return Optional.empty();
            }
            if (!groups.contains(name)) {
                groups.add(name);
            }
        }
        return Optional.of(groups);
    }

    /** Marks the field while it holds a name that is no group name, with the reason in its tooltip. */
    static void attach(TextField field) {
        field.setPromptText("none (e.g. menus, overlays)");
        field.textProperty().addListener((o, was, is) -> {
            boolean bad = read(is).isEmpty();
            field.pseudoClassStateChanged(PseudoClass.getPseudoClass("error"), bad);
            field.setTooltip(bad ? new Tooltip("group names: letters, digits and _, not starting with a digit") : null);
        });
    }
}
