package dev.stagestack.tools.export;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * XState v5 on node, where .ci/run installs it ($STAGESTACK_XSTATE_DIR, else ~/.cache/stagestack-xstate):
 * runs exported machines tick by tick with xstate-run.mjs, copied there under a name of its content. Under CI=true a missing node or xstate fails
 * the test; elsewhere it skips, saying how to install them.
 */
final class XStateTools {
    static final String XSTATE = "xstate@5.33.3";
    static final Path DIR = Path.of(System.getenv()
            .getOrDefault(
                    "STAGESTACK_XSTATE_DIR",
                    Path.of(System.getProperty("user.home"), ".cache", "stagestack-xstate")
                            .toString()));

    private XStateTools() {}

    /** The driver script, copied beside node_modules so that node finds xstate. */
    static Path driver() throws IOException {
        boolean there = onPath("node") && Files.isDirectory(DIR.resolve("node_modules/xstate"));
        if (!there) {
            String message = "needs node and the npm package " + XSTATE + " in " + DIR + " (npm install --prefix " + DIR
                    + " " + XSTATE + ", as .ci/run does)";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                Assertions.fail(message + "; CI must install it");
            }
            Assumptions.abort(message);
        }
        byte[] text;
        try (InputStream in = XStateTools.class.getResourceAsStream("xstate-run.mjs")) {
            text = in.readAllBytes();
        }
        // named by its content and moved into place whole: other checkouts' tests share this folder,
        // and one of them writing its own driver must not change the one this test runs
        Path script = DIR.resolve("stagestack-xstate-run-" + Integer.toHexString(Arrays.hashCode(text)) + ".mjs");
        Path written = Files.createTempFile(DIR, "stagestack-xstate-run", ".tmp");
        Files.write(written, text);
        Files.move(written, script, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return script;
    }

    /** Runs the driver on {@code cases} (its input file); returns its output, failing on a non-zero exit. */
    static String run(Path driver, Path cases) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(List.of("node", driver.toString(), cases.toString()))
                .directory(DIR.toFile())
                .redirectErrorStream(true)
                .start();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(180, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            Assertions.fail("node did not finish in 180 s");
        }
        String text = new String(output, StandardCharsets.UTF_8);
        Assertions.assertEquals(0, process.exitValue(), text);
        return text;
    }

    private static boolean onPath(String tool) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, tool))) {
                return true;
            }
        }
        return false;
    }
}
