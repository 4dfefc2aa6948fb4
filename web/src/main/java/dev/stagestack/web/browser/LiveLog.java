package dev.stagestack.web.browser;

import dev.stagestack.runtime.trace.ExplainWriter;
import dev.stagestack.runtime.trace.LineSink;
import java.util.ArrayDeque;
import java.util.Deque;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The live run's log in the element {@code log}, as the player's (docs/player.md "What you see"): the trace's
 * lines as {@code stagestack trace --explain} writes them, each explanation line ({@code # 12 level#2: key
 * ESCAPE fires transition esc}) in grey (class {@code why}), the last {@link #KEPT} lines, newest last. The run's
 * trace and explain writers append to it; the page redraws it once a frame when it has grown.
 */
final class LiveLog extends LineSink {

    /** How many lines the element keeps. */
    static final int KEPT = 400;

    private final PageElements page;
    private final Deque<String> lines = new ArrayDeque<>();
    private boolean grown;

    LiveLog(PageElements page) {
        this.page = page;
    }

    @Override
    protected void line(String line) {
        if (lines.size() == KEPT) {
            lines.removeFirst();
        }
        lines.addLast(line);
        grown = true;
    }

    /** Redraws the element when lines came since the last frame, scrolled to the newest. */
    void show() {
        if (!grown) {
            return;
        }
        grown = false;
        HTMLElement log = page.element("log");
        log.setInnerHTML("");
        for (String line : lines) {
            HTMLElement row = page.document().createElement("div");
            row.setTextContent(line);
            if (line.startsWith(ExplainWriter.PREFIX)) {
                row.setClassName("why");
            }
            log.appendChild(row);
        }
        log.setScrollTop(log.getScrollHeight());
    }
}
