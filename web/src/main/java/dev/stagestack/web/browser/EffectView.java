package dev.stagestack.web.browser;

import dev.stagestack.model.Effect;
import dev.stagestack.model.EffectKind;
import dev.stagestack.runtime.EffectRun;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.Node;

/**
 * The transition effect the live run plays (docs/semantics.md §22), drawn over the cards: when an effect
 * starts, the old chain's cards are kept in an element with id {@code effect} (class {@code effect} and
 * the kind, e.g. {@code effect fade}) laid over the new cards, and each frame sets their opacity or
 * offset from the effect's progress; the element is gone once the run says the effect ended. Drawing
 * only: nothing here reaches the run.
 */
final class EffectView {
    private final PageElements page;
    private EffectRun shown;
    private HTMLElement overlay;
    private HTMLElement oldPicture;
    private HTMLElement black;

    EffectView(PageElements page) {
        this.page = page;
    }

    /** Before the cards are redrawn: when {@code playing} has just started, keeps the cards shown now as its old picture. */
    void beforeRedraw(EffectRun playing) {
        if (playing == null || playing.equals(shown)) {
            return;
        }
        remove();
        shown = playing;
        overlay = div("effect " + playing.effect().kind().jsonName());
        overlay.setAttribute("id", "effect");
        oldPicture = div("old-picture");
        black = div("black");
        overlay.appendChild(oldPicture);
        overlay.appendChild(black);
        HTMLElement cards = page.element("cards");
        for (Node n = cards.getFirstChild(); n != null; n = cards.getFirstChild()) {
            oldPicture.appendChild(n);
        }
        page.element("stage").appendChild(overlay);
    }

    /** Draws the effect at {@code progress}, or takes it away when the run no longer plays it. */
    void draw(EffectRun playing, double progress) {
        if (overlay == null) {
            return;
        }
        if (!shownIs(playing)) {
            remove();
            return;
        }
        Effect effect = shown.effect();
        if (effect.kind() == EffectKind.FADE) {
            style(oldPicture, "opacity", progress < 0.5 ? "1" : "0");
            style(black, "opacity", Double.toString(progress < 0.5 ? 2 * progress : 2 - 2 * progress));
        } else if (effect.kind() == EffectKind.CROSSFADE) {
            style(oldPicture, "opacity", Double.toString(1 - progress));
        } else {
            int dx = effect.direction().dx();
            int dy = effect.direction().dy();
            style(oldPicture, "transform", translate(dx * progress, dy * progress));
            style(page.element("cards"), "transform", translate(dx * (progress - 1), dy * (progress - 1)));
        }
    }

    private boolean shownIs(EffectRun playing) {
        return playing != null && playing.equals(shown);
    }

    private void remove() {
        if (overlay != null) {
            overlay.getParentNode().removeChild(overlay);
            style(page.element("cards"), "transform", "");
        }
        overlay = null;
        shown = null;
    }

    private HTMLElement div(String className) {
        HTMLElement div = page.document().createElement("div");
        div.setClassName(className);
        return div;
    }

    private static String translate(double x, double y) {
        return "translate(" + x * 100 + "%, " + y * 100 + "%)";
    }

    private static void style(HTMLElement element, String property, String value) {
        element.getStyle().setProperty(property, value);
    }
}
