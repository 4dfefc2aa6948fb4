package dev.stagestack.editor.core;

import atlantafx.base.theme.Styles;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.Button;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCombination;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * One user command shown in a menu and maybe on the toolbar, with the same text, icon, shortcut
 * and enabled state in both places.
 */
public record UiAction(String text, Ikon icon, KeyCombination shortcut, Runnable run, ObservableBooleanValue disabled) {

    /** An action; {@code shortcut} is one of {@link EditorShortcut}'s key shortcuts, or null for none. */
    public static UiAction of(String text, Ikon icon, EditorShortcut shortcut, Runnable run) {
        return new UiAction(text, icon, shortcut == null ? null : shortcut.combination(), run, null);
    }

    public UiAction disabledWhen(ObservableBooleanValue condition) {
        return new UiAction(text, icon, shortcut, run, condition);
    }

    public MenuItem menuItem() {
        MenuItem item = new MenuItem(text, icon == null ? null : new FontIcon(icon));
        item.setAccelerator(shortcut);
        item.setOnAction(e -> run.run());
        if (disabled != null) {
            item.disableProperty().bind(disabled);
        }
        return item;
    }

    public Button button() {
        Button button = new Button(null, new FontIcon(icon));
        button.getStyleClass().addAll(Styles.FLAT, Styles.BUTTON_ICON);
        String tip = shortcut == null ? text : text + "  (" + shortcut.getDisplayText() + ")";
        button.setTooltip(new Tooltip(tip));
        button.setOnAction(e -> run.run());
        button.setFocusTraversable(false);
        if (disabled != null) {
            button.disableProperty().bind(disabled);
        }
        return button;
    }
}
