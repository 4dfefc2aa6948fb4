package dev.stagestack.player.modules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The built jars as named modules: every {@code stagestack} command run with
 * {@code java --module-path ... -m dev.stagestack.player/...}, and a program using the test kit
 * (with the model and the runtime) from the module path. Runs after packaging ({@code mvn verify}),
 * on the jars with their module descriptors, where a package a module uses but another does not
 * export fails with an {@code IllegalAccessError} that the class path never shows.
 */
class ModulePathIT {
    private static final Path REPOSITORY = Path.of("..").toAbsolutePath().normalize();
    private static final String GRAPH = "samples/graphs/menu-prototype.stagestack.json";
    private static final String SCRIPT = "samples/graphs/menu-prototype.script";
    private static final String LESSON = "samples/graphs/stack-lesson.lesson";
    /** The jars to put on the module path, by file name: the project's, picocli, gson and JavaFX's platform jars. */
    private static final Pattern MODULE_JAR = Pattern.compile(
            "(shared-model|runtime|stagestack-tools|stagestack-web|stagestack-testkit)-[\\d.]+(-SNAPSHOT)?\\.jar|(picocli|gson)-[\\d.]+\\.jar"
                    + "|javafx-(base|graphics|controls|media)-[\\d.]+-[a-z][a-z0-9-]*\\.jar");

    @TempDir
    Path out;

    private record Run(int exitCode, String output) {}

    @ParameterizedTest(name = "stagestack {0}")
    @ValueSource(
            strings = {
                "validate " + GRAPH,
                "analyze " + GRAPH,
                "analyze --json " + GRAPH,
                "trace " + GRAPH + " --script " + SCRIPT + " --ticks 30",
                "paths " + GRAPH,
                "paths --json " + GRAPH,
                "coverage " + GRAPH + " " + SCRIPT,
                "coverage --json " + GRAPH + " " + SCRIPT,
                "export --format mermaid " + GRAPH,
                "export --format dot " + GRAPH,
                "handout " + LESSON + " -o OUT/lesson.html",
                "web " + GRAPH + " --script " + SCRIPT + " -o OUT/page.html",
                "--version",
            })
    void everyCommandRunsFromTheModulePath(String arguments) throws Exception {
        List<String> command =
                new ArrayList<>(List.of("-m", "dev.stagestack.player/dev.stagestack.player.cli.StagestackCommand"));
        Arrays.stream(arguments.split(" "))
                .map(a -> a.replace("OUT", out.toString()))
                .forEach(command::add);

        Run run = java(command);

        assertFalse(run.output().contains("IllegalAccessError") || run.output().contains("\tat "), run.output());
        assertEquals(0, run.exitCode(), run.output());
    }

    /** The player's modules do not draw pictures (the editor does): the command says so, as on the class path. */
    @ParameterizedTest(name = "stagestack export --format {0}")
    @ValueSource(strings = {"svg", "png"})
    void aPictureExportWithoutTheEditorSaysWhereToDrawIt(String format) throws Exception {
        Run run = java(List.of(
                "-m",
                "dev.stagestack.player/dev.stagestack.player.cli.StagestackCommand",
                "export",
                "--format",
                format,
                GRAPH,
                "-o",
                out.resolve("menu." + format).toString()));

        assertEquals(
                "stagestack export: " + format + " is drawn by the editor, which this jar does not hold: use the"
                        + " installed app's stagestack (or ./stagestack in a checkout); mermaid and dot work here",
                run.output().strip());
        assertEquals(3, run.exitCode());
    }

    /** Play needs a desktop; without one it says how to get one, from the module path as from the class path. */
    @Test
    void playWithoutADisplaySaysWhatItNeeds() throws Exception {
        Run run =
                java(List.of("-m", "dev.stagestack.player/dev.stagestack.player.cli.StagestackCommand", "play", GRAPH));

        assertTrue(
                run.output().startsWith("stagestack: the player cannot open a window on this machine."), run.output());
        assertFalse(run.output().contains("\tat "), run.output());
        assertEquals(3, run.exitCode());
    }

    @Test
    void aCommandsBadInputReadsTheSameOnTheModulePath() throws Exception {
        Path broken = Files.writeString(out.resolve("broken.stagestack.json"), "{\"name\": ");

        Run run = java(List.of(
                "-m",
                "dev.stagestack.player/dev.stagestack.player.cli.StagestackCommand",
                "validate",
                broken.toString()));

        assertFalse(run.output().contains("\tat "), run.output());
        assertTrue(run.output().contains(broken + ":1:"), run.output());
        assertEquals(1, run.exitCode(), run.output());
    }

    @Test
    void theTestKitDrivesAGraphFromTheModulePath() throws Exception {
        Path program = Files.writeString(out.resolve("KitOnModules.java"), """
                import dev.stagestack.model.Action;
                import dev.stagestack.model.GraphBuilder;
                import dev.stagestack.model.Trigger;
                import dev.stagestack.testkit.RunTester;

                public class KitOnModules {
                    public static void main(String[] args) {
                        var game = GraphBuilder.startingAt("title")
                                .on("title", Trigger.button("Play"), Action.push("level"))
                                .on("level", Trigger.key("ESCAPE"), Action.pop())
                                .build();
                        RunTester tester = RunTester.of(game);
                        tester.tick().click("Play").tick().tick();
                        tester.assertHead("level");
                        tester.finish().assertPaired();
                        System.out.println("module " + RunTester.class.getModule().getName() + " ran the graph");
                    }
                }
                """);

        Run run = java(List.of("--add-modules", "dev.stagestack.testkit", program.toString()));

        assertEquals(0, run.exitCode(), run.output());
        assertEquals("module dev.stagestack.testkit ran the graph", run.output().strip());
    }

    private static Run java(List<String> arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.awt.headless=true",
                "--module-path",
                modulePath()));
        command.addAll(arguments);
        ProcessBuilder builder =
                new ProcessBuilder(command).directory(REPOSITORY.toFile()).redirectErrorStream(true);
        builder.environment().remove("DISPLAY");
        builder.environment().remove("WAYLAND_DISPLAY");
        Process process = builder.start();
        process.getOutputStream().close();
        byte[] output = process.getInputStream().readAllBytes();
        assertTrue(process.waitFor(2, TimeUnit.MINUTES), "still running: " + command);
        return new Run(process.exitValue(), new String(output, StandardCharsets.UTF_8));
    }

    /** The player's jar as built, and the jars of its modules from the test class path (the reactor's jars under {@code mvn verify}). */
    private static String modulePath() {
        String playerJar = System.getProperty("stagestack.player.jar");
        assumeTrue(playerJar != null, "the module-path execution of mvn verify names the player's jar");
        assertTrue(Files.isRegularFile(Path.of(playerJar)), "the player's jar is made before this test: " + playerJar);
        List<String> jars = new ArrayList<>(List.of(playerJar));
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        for (String entry : classPath.split(File.pathSeparator)) {
            if (MODULE_JAR.matcher(Path.of(entry).getFileName().toString()).matches()) {
                jars.add(entry);
            }
        }
        assertEquals(
                12,
                jars.size(),
                "the player, the model, the runtime, the tools, the web page, the test kit, picocli, gson and four JavaFX jars: "
                        + jars);
        return String.join(File.pathSeparator, jars);
    }
}
