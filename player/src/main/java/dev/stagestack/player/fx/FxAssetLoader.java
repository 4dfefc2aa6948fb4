package dev.stagestack.player.fx;

import dev.stagestack.model.AssetPaths;
import dev.stagestack.model.io.BoundedRead;
import dev.stagestack.runtime.assets.AssetKey;
import dev.stagestack.runtime.assets.AssetLoader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;
import javafx.scene.image.Image;
import javafx.scene.media.AudioClip;
import javafx.scene.media.Media;

/**
 * Decodes assets with JavaFX: an {@link Image} for images, an {@link AudioClip} for sound effects,
 * a {@link Media} for music. Safe off the JavaFX thread. When JavaFX media cannot open a sound
 * (no audio support here), the sound loads as its file's bytes and the player stays silent
 * ({@link SoundFallback}); a missing or undecodable image is an error. Each load checks the file
 * again ({@link AssetPaths#readableFile}): inside the graph's folder, at most 256 MiB.
 */
final class FxAssetLoader implements AssetLoader {

    private final Path folder;
    private final SoundFallback fallback;

    FxAssetLoader(Path folder, SoundFallback fallback) {
        this.folder = Objects.requireNonNull(folder, "folder");
        this.fallback = Objects.requireNonNull(fallback, "fallback");
    }

    @Override
    public Object load(AssetKey key) throws IOException {
        Path file = AssetPaths.readableFile(folder, key.path());
        return switch (key.kind()) {
            case IMAGE -> image(file);
            case SOUND -> sound(file, () -> new AudioClip(file.toUri().toString()));
            case MUSIC -> sound(file, () -> new Media(file.toUri().toString()));
        };
    }

    private static Image image(Path file) throws IOException {
        Image image = new Image(file.toUri().toString(), false);
        if (image.isError()) {
            Exception cause = image.getException();
            throw new IOException("not an image JavaFX can read" + (cause == null ? "" : ": " + cause.getMessage()));
        }
        return image;
    }

    private Object sound(Path file, java.util.function.Supplier<Object> open) throws IOException {
        if (!fallback.silent()) {
            try {
                return open.get();
            } catch (RuntimeException | LinkageError e) {
                fallback.giveUp("opening " + file.getFileName(), e);
            }
        }
        return BoundedRead.readAtMost(file, AssetPaths.MAX_ASSET_BYTES);
    }
}
