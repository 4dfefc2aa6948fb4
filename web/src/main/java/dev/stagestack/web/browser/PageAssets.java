package dev.stagestack.web.browser;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.assets.AssetCache;
import dev.stagestack.runtime.assets.AssetKey;
import dev.stagestack.runtime.assets.AssetKind;
import dev.stagestack.runtime.assets.AssetLoader;
import dev.stagestack.runtime.assets.RunAssets;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.NodeList;

/**
 * The images, sounds and music the page carries (docs/web.md, "Images and sounds"), loaded for the live run:
 * an image as an {@code <img>} a behaviour's {@code drawImage} draws on the canvas, a sound or a track as an
 * {@code <audio>} {@link PageAudio} plays. A file that could not be read when the page was written fails to
 * load with the words it failed with then, as on the JVM. A page that carries none loads nothing.
 */
final class PageAssets implements AssetLoader {

    private final Map<String, HTMLElement> carried = new HashMap<>();

    private PageAssets(NodeList<? extends HTMLElement> elements) {
        for (int i = 0; i < elements.getLength(); i++) {
            HTMLElement e = elements.get(i);
            carried.put(e.getAttribute("data-kind") + " " + e.getAttribute("data-path"), e);
        }
    }

    /** The assets of the live run of {@code graph}: those the page carries, or references only. */
    static RunAssets forRun(PageElements page, Graph graph) {
        NodeList<? extends HTMLElement> elements = page.document().querySelectorAll("div.asset");
        if (elements.getLength() == 0) {
            return RunAssets.referencesOnly(graph);
        }
        return new RunAssets(graph, new AssetCache(new PageAssets(elements)), new PageAudio(page));
    }

    @Override
    public Object load(AssetKey key) throws IOException {
        HTMLElement e = carried.get(key.kind().name() + " " + key.path());
        if (e == null) {
            throw new IOException("not carried in the page");
        }
        if (e.hasAttribute("data-failure")) {
            throw new IOException(e.getAttribute("data-failure"));
        }
        String uri = e.getTextContent();
        return new PageMedia(key.kind() == AssetKind.IMAGE ? image(uri) : audio(uri));
    }

    @JSBody(
            params = {"src"},
            script = "var image = new Image(); image.src = src; return image;")
    private static native JSObject image(String src);

    @JSBody(
            params = {"src"},
            script = "var audio = new Audio(); audio.preload = 'auto'; audio.src = src; return audio;")
    private static native JSObject audio(String src);
}
