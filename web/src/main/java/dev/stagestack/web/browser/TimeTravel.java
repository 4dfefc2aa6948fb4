package dev.stagestack.web.browser;

import org.teavm.jso.dom.html.HTMLElement;

/**
 * Time travel in the page (docs/web.md "What the page does"), as the player's over its past (docs/player.md
 * "Controls"): Ctrl+← shows the chains
 * as they were before their last change, again for the change before that, Ctrl+→ goes forward through the
 * changes, Ctrl+End (or Ctrl+→ past the last change) goes back to live. While travelling, the run is paused,
 * the {@code chain} and {@code stack} elements show the past, read-only, and the screen, which the run draws
 * live only, is veiled and labelled live (class {@code past-shown} on the body), so the page never mixes two
 * ticks.
 */
final class TimeTravel {

    private final PageElements page;
    private final PageHistory history;
    /** The change shown, or -1 when live. */
    private int shown = -1;

    TimeTravel(PageElements page, PageHistory history) {
        this.page = page;
        this.history = history;
    }

    boolean travelling() {
        return shown >= 0;
    }

    /** One change back; from live, the change before the present one. False when there is none. */
    boolean back() {
        int from = travelling() ? shown : history.size() - 1;
        if (from <= 0) {
            return false;
        }
        show(from - 1);
        return true;
    }

    /** One change forward; past the last one, live again. */
    void forward() {
        if (!travelling()) {
            return;
        }
        if (shown + 1 >= history.size() - 1) {
            leave();
        } else {
            show(shown + 1);
        }
    }

    /** Back to live: the caller redraws the present. */
    void leave() {
        shown = -1;
        page.document().getBody().getClassList().remove("past-shown");
    }

    /** Where the travel stands, for the {@code run-state} line. */
    String state() {
        PageHistory.Moment moment = history.at(shown);
        return "time travel: " + moment.when() + ", change " + (shown + 1) + " of " + history.size()
                + " (read-only) · Ctrl+← earlier · Ctrl+→ later · Ctrl+End live";
    }

    private void show(int index) {
        shown = index;
        PageHistory.Moment moment = history.at(index);
        page.setText("chain", moment.chainText());
        HTMLElement stack = page.element("stack");
        stack.setInnerHTML(moment.stackHtml());
        page.document().getBody().getClassList().add("past-shown");
    }
}
