package dev.stagestack.web.browser;

import java.util.ArrayList;
import java.util.List;

/**
 * What the chains looked like at each change, for time travel in the page (docs/web.md "What the page does"):
 * when they changed, the chain as text and the chain as drawn (the {@code stack} element's HTML). A run whose chains
 * do not change between two ticks looks the same at both, so one record stands for every tick up to the next;
 * the oldest records go past {@link #LIMIT}.
 */
final class PageHistory {

    /** How many changes are kept, as the player keeps its last 10,000 ticks. */
    static final int LIMIT = 10_000;

    /**
     * One change.
     *
     * @param when      when the chains were so: {@code the run's start}, {@code after tick 41}, {@code in tick
     *     42's commit}
     * @param chainText the {@code chain} element's text
     * @param stackHtml the {@code stack} element's HTML
     */
    record Moment(String when, String chainText, String stackHtml) {}

    private final List<Moment> moments = new ArrayList<>();

    void record(String when, String chainText, String stackHtml) {
        if (moments.size() == LIMIT) {
            moments.remove(0);
        }
        moments.add(new Moment(when, chainText, stackHtml));
    }

    int size() {
        return moments.size();
    }

    Moment at(int index) {
        return moments.get(index);
    }
}
