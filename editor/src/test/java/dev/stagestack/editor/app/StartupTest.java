package dev.stagestack.editor.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The editor's start as a user gets it: a fresh JVM (headless on Monocle) runs the launcher with the
 * start-up probe on, and must reach its first frame without loading what the first frame does not
 * need. Also the probe's clock.
 */
class StartupTest {
    /** Classes that must wait: ELK until Layout, the icon packs' enums never, the check until after the frame. */
    private static final Pattern DEFERRED =
            Pattern.compile("org\\.eclipse\\.elk\\.\\S+|org\\.kordamp\\.ikonli\\.materialdesign2\\.MaterialDesign[A-Z]"
                    + "|dev\\.stagestack\\.model\\.check\\.(StackAnalysis|GraphChecker)");

    @TempDir
    Path home;

    @Test
    void theProcessAgeAgreesWithTheJvmUptime() {
        long uptime = ManagementFactory.getRuntimeMXBean().getUptime();
        long age = StartupProbe.sinceProcessStart().toMillis();
        // The JVM starts a little after its process; /proc counts in 10 ms ticks.
        assertTrue(
                age >= uptime - 30 && age <= uptime + 500, "process age " + age + " ms, JVM uptime " + uptime + " ms");
    }

    @Test
    void theFirstFrameComesWithoutLayoutIconPacksOrTheCheck() throws Exception {
        Path classLog = home.resolve("classes.txt");
        Process editor = new ProcessBuilder(List.of(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Xlog:class+load=info:file=" + classLog,
                        "-Duser.home=" + home,
                        "-Dstagestack.startupProbe=true",
                        "-Dglass.platform=Monocle",
                        "-Dmonocle.platform=Headless",
                        "-Dprism.order=sw",
                        "-Dheadless.geometry=1600x1000-32",
                        "-cp",
                        System.getProperty("java.class.path"),
                        StagestackLauncher.class.getName()))
                .redirectErrorStream(true)
                .start();
        String output = new String(editor.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(editor.waitFor(2, TimeUnit.MINUTES), "the editor did not exit");
        assertEquals(0, editor.exitValue(), output);
        assertTrue(output.contains("first frame: "), output);
        assertTrue(output.contains("graph opened"), output);
        List<String> early = loadedClasses(classLog).stream()
                .filter(c -> DEFERRED.matcher(c).matches())
                .toList();
        assertTrue(early.isEmpty(), "loaded before the first frame: " + early);
    }

    private static List<String> loadedClasses(Path classLog) throws IOException {
        List<String> classes = Files.readAllLines(classLog).stream()
                .map(line -> line.substring(line.indexOf("] ") + 2).split(" ")[0])
                .toList();
        assertFalse(classes.isEmpty(), "no class-load log");
        assertTrue(classes.contains(EditorWindow.class.getName()), "the log does not show the editor starting");
        return classes;
    }
}
