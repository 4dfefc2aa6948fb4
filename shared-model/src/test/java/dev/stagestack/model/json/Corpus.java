package dev.stagestack.model.json;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The graph files under {@code corpus/good} and {@code corpus/bad} of the test resources. */
public final class Corpus {

    public static final String SUFFIX = ".stagestack.json";

    private Corpus() {}

    public static List<Path> good() {
        return filesIn("corpus/good");
    }

    /** The good file of this name, e.g. {@code shovel-flow.stagestack.json}. */
    public static Path good(String name) {
        return good().stream()
                .filter(p -> p.getFileName().toString().equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no good corpus file " + name));
    }

    public static List<Path> bad() {
        return filesIn("corpus/bad");
    }

    /** The graph files in a classpath directory, sorted by name. */
    public static List<Path> filesIn(String resourceDirectory) {
        URL url = Corpus.class.getClassLoader().getResource(resourceDirectory);
        if (url == null) {
            throw new IllegalStateException(resourceDirectory + " is not on the classpath");
        }
        try (Stream<Path> files = Files.list(Path.of(url.toURI()))) {
            return files.filter(p -> p.getFileName().toString().endsWith(SUFFIX))
                    .sorted()
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The sibling file that lists what reading {@code graphFile} must report. */
    public static Path expectationOf(Path graphFile) {
        String name = graphFile.getFileName().toString();
        return graphFile.resolveSibling(name.substring(0, name.length() - SUFFIX.length()) + ".expected");
    }

    public static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
