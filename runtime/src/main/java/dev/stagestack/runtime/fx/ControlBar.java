package dev.stagestack.runtime.fx;

import dev.stagestack.runtime.fx.model.PlayerCommand;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/**
 * The teaching controls: pause/resume, step a tick, step a commit step, speed, restart,
 * the time-travel slider, trace export and the overlay toggle. Each control has a tooltip that
 * names its shortcut; the controls only report commands, the controller carries them out.
 */
final class ControlBar extends HBox {

    private final Map<PlayerCommand, ButtonBase> controls = new EnumMap<>(PlayerCommand.class);
    private final Label speed = new Label("1×");
    private final Label viewed = new Label();
    private final Slider travel = new Slider(0, 0, 0);
    private boolean updating;

    ControlBar(Consumer<PlayerCommand> run, LongConsumer travelTo) {
        getStyleClass().add(PlayerStyles.CONTROL_BAR);
        for (PlayerCommand c : PlayerCommand.values()) {
            ButtonBase b = c == PlayerCommand.TOGGLE_OVERLAY ? new ToggleButton(c.label()) : new Button(c.label());
            b.getStyleClass().add(PlayerStyles.CONTROL);
            b.setTooltip(new Tooltip(c.description() + "  (" + shortcutText(c) + ")"));
            b.setOnAction(e -> run.accept(c));
            b.setFocusTraversable(false);
            controls.put(c, b);
        }
        speed.getStyleClass().add(PlayerStyles.SPEED);
        viewed.getStyleClass().add(PlayerStyles.SPEED);
        travel.setTooltip(new Tooltip("Time travel over the last ticks: drag to see the chain and log "
                + "as they were (read-only)  (" + shortcutText(PlayerCommand.SCRUB_BACK) + " / "
                + shortcutText(PlayerCommand.SCRUB_FORWARD) + ")"));
        travel.setFocusTraversable(false);
        travel.valueProperty().addListener((o, was, now) -> {
            if (!updating) {
                travelTo.accept(Math.round(now.doubleValue()));
            }
        });
        HBox.setHgrow(travel, Priority.ALWAYS);
        getChildren().addAll(get(PlayerCommand.PAUSE_RESUME), get(PlayerCommand.STEP_TICK),
                get(PlayerCommand.STEP_COMMIT), get(PlayerCommand.SLOWER), speed, get(PlayerCommand.FASTER),
                get(PlayerCommand.NORMAL_SPEED), get(PlayerCommand.RESTART_RUN), get(PlayerCommand.SCRUB_BACK),
                travel, get(PlayerCommand.SCRUB_FORWARD), viewed, get(PlayerCommand.GO_LIVE),
                get(PlayerCommand.EXPORT_TRACE), get(PlayerCommand.TOGGLE_OVERLAY));
    }

    /** The control of {@code command}. */
    ButtonBase get(PlayerCommand command) {
        return controls.get(command);
    }

    Slider travelSlider() {
        return travel;
    }

    /** Shows the run's state: paused or running, the speed, and the recorded range with the viewed tick. */
    void show(boolean paused, int speedPerMille, long oldest, long live, long shown, boolean overlay) {
        get(PlayerCommand.PAUSE_RESUME).setText(paused ? "Resume" : "Pause");
        speed.setText(formatSpeed(speedPerMille));
        ((ToggleButton) get(PlayerCommand.TOGGLE_OVERLAY)).setSelected(overlay);
        viewed.setText("tick " + shown);
        updating = true;
        travel.setMin(oldest);
        travel.setMax(Math.max(oldest, live));
        if (!travel.isValueChanging()) {
            travel.setValue(shown);
        }
        updating = false;
    }

    static String formatSpeed(int perMille) {
        return perMille % 1000 == 0 ? perMille / 1000 + "×" : String.format("%.1f×", perMille / 1000.0);
    }

    static String shortcutText(PlayerCommand c) {
        return KeyCombination.valueOf(c.shortcut()).getDisplayText();
    }
}
