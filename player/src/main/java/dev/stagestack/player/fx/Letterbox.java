package dev.stagestack.player.fx;

import javafx.scene.layout.Region;

/**
 * A game screen at a fixed logical size inside a window of any size: laid out at {@code width × height},
 * scaled by the largest factor that fits its area keeping the aspect ratio, centred, with bars (the
 * area's background) on the two sides it does not fill.
 */
final class Letterbox {

    private Letterbox() {}

    /** Fixes {@code screen} at {@code width × height} inside {@code area} (its parent), and keeps it fitted. */
    static void fit(Region screen, Region area, double width, double height) {
        screen.setManaged(false);
        area.getStyleClass().add(PlayerStyles.LETTERBOX_BARS);
        Runnable place = () -> {
            double scale = Math.min(area.getWidth() / width, area.getHeight() / height);
            screen.resize(width, height);
            screen.relocate((area.getWidth() - width) / 2, (area.getHeight() - height) / 2);
            screen.setScaleX(scale);
            screen.setScaleY(scale);
        };
        area.widthProperty().addListener(o -> place.run());
        area.heightProperty().addListener(o -> place.run());
        place.run();
    }
}
