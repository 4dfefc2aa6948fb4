package dev.stagestack.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Outside the model's own package, no source of any module calls the positional constructor of
 * {@link StateDef} or {@link Transition}: callers use {@code of}, {@code builder} and the withers,
 * so that a new optional field touches only the record, its builder and the format's reader and writer.
 */
class RecordConstructorsTest {

    private static final Pattern CONSTRUCTOR_CALL = Pattern.compile(
            "\\bnew\\s+(dev\\.stagestack\\.model\\.)?(StateDef|Transition)\\s*\\(|\\b(StateDef|Transition)::new\\b");
    private static final Path MODEL_PACKAGE = Path.of("dev", "stagestack", "model");

    @Test
    void noCallerOutsideTheModelPackageUsesTheRecordConstructors() throws IOException {
        Path root = Path.of("..").toAbsolutePath().normalize();
        assertTrue(
                Files.readString(root.resolve("pom.xml")).contains("<module>shared-model</module>"),
                "the reactor root is not the parent of " + Path.of("").toAbsolutePath());
        List<String> calls = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            files.filter(RecordConstructorsTest::isSourceOutsideTheModelPackage)
                    .forEach(file -> calls.addAll(constructorCalls(root, file)));
        }
        assertEquals(List.of(), calls, "use StateDef.of/builder, Transition.of/builder and the withers instead");
    }

    private static boolean isSourceOutsideTheModelPackage(Path file) {
        String path = file.toString().replace('\\', '/');
        return path.endsWith(".java")
                && path.contains("/src/")
                && !path.contains("/target/")
                && !path.contains("/.git/")
                && !file.getParent().endsWith(MODEL_PACKAGE);
    }

    private static List<String> constructorCalls(Path root, Path file) {
        try {
            List<String> lines = Files.readAllLines(file);
            List<String> calls = new ArrayList<>();
            for (int i = 0; i < lines.size(); i++) {
                if (CONSTRUCTOR_CALL.matcher(lines.get(i)).find()) {
                    calls.add(root.relativize(file) + ":" + (i + 1) + ": "
                            + lines.get(i).strip());
                }
            }
            return calls;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
