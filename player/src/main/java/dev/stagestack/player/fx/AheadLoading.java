package dev.stagestack.player.fx;

import dev.stagestack.player.fx.model.AssetsToLoad;
import dev.stagestack.player.fx.model.PlayerSession;
import java.util.List;

/**
 * Loads the assets the next commit needs ahead of it, off the JavaFX thread, behind the loading
 * screen; game time stands still until they are in. A step command asked for meanwhile (a tick,
 * a commit step) runs once they are. Part of a {@link PlayerController}.
 */
final class AheadLoading {
    private final PlayerSession session;
    private final LoadingPane screen;
    /** Told when a load is in: the frame clock forgets the pulse that spanned it. */
    private final Runnable loaded;
    /** Brings the view up to date after a step that waited for a load. */
    private final Runnable refresh;

    private AssetPreload preload;
    private Runnable stepAfterLoading;

    AheadLoading(PlayerSession session, LoadingPane screen, Runnable loaded, Runnable refresh) {
        this.session = session;
        this.screen = screen;
        this.loaded = loaded;
        this.refresh = refresh;
    }

    /** Whether the loading screen is up. */
    boolean loading() {
        return preload != null;
    }

    /** Starts loading when the cache lacks some of the next commit's assets; whether a load is under way. */
    boolean preloadIfNeeded() {
        if (preload != null) {
            return true;
        }
        AssetsToLoad work = session.assetsToLoad();
        if (work.isEmpty()) {
            return false;
        }
        AssetPreload task = new AssetPreload(work, session.assets().loader());
        preload = task;
        task.setOnSucceeded(e -> preloaded(task, task.getValue()));
        task.setOnFailed(e -> preloaded(task, List.of()));
        screen.show(task);
        task.startInBackground();
        return true;
    }

    /** Runs a step command now, or once the assets its commit needs are loaded ahead. */
    void afterLoading(Runnable step) {
        session.pause();
        if (preloadIfNeeded()) {
            stepAfterLoading = step;
        } else {
            step.run();
        }
    }

    /** Stops a load under way (the player closes). */
    void cancel() {
        if (preload != null) {
            preload.cancel();
        }
    }

    private void preloaded(AssetPreload task, List<AssetPreload.Result> results) {
        if (preload != task) {
            return;
        }
        results.forEach(r -> session.assets().prepare(r.key(), r.value(), r.failure()));
        preload = null;
        screen.hide();
        session.assetsLoaded();
        loaded.run();
        Runnable step = stepAfterLoading;
        stepAfterLoading = null;
        if (step != null) {
            step.run();
            refresh.run();
        }
    }
}
