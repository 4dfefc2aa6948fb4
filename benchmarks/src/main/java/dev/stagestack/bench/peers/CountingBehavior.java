package dev.stagestack.bench.peers;

import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;

/**
 * A Stagestack behaviour that counts its steps, active or covered (one field increment per call), and
 * its lifecycle callbacks (load, init, enter, pause, resume, exit, free, unload; one increment each).
 */
final class CountingBehavior implements Behavior {

    static final String ID = "counting";

    long steps;
    long callbacks;

    @Override
    public void active(Context context) {
        steps++;
    }

    @Override
    public void inactive(Context context) {
        steps++;
    }

    @Override
    public void load(Context context) {
        callbacks++;
    }

    @Override
    public void init(Context context) {
        callbacks++;
    }

    @Override
    public void enter(Context context) {
        callbacks++;
    }

    @Override
    public void pause(Context context) {
        callbacks++;
    }

    @Override
    public void resume(Context context) {
        callbacks++;
    }

    @Override
    public void exit(Context context) {
        callbacks++;
    }

    @Override
    public void free(Context context) {
        callbacks++;
    }

    @Override
    public void unload(Context context) {
        callbacks++;
    }
}
