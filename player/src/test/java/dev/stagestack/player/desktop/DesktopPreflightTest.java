package dev.stagestack.player.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The check before a window: what is missing, what the person is told, and installing GTK 3 when asked. */
class DesktopPreflightTest {
    private static final Map<String, String> DEBIAN = Map.of("ID", "debian");
    private static final Map<String, String> UBUNTU = Map.of("ID", "ubuntu", "ID_LIKE", "debian");
    private static final Map<String, String> FEDORA = Map.of("ID", "fedora");

    @TempDir
    Path libs;

    private final List<String> printed = new ArrayList<>();
    private final List<List<String>> ran = new ArrayList<>();

    @Test
    void aLinuxDesktopWithGtkLacksNothing() throws IOException {
        installGtk();
        assertEquals(
                EnumSet.noneOf(MissingDesktop.class),
                DesktopCheck.missing(linux(Map.of("DISPLAY", ":0"), DEBIAN, false)));
        assertEquals(
                EnumSet.noneOf(MissingDesktop.class),
                DesktopCheck.missing(linux(Map.of("WAYLAND_DISPLAY", "wayland-0"), DEBIAN, false)));
    }

    @Test
    void withoutDisplayOrGtkBothAreMissing() {
        assertEquals(
                EnumSet.of(MissingDesktop.DISPLAY, MissingDesktop.GTK),
                DesktopCheck.missing(linux(Map.of("DISPLAY", " "), DEBIAN, false)));
    }

    @Test
    void macWindowsAndHeadlessMonocleNeedNeither() {
        Machine mac = new Machine("Mac OS X", Map.of(), "", List.of(libs), Map.of(), false, c -> false);
        Machine windows = new Machine("Windows 11", Map.of(), "", List.of(libs), Map.of(), false, c -> false);
        Machine monocle = new Machine("Linux", Map.of(), "Monocle", List.of(libs), DEBIAN, false, c -> false);
        for (Machine machine : List.of(mac, windows, monocle)) {
            assertTrue(DesktopCheck.missing(machine).isEmpty(), machine.osName() + " " + machine.glassPlatform());
        }
    }

    @Test
    void noDisplayNamesXvfbRunAndTheHeadlessCommands() throws IOException {
        installGtk();
        assertFalse(preflight(linux(Map.of(), DEBIAN, false), answer(false)).ready(false));
        assertEquals(
                List.of(
                        "stagestack: the editor cannot open a window on this machine.",
                        "  - There is no display: neither DISPLAY nor WAYLAND_DISPLAY is set. The editor needs a desktop session.",
                        "    On a server, in a container or over SSH, give it a virtual display:  xvfb-run ./stagestack",
                        "    (xvfb-run comes with the xvfb package.)",
                        "  Without a window, the command line works: ./stagestack validate|analyze|trace FILE (docs/cli.md)."),
                printed);
        assertTrue(ran.isEmpty());
    }

    @Test
    void missingGtkGivesTheInstallCommandOfTheDistribution() {
        preflight(linux(Map.of("DISPLAY", ":0"), UBUNTU, false), answer(true)).ready(false);
        assertTrue(printed.contains("    Install it:  sudo apt-get install libgtk-3-0"), printed.toString());
        assertTrue(printed.stream().noneMatch(l -> l.contains("--install-deps")), "only root can let it install");
        assertTrue(ran.isEmpty(), "a user who is not root is not asked");

        printed.clear();
        preflight(linux(Map.of("DISPLAY", ":0"), FEDORA, false), answer(true)).ready(false);
        assertTrue(printed.contains("    Install it:  sudo dnf install gtk3"), printed.toString());

        printed.clear();
        preflight(linux(Map.of("DISPLAY", ":0"), Map.of("ID", "plan9"), false), answer(true))
                .ready(false);
        assertTrue(
                printed.stream().anyMatch(l -> l.contains("package manager") && l.contains("libgtk-3.so.0")),
                printed.toString());
    }

    @Test
    void rootOnDebianIsOfferedTheInstallAndSayingNoInstallsNothing() {
        assertFalse(preflight(linux(Map.of("DISPLAY", ":0"), DEBIAN, true), answer(false))
                .ready(false));
        assertTrue(printed.contains("    Install it:  apt-get install libgtk-3-0"), printed.toString());
        assertTrue(
                printed.contains("    Or let Stagestack install it and start:  ./stagestack --install-deps"),
                printed.toString());
        assertTrue(ran.isEmpty());
    }

    @Test
    void installDepsInstallsGtkWithAptGetAndThenTheWindowCanOpen() {
        DesktopPreflight preflight = new DesktopPreflight(
                linux(Map.of("DISPLAY", ":0"), DEBIAN, true),
                advice(linux(Map.of(), DEBIAN, true)),
                printed::add,
                answer(false),
                this::aptThatInstalls);
        assertTrue(preflight.ready(true), printed.toString());
        assertEquals(
                List.of(List.of("apt-get", "update", "-qq"), List.of("apt-get", "install", "-y", "-q", "libgtk-3-0")),
                ran);
    }

    @Test
    void yesAtThePromptInstallsToo() {
        DesktopPreflight preflight = new DesktopPreflight(
                linux(Map.of("DISPLAY", ":0"), DEBIAN, true),
                advice(linux(Map.of(), DEBIAN, true)),
                printed::add,
                answer(true),
                this::aptThatInstalls);
        assertTrue(preflight.ready(false), printed.toString());
        assertEquals(2, ran.size());
    }

    @Test
    void aFailedInstallSaysSoAndExplainsWhatIsStillMissing() {
        DesktopPreflight preflight = new DesktopPreflight(
                linux(Map.of("DISPLAY", ":0"), DEBIAN, true),
                advice(linux(Map.of(), DEBIAN, true)),
                printed::add,
                answer(false),
                command -> {
                    ran.add(command);
                    return 100;
                });
        assertFalse(preflight.ready(true));
        assertTrue(printed.contains("stagestack: apt-get update -qq failed (exit code 100)."), printed.toString());
        assertTrue(printed.contains("  - GTK 3 is not installed (libgtk-3.so.0); JavaFX draws its windows with it."));
    }

    @Test
    void installDepsWhereItCannotInstallSaysWhy() {
        assertFalse(preflight(linux(Map.of("DISPLAY", ":0"), FEDORA, true), answer(true))
                .ready(true));
        assertTrue(
                printed.get(0).startsWith("stagestack: --install-deps installs GTK 3 with apt-get, as root;"),
                printed.toString());
        assertTrue(ran.isEmpty());
    }

    @Test
    void javaFxStartupFailuresAreReadAsWhatIsMissing() {
        assertEquals(
                Optional.of(MissingDesktop.GTK),
                DesktopCheck.explain(new UnsupportedOperationException("Unable to load glass GTK library.")));
        assertEquals(
                Optional.of(MissingDesktop.DISPLAY),
                DesktopCheck.explain(
                        new RuntimeException(new UnsupportedOperationException("Unable to open DISPLAY"))));
        assertEquals(Optional.empty(), DesktopCheck.explain(new IllegalStateException("Toolkit already initialized")));
    }

    @Test
    void aDisplayThatCannotBeOpenedIsNamed() throws IOException {
        installGtk();
        DesktopPreflight preflight = preflight(linux(Map.of("DISPLAY", ":99"), DEBIAN, false), answer(false));
        assertTrue(preflight.explainLaunchFailure(new UnsupportedOperationException("Unable to open DISPLAY")));
        assertTrue(printed.get(1).contains("DISPLAY is \":99\" but that display cannot be opened"), printed.toString());
        printed.clear();
        assertFalse(preflight.explainLaunchFailure(new IllegalStateException("something else")));
        assertTrue(printed.isEmpty());
    }

    @Test
    void osReleaseIsReadWithoutQuotes() throws IOException {
        Path file = libs.resolve("os-release");
        Files.writeString(file, "PRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\nID=debian\nID_LIKE='ubuntu debian'\n");
        Map<String, String> fields = Machine.readOsRelease(file);
        assertEquals("debian", fields.get("ID"));
        assertEquals("ubuntu debian", fields.get("ID_LIKE"));
        assertEquals(Map.of(), Machine.readOsRelease(libs.resolve("absent")));
    }

    private int aptThatInstalls(List<String> command) {
        ran.add(command);
        if (command.contains("install")) {
            try {
                installGtk();
            } catch (IOException e) {
                return 1;
            }
        }
        return 0;
    }

    private void installGtk() throws IOException {
        Files.writeString(libs.resolve("libgtk-3.so.0"), "");
    }

    private Machine linux(Map<String, String> env, Map<String, String> osRelease, boolean root) {
        return new Machine(
                "Linux",
                env,
                "",
                List.of(libs.resolve("absent"), libs),
                osRelease,
                root,
                command -> command.equals("apt-get"));
    }

    private DesktopPreflight preflight(Machine machine, java.util.function.Predicate<String> askYes) {
        return new DesktopPreflight(machine, advice(machine), printed::add, askYes, command -> {
            ran.add(command);
            return 0;
        });
    }

    private static DesktopAdvice advice(Machine machine) {
        return new DesktopAdvice(machine, "the editor", "./stagestack");
    }

    private static java.util.function.Predicate<String> answer(boolean yes) {
        return question -> yes;
    }
}
