package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.player.desktop.NoDisplayRun;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code stagestack play} where no window can open, as a person meets it: a fresh JVM with no display
 * says what is missing and how to get it, exits 3, and prints no stack trace and no JavaFX warning.
 */
class PlayWithoutDesktopTest {

    @Test
    void playWithoutADisplayExplainsItselfAndExitsThree() throws Exception {
        NoDisplayRun play = NoDisplayRun.of(
                StagestackCommand.class,
                List.of(),
                "play",
                Path.of("..", "samples", "graphs", "basic-stack.stagestack.json")
                        .toString());
        String output = play.output();

        assertEquals(3, play.exitCode(), output);
        assertTrue(output.contains("stagestack: the player cannot open a window on this machine."), output);
        assertTrue(output.contains("There is no display: neither DISPLAY nor WAYLAND_DISPLAY is set."), output);
        assertTrue(output.contains("xvfb-run stagestack"), output);
        assertFalse(play.showsStackTraceOrWarning(), output);
    }
}
