package dev.stagestack.web.browser;

import org.teavm.jso.dom.html.HTMLElement;

/** Making the page's elements. */
final class Dom {

    private Dom() {}

    /** A new {@code tag} element with {@code className} and {@code text}, each left out when null. */
    static HTMLElement element(PageElements page, String tag, String className, String text) {
        HTMLElement e = page.document().createElement(tag);
        if (className != null) {
            e.setClassName(className);
        }
        if (text != null) {
            e.setTextContent(text);
        }
        return e;
    }
}
