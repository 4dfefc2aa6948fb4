package dev.stagestack.samples.game;

import dev.stagestack.model.SaveGame;
import dev.stagestack.model.json.SaveCodec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where Bounce Game keeps what outlives a run: the save ({@code slot.save.json}, docs/format.md "Save
 * files"), the volume ({@code volume.txt}) and the high scores ({@code scores.txt}).
 *
 * @param dir the folder, made when something is first written to it
 */
public record SaveFolder(Path dir) {

    /** The save file: one slot. */
    public Path slot() {
        return dir.resolve("slot.save.json");
    }

    /** The high scores file. */
    public Path scores() {
        return dir.resolve("scores.txt");
    }

    /** The volume file. */
    public Path volumeFile() {
        return dir.resolve("volume.txt");
    }

    /** Whether a save exists. */
    public boolean hasSave() {
        return Files.isRegularFile(slot());
    }

    /** The save, read and checked (a file the reader refuses throws, listing its problems with their places). */
    public Optional<SaveGame> readSave() {
        if (!hasSave()) {
            return Optional.empty();
        }
        try {
            return Optional.of(SaveCodec.read(slot()).orElseThrow());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the save " + slot(), e);
        }
    }

    /** Writes {@code save} over the slot, atomically. */
    public void writeSave(SaveGame save) {
        try {
            Files.createDirectories(dir);
            SaveCodec.writeAtomically(save, slot());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the save " + slot(), e);
        }
    }

    /** The volume saved, 0 to 10, or {@code fallback} when none is. */
    public int volume(int fallback) {
        try {
            String text = Files.isRegularFile(volumeFile())
                    ? Files.readString(volumeFile()).strip()
                    : "";
            return text.matches("\\d{1,2}") ? Math.min(10, Integer.parseInt(text)) : fallback;
        } catch (IOException e) {
            return fallback;
        }
    }

    /** Saves the volume, 0 to 10. */
    public void writeVolume(int volume) {
        try {
            Files.createDirectories(dir);
            Files.writeString(volumeFile(), volume + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the volume " + volumeFile(), e);
        }
    }
}
