package dev.stagestack.web.browser;

import dev.stagestack.runtime.assets.AssetKey;
import dev.stagestack.runtime.assets.AudioOut;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;

/**
 * The run's sound in the page (docs/semantics.md §15): effects played once, each entry's music looping while
 * it is head, paused and resumed with its covered policy, through the browser's {@code <audio>}. The page
 * lists what it played last in the hidden element {@code audio} ({@code effect assets/paddle.wav},
 * {@code music 3 start assets/level.wav}, {@code music 3 pause}...), newest last. A browser that refuses to
 * play before the first key or click is simply silent until then.
 */
final class PageAudio implements AudioOut {

    private static final int LINES_KEPT = 40;

    private final PageElements page;
    private final Map<Integer, JSObject> music = new HashMap<>();
    private final Deque<String> played = new ArrayDeque<>();

    PageAudio(PageElements page) {
        this.page = page;
    }

    @Override
    public void playEffect(AssetKey key, Object sound) {
        play(copy(((PageMedia) sound).element(), false));
        said("effect " + key.path());
    }

    @Override
    public void startMusic(int serial, AssetKey key, Object track) {
        stop(music.remove(serial));
        JSObject playing = copy(((PageMedia) track).element(), true);
        music.put(serial, playing);
        play(playing);
        said("music " + serial + " start " + key.path());
    }

    @Override
    public void pauseMusic(int serial) {
        JSObject track = music.get(serial);
        if (track != null) {
            pause(track);
            said("music " + serial + " pause");
        }
    }

    @Override
    public void resumeMusic(int serial) {
        JSObject track = music.get(serial);
        if (track != null) {
            play(track);
            said("music " + serial + " resume");
        }
    }

    @Override
    public void stopMusic(int serial) {
        JSObject track = music.remove(serial);
        if (track != null) {
            stop(track);
            said("music " + serial + " stop");
        }
    }

    private void said(String line) {
        played.addLast(line);
        while (played.size() > LINES_KEPT) {
            played.removeFirst();
        }
        page.setText("audio", String.join("\n", played) + "\n");
    }

    private static void stop(JSObject track) {
        if (track != null) {
            pause(track);
        }
    }

    @JSBody(
            params = {"audio", "loop"},
            script = "var copy = audio.cloneNode(); copy.loop = loop; return copy;")
    private static native JSObject copy(JSObject audio, boolean loop);

    @JSBody(
            params = {"audio"},
            script = "var p = audio.play(); if (p && p.catch) { p.catch(function () {}); }")
    private static native void play(JSObject audio);

    @JSBody(
            params = {"audio"},
            script = "audio.pause();")
    private static native void pause(JSObject audio);
}
