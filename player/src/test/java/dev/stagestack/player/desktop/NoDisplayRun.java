package dev.stagestack.player.desktop;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A fresh JVM on this test's class path, started as a person without a desktop session starts it:
 * no {@code DISPLAY}, no {@code WAYLAND_DISPLAY}, no headless toolkit. For the launchers' tests.
 *
 * @param exitCode the process's exit code
 * @param output   what it printed, standard output and error together
 */
public record NoDisplayRun(int exitCode, String output) {

    /** Runs {@code mainClass} with {@code jvmOptions} before it and {@code args} after it, and waits (2 minutes at most). */
    public static NoDisplayRun of(Class<?> mainClass, List<String> jvmOptions, String... args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), mainClass.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().remove("DISPLAY");
        builder.environment().remove("WAYLAND_DISPLAY");
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(2, TimeUnit.MINUTES), mainClass.getSimpleName() + " did not exit");
        return new NoDisplayRun(process.exitValue(), output);
    }

    /** Whether the output shows a stack trace or a JavaFX warning, neither of which a person should see. */
    public boolean showsStackTraceOrWarning() {
        return output.contains("Exception") || output.contains("\tat ") || output.contains("WARNING");
    }
}
