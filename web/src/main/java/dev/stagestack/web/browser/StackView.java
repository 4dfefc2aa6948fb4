package dev.stagestack.web.browser;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.runtime.debug.ChainDiff;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.debug.TickSnapshot;
import dev.stagestack.runtime.look.StateLook;
import java.util.List;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The chain as the player's overlay draws it (docs/player.md "What you see"), in the element
 * {@code stack}: the top of the stack at the top, one box per entry ({@code state#serial}) with its
 * state's colour as a stripe; the part head and staging share as full-width boxes, and where they differ
 * head's part (about to be exited, orange dashes) beside staging's (about to be entered, green dashes);
 * {@code HEAD} and {@code STAGING} pills on the two tips; covered entries carry the mark the player gives
 * them ({@link StateLook#chainMark}); the entries discarded at that moment (pushed and popped before any
 * commit) struck through in a row underneath. It draws a moment as the player's session recorded it, live or past.
 */
final class StackView {

    private final PageElements page;
    private final Graph graph;

    StackView(PageElements page, Graph graph) {
        this.page = page;
        this.graph = graph;
    }

    /** Draws the chains of {@code moment}, and the entries discarded at it in a row under them. */
    void draw(TickSnapshot moment) {
        ChainDiff diff = moment.diff();
        List<EntryRef> shared = diff.shared();
        HTMLElement view = page.element("stack");
        view.setTextContent("");
        Tips tips = new Tips(
                moment.head().top().orElse(null), moment.staging().top().orElse(null), moment.restarting());
        int levels =
                shared.size() + Math.max(diff.exiting().size(), diff.entering().size());
        for (int level = levels - 1; level >= 0; level--) {
            HTMLElement row = Dom.element(page, "div", "level", null);
            if (level < shared.size()) {
                row.appendChild(box(shared.get(level), "shared", tips));
            } else {
                appendAt(row, diff.exiting(), level - shared.size(), "exiting", tips);
                appendAt(row, diff.entering(), level - shared.size(), "entering", tips);
            }
            view.appendChild(row);
        }
        if (!moment.discarded().isEmpty()) {
            view.appendChild(discardedRow(moment.discarded()));
        }
    }

    /** The row of discarded entries: a box each, its name struck through, in the order they were discarded. */
    private HTMLElement discardedRow(List<EntryRef> discarded) {
        HTMLElement row = Dom.element(page, "div", "level discarded", null);
        for (EntryRef entry : discarded) {
            row.appendChild(entryBox(entry, "box discarded"));
        }
        return row;
    }

    /** A box of class {@code className} for {@code entry}, in its state's colour. */
    private HTMLElement entryBox(EntryRef entry, String className) {
        HTMLElement box = Dom.element(page, "div", className, null);
        StateCard.colour(box, graph.state(entry.stateId()).orElseThrow().color());
        box.setAttribute("data-entry", entry.label());
        box.appendChild(Dom.element(page, "span", "label", entry.label()));
        return box;
    }

    /** Head's and staging's tips and the entry flagged for restart, each null when there is none. */
    private record Tips(EntryRef head, EntryRef staging, EntryRef restarting) {}

    private void appendAt(HTMLElement row, List<EntryRef> part, int index, String mark, Tips tips) {
        if (index < part.size()) {
            row.appendChild(box(part.get(index), mark, tips));
        }
    }

    private HTMLElement box(EntryRef entry, String mark, Tips tips) {
        boolean isHead = entry.equals(tips.head());
        boolean isStaging = entry.equals(tips.staging());
        HTMLElement box = entryBox(entry, "box " + mark + (isHead ? " head" : ""));
        StateDef state = graph.state(entry.stateId()).orElseThrow();
        String badge = StateLook.chainMark(state.covered(), isHead || isStaging, entry.equals(tips.restarting()));
        if (!badge.isEmpty()) {
            box.appendChild(Dom.element(page, "span", "pill badge", badge));
        }
        if (isHead) {
            box.appendChild(Dom.element(page, "span", "pill head", "HEAD"));
        }
        if (isStaging) {
            box.appendChild(Dom.element(page, "span", "pill staging", "STAGING"));
        }
        return box;
    }
}
