package dev.stagestack.tools.diagram;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Mermaid's parser (node with the npm packages mermaid and jsdom) and Graphviz's {@code dot}, for the
 * tests that check the exports parse. .ci/run installs both; under CI=true a missing tool fails the
 * test (a check that skips itself can never fail), elsewhere it skips with how to install it.
 */
final class ExternalTools {
    /** Where .ci/run installs the npm packages: $STAGESTACK_MERMAID_DIR, else ~/.cache/stagestack-mermaid. */
    static final Path MERMAID_DIR = Path.of(System.getenv()
            .getOrDefault(
                    "STAGESTACK_MERMAID_DIR",
                    Path.of(System.getProperty("user.home"), ".cache", "stagestack-mermaid")
                            .toString()));

    private ExternalTools() {}

    record Result(int code, String output) {}

    /** Mermaid's parser, ready: the parse script copied beside node_modules. */
    static Path mermaidParser() throws IOException {
        boolean there = onPath("node")
                && Files.isDirectory(MERMAID_DIR.resolve("node_modules/mermaid"))
                && Files.isDirectory(MERMAID_DIR.resolve("node_modules/jsdom"));
        require(
                there,
                "node and the npm packages mermaid and jsdom in " + MERMAID_DIR + " (npm install --prefix "
                        + MERMAID_DIR + " mermaid@11.17.2 jsdom@25.0.1, as .ci/run does)");
        Path script = MERMAID_DIR.resolve("stagestack-mermaid-parse.mjs");
        try (InputStream in = ExternalTools.class.getResourceAsStream("mermaid-parse.mjs")) {
            Files.write(script, in.readAllBytes());
        }
        return script;
    }

    static void requireDot() {
        require(onPath("dot"), "Graphviz's dot (apt-get install graphviz, as .ci/run does)");
    }

    static Result run(Path workingDir, List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command)
                .directory(workingDir.toFile())
                .redirectErrorStream(true)
                .start();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(180, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            Assertions.fail(command + " did not finish in 180 s");
        }
        return new Result(process.exitValue(), new String(output, StandardCharsets.UTF_8));
    }

    private static void require(boolean present, String what) {
        if (!present) {
            String message = "needs " + what;
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                Assertions.fail(message + "; CI must install it");
            }
            Assumptions.abort(message);
        }
    }

    private static boolean onPath(String tool) {
        List<String> dirs =
                new ArrayList<>(List.of(System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)));
        return dirs.stream().anyMatch(d -> !d.isEmpty() && Files.isExecutable(Path.of(d, tool)));
    }
}
