package dev.stagestack.runtime.assets;

import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.BehaviorWrapper;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Surface;

/**
 * A state's behaviour with its assets' lifecycle around it: assets are acquired before the
 * behaviour's {@code load} (so it can use them) and released after its {@code unload} (even when
 * that throws); music starts at {@code enter}, follows the covered policy at {@code pause} and
 * {@code resume}, and stops at {@code exit}. {@code init} and {@code free} touch nothing, so a
 * restart keeps the assets and the music.
 */
final class AssetLifecycle implements BehaviorWrapper {

    private final RunAssets assets;
    private final StateAssetTable table;
    private final Behavior inner;

    AssetLifecycle(RunAssets assets, StateAssetTable table, Behavior inner) {
        this.assets = assets;
        this.table = table;
        this.inner = inner;
    }

    @Override
    public Behavior wrapped() {
        return inner;
    }

    @Override
    public void load(Context context) {
        AssetLoadException failure = null;
        try {
            assets.cache().acquireAll(table.all());
        } catch (AssetLoadException e) {
            failure = e;
        }
        inner.load(context);
        if (failure != null) {
            throw failure;
        }
    }

    @Override
    public void unload(Context context) {
        try {
            inner.unload(context);
        } finally {
            assets.cache().releaseAll(table.all());
        }
    }

    @Override
    public void enter(Context context) {
        assets.startMusic(context.entry(), table);
        inner.enter(context);
    }

    @Override
    public void exit(Context context) {
        try {
            inner.exit(context);
        } finally {
            assets.stopMusic(context.entry(), table);
        }
    }

    @Override
    public void pause(Context context) {
        try {
            inner.pause(context);
        } finally {
            assets.covered(context.entry(), table);
        }
    }

    @Override
    public void resume(Context context) {
        assets.uncovered(context.entry(), table);
        inner.resume(context);
    }

    @Override
    public void init(Context context) {
        inner.init(context);
    }

    @Override
    public void free(Context context) {
        inner.free(context);
    }

    @Override
    public void active(Context context) {
        inner.active(context);
    }

    @Override
    public void inactive(Context context) {
        inner.inactive(context);
    }

    @Override
    public void draw(Context context, Surface surface) {
        inner.draw(context, surface);
    }
}
