package dev.stagestack.player.fx;

import dev.stagestack.player.fx.model.ConditionsWatch;
import dev.stagestack.player.fx.model.PlayerViewModel;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The overlay's VARIABLES panel (docs/player.md, docs/semantics.md §21): each graph variable's value,
 * live, and, for the last tick that tried a transition with a guard or {@code once}, which fired and
 * which were skipped, and why — what the guard read. Shown only for a graph with variables, guards or once.
 */
final class VariablesPane extends VBox {

    private final ConditionsWatch watch;
    private final VBox values = new VBox(2);
    private final Label why = new Label();

    VariablesPane(PlayerViewModel model) {
        super(4);
        this.watch = model.session().conditions();
        setId("variables-pane");
        Label title = new Label("VARIABLES");
        title.getStyleClass().add(PlayerStyles.OVERLAY_TITLE);
        why.setId("variables-why");
        why.setWrapText(true);
        why.setMinHeight(Region.USE_PREF_SIZE); // wraps every reason in full rather than cutting it with "..."
        why.getStyleClass().add(PlayerStyles.STATE_META);
        getChildren().addAll(title, values, why);
        model.shown().watch(snapshot -> refresh());
        model.run().watch(run -> refresh());
    }

    private void refresh() {
        setVisible(watch.used());
        setManaged(watch.used());
        if (!watch.used()) {
            return;
        }
        List<String> lines = watch.values();
        values.getChildren()
                .setAll(lines.stream().map(VariablesPane::valueLabel).toList());
        List<String> checks = watch.lastChecks();
        why.setText(checks.isEmpty() ? "no guarded transition tried yet" : String.join("\n", checks));
    }

    private static Label valueLabel(String line) {
        Label label = new Label(line);
        label.setId("variable-" + line.substring(0, line.indexOf(' ')));
        label.getStyleClass().add(PlayerStyles.STAT_VALUE);
        return label;
    }
}
