package dev.stagestack.editor.panel;

import dev.stagestack.model.KeyNames;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.geometry.Side;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.CustomMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/**
 * A key trigger's key: a text field that lists the matching key names as you type and commits only
 * a real key name (docs/format.md "Key names"), and a "Press a key" button that takes the next key
 * pressed, Escape included.
 */
final class KeyField extends HBox {
    static final String INVALID = "invalid-key";
    private static final int SHOWN_MATCHES = 12;

    private final TextField text = new TextField();
    private final Button capture = new Button("Press a key");
    private final ContextMenu matches = new ContextMenu();
    private final Consumer<String> commit;
    private String committed;

    KeyField(String key, Consumer<String> commit) {
        super(6);
        this.commit = commit;
        this.committed = key;
        text.setText(key);
        text.setId(FormGrid.idOf("Key"));
        capture.setId("key-capture");
        capture.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // "Press a key" whole; the name field gives way
        capture.setFocusTraversable(true);
        HBox.setHgrow(text, Priority.ALWAYS);
        getChildren().addAll(text, capture);
        text.textProperty().addListener((o, was, is) -> typed(is));
        text.setOnAction(e -> commitTyped());
        text.focusedProperty().addListener((o, was, is) -> {
            if (!is) {
                matches.hide();
                commitTyped();
            }
        });
        text.addEventHandler(KeyEvent.KEY_PRESSED, this::escapeReverts);
        capture.setOnAction(e -> startCapture());
        capture.addEventFilter(KeyEvent.KEY_PRESSED, this::captured);
        capture.focusedProperty().addListener((o, was, is) -> {
            if (!is) {
                capture.setText("Press a key");
            }
        });
    }

    private void typed(String typed) {
        Optional<String> why = KeyNames.whyNot(normal(typed));
        text.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("error"), why.isPresent());
        text.setTooltip(why.map(Tooltip::new).orElse(null));
        if (text.isFocused()) {
            showMatches(normal(typed));
        }
    }

    private void showMatches(String typed) {
        matches.getItems().clear();
        KeyNames.ALL.stream()
                .filter(k -> !typed.isEmpty() && k.contains(typed) && !k.equals(typed))
                .limit(SHOWN_MATCHES)
                .forEach(k -> {
                    CustomMenuItem item = new CustomMenuItem(new Label(k), true);
                    item.setOnAction(e -> {
                        text.setText(k);
                        commitTyped();
                    });
                    matches.getItems().add(item);
                });
        if (matches.getItems().isEmpty()) {
            matches.hide();
        } else if (!matches.isShowing() && text.getScene() != null) {
            matches.show(text, Side.BOTTOM, 0, 0);
        }
    }

    private void commitTyped() {
        String key = normal(text.getText());
        if (KeyNames.isKey(key) && !key.equals(committed)) {
            committed = key;
            commit.accept(key);
        }
    }

    private void escapeReverts(KeyEvent e) {
        if (e.getCode() == KeyCode.ESCAPE && !normal(text.getText()).equals(committed)) {
            text.setText(committed);
            matches.hide();
            e.consume();
        }
    }

    private void startCapture() {
        capture.setText("Press a key…");
        capture.requestFocus();
    }

    /** While waiting, the next key (not a modifier alone) becomes the trigger's key. */
    private void captured(KeyEvent e) {
        if (!capture.getText().endsWith("…") || e.getCode().isModifierKey()) {
            return;
        }
        e.consume();
        capture.setText("Press a key");
        String key = e.getCode().name();
        if (KeyNames.isKey(key)) {
            text.setText(key);
            commitTyped();
        }
    }

    private static String normal(String typed) {
        return typed == null ? "" : typed.trim().toUpperCase(Locale.ROOT).replace(' ', '_');
    }
}
