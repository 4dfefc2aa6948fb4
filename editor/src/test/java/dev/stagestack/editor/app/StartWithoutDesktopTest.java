package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.player.desktop.DesktopAdvice;
import dev.stagestack.player.desktop.DesktopPreflight;
import dev.stagestack.player.desktop.Machine;
import dev.stagestack.player.desktop.NoDisplayRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The editor's start where no window can open, as a new user meets it: a message that says what is
 * missing and the command that fixes it, exit code 3, never a stack trace.
 */
class StartWithoutDesktopTest {
    @TempDir
    Path libs;

    private final List<String> printed = new ArrayList<>();

    @Test
    void aFreshStartWithoutADisplayExplainsItselfAndExitsThree() throws Exception {
        NoDisplayRun editor = NoDisplayRun.of(StagestackLauncher.class, List.of("-Dstagestack.command=./stagestack"));
        String output = editor.output();

        assertEquals(3, editor.exitCode(), output);
        assertTrue(output.startsWith("stagestack: the editor cannot open a window on this machine."), output);
        assertTrue(output.contains("The editor needs a desktop session."), output);
        assertTrue(output.contains("xvfb-run ./stagestack"), output);
        assertTrue(output.contains("./stagestack validate|analyze|trace FILE"), output);
        assertFalse(editor.showsStackTraceOrWarning(), output);
    }

    @Test
    void aToolkitThatCannotLoadGtkIsExplainedNotThrown() throws Exception {
        Files.writeString(libs.resolve("libgtk-3.so.0"), ""); // the check finds a library JavaFX then fails to load
        int code = StagestackLauncher.openEditor(new String[0], preflight(), args -> {
            throw new UnsupportedOperationException("Unable to load glass GTK library.");
        });
        assertEquals(3, code);
        assertTrue(
                printed.contains("  - GTK 3 is not installed (libgtk-3.so.0); JavaFX draws its windows with it."),
                printed.toString());
        assertTrue(printed.contains("    Install it:  sudo apt-get install libgtk-3-0"), printed.toString());
    }

    @Test
    void otherStartupFailuresAreNotDisguisedAsAMissingDesktop() throws Exception {
        Files.writeString(libs.resolve("libgtk-3.so.0"), "");
        assertThrows(
                IllegalStateException.class,
                () -> StagestackLauncher.openEditor(new String[0], preflight(), args -> {
                    throw new IllegalStateException("a bug");
                }));
        assertTrue(printed.isEmpty(), printed.toString());
    }

    @Test
    void installDepsIsTheLaunchersOptionNotAFileToOpen() throws Exception {
        Files.writeString(libs.resolve("libgtk-3.so.0"), "");
        List<String[]> opened = new ArrayList<>();
        int code = StagestackLauncher.openEditor(
                new String[] {"--install-deps", "level.stagestack.json"}, preflight(), opened::add);
        assertEquals(0, code);
        assertArrayEquals(new String[] {"level.stagestack.json"}, opened.get(0));
    }

    private DesktopPreflight preflight() {
        Machine machine = new Machine(
                "Linux", Map.of("DISPLAY", ":0"), "", List.of(libs), Map.of("ID", "ubuntu"), false, command -> false);
        return new DesktopPreflight(
                machine,
                new DesktopAdvice(machine, "the editor", "./stagestack"),
                printed::add,
                question -> false,
                command -> 1);
    }
}
