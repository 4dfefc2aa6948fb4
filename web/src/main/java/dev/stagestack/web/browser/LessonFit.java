package dev.stagestack.web.browser;

import org.teavm.jso.JSBody;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * A lesson's moment fitted into the window at every scale, as the player's lesson overlay is (docs/player.md,
 * "In a lesson nothing scrolls away"): when the page does not fit at the scale chosen with F11 or Ctrl+Shift+=
 * (the root's {@code data-scale}), the whole page is drawn at the largest smaller scale at which it does, never
 * under 1× (the player's overlay stops at 60 % of the chosen scale and then shrinks its chain; the page has one
 * size for all); in presentation mode, a caption that still does not fit shows the lines that do, ending in
 * "…", while the normal view at 1× scrolls as any page. The chosen scale comes back as soon as the moment fits again. Checked every frame, before it is
 * painted: a new moment, a picked answer, a resized window or a scale key refit it at once. The scale drawn is
 * the root's {@code data-fitted-scale}.
 */
final class LessonFit {

    private static final double BASE_PX = 16;
    private static final int SEARCH_STEPS = 8;

    private final HTMLElement root;
    private final HTMLElement caption;
    private final HTMLElement main;
    private String fitted = "";

    private LessonFit(PageElements page) {
        this.root = page.document().getDocumentElement();
        this.caption = page.element("caption");
        this.main = (HTMLElement) page.document().querySelector("main");
    }

    /** Keeps the lesson's page fitted into the window from now on. */
    static void keep(PageElements page) {
        new LessonFit(page).frame();
    }

    private void frame() {
        if (!situation().equals(fitted)) {
            refit();
            fitted = situation();
        }
        Window.requestAnimationFrame(time -> frame());
    }

    /**
     * What the fit depends on: the chosen scale, the window's size, the body's mode, and the moment's content (its
     * text and height: a shorter moment may fit at the chosen scale again).
     */
    private String situation() {
        return root.getAttribute("data-scale") + " " + Window.current().getInnerWidth() + "x"
                + Window.current().getInnerHeight() + " "
                + root.getOwnerDocument().getBody().getClassName() + " "
                + root.getScrollHeight() + " " + main.getTextContent().hashCode();
    }

    private void refit() {
        double chosen = chosenScale();
        unclampCaption();
        if (fitsAt(chosen)) {
            shown(chosen);
            return;
        }
        double lowest = 1;
        if (!fitsAt(lowest)) {
            shown(lowest);
            if (presenting()) {
                clampCaption();
            }
            return;
        }
        double fits = lowest;
        double overflows = chosen;
        for (int i = 0; i < SEARCH_STEPS; i++) {
            double middle = (fits + overflows) / 2;
            if (fitsAt(middle)) {
                fits = middle;
            } else {
                overflows = middle;
            }
        }
        shown(fits);
    }

    /** Presentation mode, for a projector: nothing may scroll away; the normal view at 1× scrolls as any page. */
    private boolean presenting() {
        return root.getOwnerDocument().getBody().getClassList().contains("presenting");
    }

    private double chosenScale() {
        String scale = root.getAttribute("data-scale");
        return scale == null || scale.isEmpty() ? 1 : Double.parseDouble(scale);
    }

    private boolean fitsAt(double scale) {
        root.getStyle().setProperty("font-size", BASE_PX * scale + "px");
        return root.getScrollHeight() <= Window.current().getInnerHeight();
    }

    private void shown(double scale) {
        fitsAt(scale);
        root.setAttribute("data-fitted-scale", Double.toString(scale));
    }

    /** Shows as many of the caption's lines as fit, the last ending in "…"; at least one. */
    private void clampCaption() {
        int lines = (int) Math.round(caption.getOffsetHeight() / lineHeight(caption));
        caption.getClassList().add("clamped");
        while (lines > 1) {
            caption.getStyle().setProperty("--caption-lines", Integer.toString(lines));
            if (root.getScrollHeight() <= Window.current().getInnerHeight()) {
                return;
            }
            lines--;
        }
        caption.getStyle().setProperty("--caption-lines", "1");
    }

    private void unclampCaption() {
        caption.getClassList().remove("clamped");
        caption.getStyle().removeProperty("--caption-lines");
    }

    @JSBody(
            params = {"element"},
            script = "var s = getComputedStyle(element); var h = parseFloat(s.lineHeight);"
                    + " return isNaN(h) ? parseFloat(s.fontSize) * 1.4 : h;")
    private static native double lineHeight(HTMLElement element);
}
