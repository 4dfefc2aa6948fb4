package dev.stagestack.player.fx;

import dev.stagestack.player.fx.model.AssetsToLoad;
import dev.stagestack.runtime.assets.AssetKey;
import dev.stagestack.runtime.assets.AssetLoader;
import java.util.ArrayList;
import java.util.List;
import javafx.concurrent.Task;

/**
 * Loads the assets of the next commit on a background thread, reporting progress (done / total)
 * and the file being loaded; its value is one result per asset, a decoded object or a failure.
 */
final class AssetPreload extends Task<List<AssetPreload.Result>> {

    /** One asset loaded ahead: its value, or why it could not be loaded (value null then). */
    record Result(AssetKey key, Object value, String failure) {}

    private final AssetsToLoad work;
    private final AssetLoader loader;

    AssetPreload(AssetsToLoad work, AssetLoader loader) {
        this.work = work;
        this.loader = loader;
    }

    AssetsToLoad work() {
        return work;
    }

    @Override
    protected List<Result> call() {
        List<AssetKey> keys = work.keys();
        List<Result> results = new ArrayList<>(keys.size());
        updateProgress(0, keys.size());
        for (int i = 0; i < keys.size() && !isCancelled(); i++) {
            AssetKey key = keys.get(i);
            updateMessage(key.path());
            results.add(load(key));
            updateProgress(i + 1, keys.size());
        }
        return results;
    }

    private Result load(AssetKey key) {
        try {
            return new Result(key, loader.load(key), null);
        } catch (Exception e) {
            return new Result(key, null, e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
        }
    }

    /** Starts the task on a daemon thread named after its states. */
    void startInBackground() {
        Thread thread = new Thread(this, "stagestack-assets " + String.join(",", work.states()));
        thread.setDaemon(true);
        thread.start();
    }
}
