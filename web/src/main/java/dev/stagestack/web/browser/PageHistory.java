package dev.stagestack.web.browser;

import dev.stagestack.runtime.debug.TickSnapshot;
import java.util.ArrayList;
import java.util.List;

/**
 * What the chains looked like at each change, for time travel in the page (docs/web.md "What the page does"):
 * when they changed, the chain as text, the chains as the player's session recorded them and the log's length then. A run whose chains
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
     * @param inCommit  whether it is a moment inside a commit being stepped (F7, a breakpoint)
     * @param chainText the {@code chain} element's text
     * @param chains    the chains, drawn in the {@code stack} element
     * @param logLines  how many lines the log had then ({@link LiveLog#written()})
     */
    record Moment(String when, boolean inCommit, String chainText, TickSnapshot chains, long logLines) {}

    private final List<Moment> moments = new ArrayList<>();

    void record(Moment moment) {
        if (moments.size() == LIMIT) {
            moments.remove(0);
        }
        moments.add(moment);
    }

    int size() {
        return moments.size();
    }

    Moment at(int index) {
        return moments.get(index);
    }

    /** The latest change that is not inside a commit being stepped: the chains before that commit; -1 if none. */
    int lastBeforeCommit() {
        int index = moments.size() - 1;
        while (index >= 0 && moments.get(index).inCommit()) {
            index--;
        }
        return index;
    }
}
