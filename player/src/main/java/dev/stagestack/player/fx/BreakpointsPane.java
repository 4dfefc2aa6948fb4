package dev.stagestack.player.fx;

import dev.stagestack.runtime.debug.Breakpoints;
import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The overlay's breakpoints, collapsed until opened: pause after a tick with an error, a
 * divergence or a discard; pause before a commit step enters or exits a chosen state. Each set
 * breakpoint is listed with a button that removes it.
 */
final class BreakpointsPane extends TitledPane {
    private final Breakpoints breakpoints;
    private final VBox set = new VBox(4);
    private long shownVersion = -1;

    BreakpointsPane(Breakpoints breakpoints, List<String> stateIds) {
        this.breakpoints = breakpoints;
        setText("BREAKPOINTS");
        setId("breakpoints");
        getStyleClass().add("breakpoints");
        setExpanded(false);
        setAnimated(false); // opens at once: its controls are where they will stay when the pointer gets there
        setFocusTraversable(false);
        FlowPane after = new FlowPane(10, 4);
        for (Breakpoints.After kind : Breakpoints.After.values()) {
            CheckBox box = new CheckBox(kind.shortWords());
            box.setId("break-after-" + kind.name().toLowerCase(java.util.Locale.ROOT));
            box.setFocusTraversable(false);
            box.setSelected(breakpoints.isSet(kind));
            box.selectedProperty().addListener((o, was, is) -> breakpoints.set(kind, is));
            after.getChildren().add(box);
        }
        ComboBox<String> state = new ComboBox<>();
        state.setId("break-state");
        state.getItems().setAll(stateIds);
        state.getSelectionModel().selectFirst();
        state.setFocusTraversable(false);
        state.setMaxWidth(Double.MAX_VALUE);
        Button entering = button(
                "break-before-entering",
                "Before entering",
                () -> breakpoints.setBeforeEntering(state.getValue(), true));
        Button exiting = button(
                "break-before-exiting", "Before exiting", () -> breakpoints.setBeforeExiting(state.getValue(), true));
        HBox when = new HBox(6, entering, exiting);
        when.setAlignment(Pos.CENTER_LEFT);
        setContent(new VBox(6, after, state, when, set));
        refresh();
    }

    /** Lists the breakpoints again when they changed (from here or from the editor). */
    void refresh() {
        if (breakpoints.version() == shownVersion) {
            return;
        }
        shownVersion = breakpoints.version();
        set.getChildren().clear();
        breakpoints
                .beforeEntering()
                .forEach(id -> set.getChildren()
                        .add(row("before entering " + id, () -> breakpoints.setBeforeEntering(id, false))));
        breakpoints
                .beforeExiting()
                .forEach(id -> set.getChildren()
                        .add(row("before exiting " + id, () -> breakpoints.setBeforeExiting(id, false))));
    }

    private HBox row(String words, Runnable remove) {
        Label label = new Label("● " + words);
        label.getStyleClass().add(PlayerStyles.NEXT_STEP);
        Button x = button(null, "✕", remove);
        x.setAccessibleText("Remove the breakpoint " + words);
        HBox row = new HBox(6, label, x);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private Button button(String id, String text, Runnable run) {
        Button b = new Button(text);
        if (id != null) {
            b.setId(id);
        }
        b.setFocusTraversable(false);
        b.setOnAction(e -> {
            run.run();
            refresh();
        });
        return b;
    }
}
