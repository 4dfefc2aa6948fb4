package dev.stagestack.player.fx;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.assets.AssetCache;
import dev.stagestack.runtime.assets.AssetLoader;
import dev.stagestack.runtime.assets.AudioOut;
import dev.stagestack.runtime.assets.RunAssets;
import java.nio.file.Path;

/**
 * JavaFX media for a game that hosts the runtime itself: the {@link AssetLoader} that decodes a
 * graph's images and sounds from its folder (safe off the JavaFX thread; files must stay inside
 * the folder) and the {@link AudioOut} that plays them. Both share one fallback: when JavaFX
 * media cannot play (no audio device, a headless machine), the game goes on in silence and the
 * first failure is logged once. Hand {@link #assetsFor} to {@code GraphRun}'s constructor.
 *
 * @param loader decodes images ({@code javafx.scene.image.Image}), effects ({@code AudioClip}) and music ({@code Media})
 * @param audio  plays them on the JavaFX thread
 */
public record FxMedia(AssetLoader loader, AudioOut audio) {

    /**
     * Media for the assets of graphs in {@code folder}.
     *
     * @param folder the folder asset paths are relative to: the graph file's folder
     * @return the loader and audio, sharing one silent fallback
     */
    public static FxMedia from(Path folder) {
        SoundFallback fallback = new SoundFallback();
        return new FxMedia(new FxAssetLoader(folder, fallback), new FxAudioOut(fallback));
    }

    /**
     * A run's assets for {@code graph}: one reference-counted cache over this loader, sound to this audio.
     *
     * @param graph the graph the run will play
     * @return the run's assets, for {@code new GraphRun(compiled, maxDepth, maxSteps, resources, assets)}
     */
    public RunAssets assetsFor(Graph graph) {
        return new RunAssets(graph, new AssetCache(loader), audio);
    }
}
