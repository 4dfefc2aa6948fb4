package dev.stagestack.editor.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.model.Graph;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A save writes over its file only while the file holds what the editor last read or wrote. */
class GuardedSaveTest {
    @TempDir
    Path dir;

    @Test
    void aFileChangedSinceItWasReadIsNotWrittenAndTheChangeIsReported() throws Exception {
        Path file = dir.resolve("menu.stagestack.json");
        GraphFiles.save(Fixtures.menu(), file);
        DiskVersion read = DiskVersion.of(file);
        Files.writeString(file, GraphFiles.text(Fixtures.menu().withName("Theirs")));
        GuardedSave saves = new GuardedSave(dir.resolve("locks"));

        GuardedSave.Outcome refused = saves.save(Fixtures.menu().withName("Mine"), file, read);

        assertFalse(refused.saved());
        assertEquals(DiskVersion.of(file), refused.version(), "the version found is the one on disk");
        assertEquals("Theirs", GraphFiles.open(file).graph().name(), "theirs stands");

        GuardedSave.Outcome saved = saves.save(Fixtures.menu().withName("Mine"), file, refused.version());

        assertTrue(saved.saved(), "once the user has seen their version, mine may replace it");
        assertEquals(DiskVersion.of(file), saved.version(), "the version written is the file's");
        assertEquals("Mine", GraphFiles.open(file).graph().name());
    }

    @Test
    void aSaveWithoutAnExpectedVersionOrToAMissingFileWrites() throws Exception {
        Path file = dir.resolve("new.stagestack.json");
        GuardedSave saves = new GuardedSave(dir.resolve("locks"));
        Graph graph = Fixtures.menu();

        assertTrue(saves.save(graph, file, DiskVersion.ofText("something else")).saved(), "nothing to lose: no file");
        Files.writeString(file, "other");
        assertTrue(saves.save(graph, file, null).saved(), "Save as: the save dialog asked");
        assertEquals(graph, GraphFiles.open(file).graph());
    }
}
