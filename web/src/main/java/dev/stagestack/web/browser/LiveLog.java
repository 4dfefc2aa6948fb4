package dev.stagestack.web.browser;

import dev.stagestack.runtime.trace.ExplainWriter;
import dev.stagestack.runtime.trace.LineSink;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The live run's log in the element {@code log}, as the player's (docs/player.md "What you see"): the trace's
 * lines as {@code stagestack trace --explain} writes them, each explanation line ({@code # 12 level#2: key
 * ESCAPE fires transition esc}) in grey (class {@code why}), the last {@link #SHOWN} lines, newest last. The run's
 * trace and explain writers append to it; the page redraws it once a frame when it has grown. Time travel shows it
 * as it was at a moment ({@link #showAsOf}): the lines written by then, of the last {@link #KEPT} lines.
 */
final class LiveLog extends LineSink {

    /** How many lines the element shows. */
    static final int SHOWN = 400;

    /** How many lines are kept for time travel. */
    static final int KEPT = 20_000;

    private final PageElements page;
    private final Deque<String> lines = new ArrayDeque<>();
    private long written;
    /** Whether the element does not show the newest lines: lines came, or a past moment's log was shown. */
    private boolean stale;

    LiveLog(PageElements page) {
        this.page = page;
    }

    @Override
    protected void line(String line) {
        if (lines.size() == KEPT) {
            lines.removeFirst();
        }
        lines.addLast(line);
        written++;
        stale = true;
    }

    /** How many lines the run has written so far: a moment's place in the log. */
    long written() {
        return written;
    }

    /** Redraws the element when it does not show the newest lines, scrolled to the newest. */
    void show() {
        if (stale) {
            stale = false;
            draw(written);
        }
    }

    /** Shows the log as it was when the run had written {@code count} lines. */
    void showAsOf(long count) {
        stale = true;
        draw(count);
    }

    private void draw(long count) {
        HTMLElement log = page.element("log");
        log.setInnerHTML("");
        long index = written - lines.size();
        for (Iterator<String> it = lines.iterator(); it.hasNext() && index < count; index++) {
            String line = it.next();
            if (index >= count - SHOWN) {
                log.appendChild(row(line));
            }
        }
        log.setScrollTop(log.getScrollHeight());
    }

    private HTMLElement row(String line) {
        HTMLElement row = page.document().createElement("div");
        row.setTextContent(line);
        if (line.startsWith(ExplainWriter.PREFIX)) {
            row.setClassName("why");
        }
        return row;
    }
}
