package dev.stagestack.web.browser;

import org.teavm.jso.JSObject;

/** A picture or a sound the page carries, as the browser's {@code <img>} or {@code <audio>} element. */
final class PageMedia {

    private final JSObject element;

    PageMedia(JSObject element) {
        this.element = element;
    }

    JSObject element() {
        return element;
    }
}
