package dev.stagestack.web.browser;

import dev.stagestack.runtime.clock.FrameClock;

/** The run's speed on the {@code run-state} line, as the player's control bar writes it. */
final class SpeedText {

    private SpeedText() {}

    /** {@code  · 0.5×} for a speed of {@code perMille} thousandths of 1×; empty at 1×. */
    static String of(int perMille) {
        if (perMille == FrameClock.NORMAL_SPEED) {
            return "";
        }
        if (perMille % 1000 == 0) {
            return " · " + perMille / 1000 + "×";
        }
        long tenths = Math.round(perMille / 100.0); // the player's %.1f: 0.25× reads 0.3×
        return " · " + tenths / 10 + "." + tenths % 10 + "×";
    }
}
