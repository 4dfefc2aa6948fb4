package dev.stagestack.runtime.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code stagestack play} where no window can open, as a person meets it: a fresh JVM with no display
 * says what is missing and how to get it, exits 3, and prints no stack trace and no JavaFX warning.
 */
class PlayWithoutDesktopTest {

    @Test
    void playWithoutADisplayExplainsItselfAndExitsThree() throws Exception {
        ProcessBuilder builder = new ProcessBuilder(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), StagestackCommand.class.getName(),
                "play", Path.of("..", "samples", "graphs", "basic-stack.stagestack.json").toString()))
                .redirectErrorStream(true);
        builder.environment().remove("DISPLAY");
        builder.environment().remove("WAYLAND_DISPLAY");
        Process play = builder.start();
        String output = new String(play.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(play.waitFor(2, TimeUnit.MINUTES), "play did not exit");

        assertEquals(3, play.exitValue(), output);
        assertTrue(output.contains("stagestack: the player cannot open a window on this machine."), output);
        assertTrue(output.contains("There is no display: neither DISPLAY nor WAYLAND_DISPLAY is set."), output);
        assertTrue(output.contains("xvfb-run stagestack"), output);
        assertFalse(output.contains("Exception") || output.contains("\tat "), output);
        assertFalse(output.contains("WARNING"), output);
    }
}
