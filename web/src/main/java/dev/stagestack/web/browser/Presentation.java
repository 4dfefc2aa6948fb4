package dev.stagestack.web.browser;

import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.events.KeyboardEvent;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The player's presentation keys in the page (docs/player.md "Presentation mode"): F11 switches
 * presentation mode (the chain and all beside the screen at 2× in a high-contrast light theme, the screen's
 * cards at the player's larger sizes: class {@code presenting} on the body), Ctrl+Shift+F the chain alone (class {@code chain-only}), Ctrl+Shift+= and Ctrl+Shift+- the scale
 * from 1× to 3× in quarter steps. Presentation mode and the normal view each keep their own scale, so F11
 * goes back and forth between the two as they were left. The scale is the root element's font size
 * ({@code 16px} at 1×), which every size of the page's styles outside the screen is relative to (a
 * lesson's page: all of it). A key taken here goes to
 * the page only, never to the run, as in the player.
 */
final class Presentation {

    static final double MIN_SCALE = 1;
    static final double MAX_SCALE = 3;
    static final double STEP = 0.25;
    private static final double BASE_PX = 16;

    private final PageElements page;
    private boolean presenting;
    private double normalScale = 1;
    private double presentingScale = 2;

    private Presentation(PageElements page) {
        this.page = page;
    }

    /** Takes the presentation keys of the page, before anything else hears them. */
    static void listen(PageElements page) {
        Presentation presentation = new Presentation(page);
        Window.current().addEventListener("keydown", event -> presentation.key((KeyboardEvent) event), true);
        presentation.apply();
    }

    private void key(KeyboardEvent event) {
        String code = event.getCode();
        boolean ctrlShift = event.isCtrlKey() && event.isShiftKey() && !event.isAltKey();
        if ("F11".equals(code) && !event.isCtrlKey() && !event.isShiftKey() && !event.isAltKey()) {
            presenting = !presenting;
        } else if (ctrlShift && "KeyF".equals(code)) {
            page.document().getBody().getClassList().toggle("chain-only");
        } else if (ctrlShift && ("Equal".equals(code) || "NumpadAdd".equals(code))) {
            setScale(scale() + STEP);
        } else if (ctrlShift && ("Minus".equals(code) || "NumpadSubtract".equals(code))) {
            setScale(scale() - STEP);
        } else {
            return;
        }
        event.preventDefault();
        event.stopPropagation();
        apply();
    }

    private double scale() {
        return presenting ? presentingScale : normalScale;
    }

    private void setScale(double scale) {
        double bounded = Math.max(MIN_SCALE, Math.min(MAX_SCALE, scale));
        if (presenting) {
            presentingScale = bounded;
        } else {
            normalScale = bounded;
        }
    }

    private void apply() {
        HTMLElement body = page.document().getBody();
        if (presenting) {
            body.getClassList().add("presenting");
        } else {
            body.getClassList().remove("presenting");
        }
        HTMLElement root = page.document().getDocumentElement();
        root.getStyle().setProperty("font-size", BASE_PX * scale() + "px");
        root.setAttribute("data-scale", Double.toString(scale()));
    }
}
