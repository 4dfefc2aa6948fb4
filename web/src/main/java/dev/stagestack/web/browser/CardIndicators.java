package dev.stagestack.web.browser;

import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.runtime.look.MotionIndicator;
import dev.stagestack.runtime.look.TimerRing;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The per-frame part of a card, as the player's placeholder screen draws it (docs/player.md "What you see"):
 * the motion indicator, whose dot moves a step each tick the entry is updated and whose caption says
 * {@code updating} or {@code frozen}, and a ring per timer filled as far as the entry's active-tick counter
 * is towards the timer's tick, its percent in the middle and the timer under it. A ring and the dot are in
 * the player's colours: lit while the entry runs, muted while it is frozen or the run is paused.
 */
final class CardIndicators {

    /** The radius of the dot's circle, in pixels: the player's motion indicator is 26 px across. */
    private static final int MOTION_RADIUS = 12;

    private final CoveredPolicy covered;
    private final List<TimerRing> rings;
    private final HTMLElement motion;
    private final HTMLElement dot;
    private final HTMLElement motionCaption;
    private final List<HTMLElement> ringElements = new ArrayList<>();
    private String shown = "";

    private CardIndicators(CoveredPolicy covered, List<TimerRing> rings, HTMLElement motion) {
        this.covered = covered;
        this.rings = rings;
        this.motion = motion;
        this.dot = motion.querySelector(".dot");
        this.motionCaption = motion.querySelector(".caption");
    }

    /** The indicators of a state with {@code covered} and timers {@code rings}, added at the end of {@code card}. */
    static CardIndicators add(PageElements page, HTMLElement card, CoveredPolicy covered, List<TimerRing> rings) {
        HTMLElement row = Dom.element(page, "div", "indicators", null);
        HTMLElement motion = indicator(page, "motion", "track", "");
        motion.querySelector(".track").appendChild(Dom.element(page, "span", "dot", null));
        row.appendChild(motion);
        CardIndicators indicators = new CardIndicators(covered, rings, motion);
        for (TimerRing ring : rings) {
            HTMLElement element = indicator(page, "ring", "dial", ring.caption());
            element.querySelector(".dial").appendChild(Dom.element(page, "span", "percent", null));
            element.setAttribute("data-timer", ring.caption());
            indicators.ringElements.add(element);
            row.appendChild(element);
        }
        card.appendChild(row);
        return indicators;
    }

    /** Shows an entry that is {@code head} or not, with its counters, the run paused or not; unchanged, nothing. */
    void show(boolean head, long activeTicks, long updates, boolean paused) {
        boolean moving = !paused && MotionIndicator.updated(covered, head);
        String now = moving + " " + activeTicks + " " + updates;
        if (now.equals(shown)) {
            return;
        }
        shown = now;
        motion.setClassName(moving ? "indicator motion moving" : "indicator motion");
        motion.setAttribute("data-updates", Long.toString(updates));
        dot.getStyle()
                .setProperty(
                        "transform",
                        "rotate(" + MotionIndicator.angle(updates) + "rad) translateX(" + MOTION_RADIUS + "px)");
        motionCaption.setTextContent(MotionIndicator.caption(moving));
        for (int i = 0; i < rings.size(); i++) {
            showRing(ringElements.get(i), rings.get(i), activeTicks, moving);
        }
    }

    private static void showRing(HTMLElement element, TimerRing ring, long activeTicks, boolean moving) {
        element.setClassName(moving ? "indicator ring moving" : "indicator ring");
        element.setAttribute("data-active-ticks", Long.toString(activeTicks));
        long perMille = Math.round(ring.progress(activeTicks) * 1000); // a whole number, which CSS always reads
        element.getStyle().setProperty("--progress-per-mille", Long.toString(perMille));
        element.querySelector(".percent").setTextContent(ring.percent(activeTicks));
    }

    /** An indicator: its picture in an element of class {@code pictureClass}, {@code caption} under it. */
    private static HTMLElement indicator(PageElements page, String kind, String pictureClass, String caption) {
        HTMLElement indicator = Dom.element(page, "div", "indicator " + kind, null);
        indicator.appendChild(Dom.element(page, "div", pictureClass, null));
        indicator.appendChild(Dom.element(page, "span", "caption", caption));
        return indicator;
    }
}
