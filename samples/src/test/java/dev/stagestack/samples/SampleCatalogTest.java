package dev.stagestack.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The catalog the editor's File ▸ Open sample menu shows is exactly what ships. */
class SampleCatalogTest {

    @Test
    void theCatalogNamesEveryGraphInTheSamplesFolderAndNothingElse() throws IOException {
        Set<String> files;
        try (Stream<Path> listing = Files.list(Path.of("graphs"))) {
            files = listing.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".stagestack.json"))
                    .map(n -> n.substring(0, n.length() - ".stagestack.json".length()))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
        assertEquals(files, new TreeSet<>(SampleCatalog.NAMES));
    }

    @Test
    void everySampleIsOnTheClassPath() {
        for (String name : SampleCatalog.NAMES) {
            assertNotNull(SampleCatalog.class.getResource(SampleCatalog.graphResource(name)), name);
        }
    }
}
