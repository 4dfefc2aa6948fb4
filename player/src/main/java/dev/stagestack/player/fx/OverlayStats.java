package dev.stagestack.player.fx;

import dev.stagestack.runtime.clock.FrameTimes;
import dev.stagestack.runtime.debug.TickSnapshot;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/** The overlay's row of figures: the tick shown, the frames per second and the depths of head and staging. */
final class OverlayStats {

    private final Label tick = statValue();
    private final Label fps = statValue();
    private final Label depth = statValue();

    OverlayStats() {
        tick.setId("overlay-tick");
    }

    /** The row, each figure under its caption. */
    HBox row() {
        return new HBox(22, stat("TICK", tick), stat("FPS", fps), stat("HEAD / STAGING DEPTH", depth));
    }

    /** Shows the tick and depths of the moment {@code snapshot}. */
    void show(TickSnapshot snapshot) {
        tick.setText(Long.toString(snapshot.tick()));
        depth.setText(snapshot.head().depth() + " / " + snapshot.staging().depth());
    }

    /** Shows the frames per second of {@code times}. */
    void showFps(FrameTimes times) {
        fps.setText(String.format("%.0f", times.framesPerSecond()));
    }

    private static VBox stat(String name, Label value) {
        Label caption = new Label(name);
        caption.getStyleClass().add(PlayerStyles.STAT);
        return new VBox(2, caption, value);
    }

    private static Label statValue() {
        Label l = new Label("0");
        l.getStyleClass().add(PlayerStyles.STAT_VALUE);
        return l;
    }
}
