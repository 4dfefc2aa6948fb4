package dev.stagestack.web.browser;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.look.StateLook;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The chain as the player's overlay draws it (docs/player.md "What you see"), in the element
 * {@code stack}: the top of the stack at the top, one box per entry ({@code state#serial}) with its
 * state's colour as a stripe; the part head and staging share as full-width boxes, and where they differ
 * head's part (about to be exited, orange dashes) beside staging's (about to be entered, green dashes);
 * {@code HEAD} and {@code STAGING} pills on the two tips; covered entries carry the mark the player gives
 * them ({@link StateLook#chainMark}); the entries discarded at the run's latest moment (pushed and popped
 * before any commit) struck through in a row underneath.
 */
final class StackView {

    private final PageElements page;
    private final Graph graph;

    StackView(PageElements page, Graph graph) {
        this.page = page;
        this.graph = graph;
    }

    /** Draws {@code stack}'s chains, and {@code discarded} in a row under them. */
    void draw(StateStack stack, List<DiscardedEntry> discarded) {
        List<Entry> head = new ArrayList<>();
        for (int level = 0; level < stack.headDepth(); level++) {
            head.add(stack.headAt(level));
        }
        List<Entry> staging = chain(stack.staging());
        int shared = 0;
        while (shared < Math.min(head.size(), staging.size()) && same(head.get(shared), staging.get(shared))) {
            shared++;
        }
        Entry restarting = lowestFlagged(head);
        HTMLElement view = page.element("stack");
        view.setTextContent("");
        Tips tips = new Tips(last(head), last(staging), restarting);
        for (int level = Math.max(head.size(), staging.size()) - 1; level >= 0; level--) {
            HTMLElement row = Dom.element(page, "div", "level", null);
            if (level < shared) {
                row.appendChild(box(head.get(level), "shared", tips));
            } else {
                if (level < head.size()) {
                    row.appendChild(box(head.get(level), "exiting", tips));
                }
                if (level < staging.size()) {
                    row.appendChild(box(staging.get(level), "entering", tips));
                }
            }
            view.appendChild(row);
        }
        if (!discarded.isEmpty()) {
            view.appendChild(discardedRow(discarded));
        }
    }

    /** The row of discarded entries: a box each, its name struck through, in the order they were discarded. */
    private HTMLElement discardedRow(List<DiscardedEntry> discarded) {
        HTMLElement row = Dom.element(page, "div", "level discarded", null);
        for (DiscardedEntry entry : discarded) {
            row.appendChild(entryBox(entry.stateId(), entry.label(), "box discarded"));
        }
        return row;
    }

    /** A box of class {@code className} for an entry of {@code stateId} named {@code label}, in its state's colour. */
    private HTMLElement entryBox(String stateId, String label, String className) {
        HTMLElement box = Dom.element(page, "div", className, null);
        StateCard.colour(box, graph.state(stateId).orElseThrow().color());
        box.setAttribute("data-entry", label);
        box.appendChild(Dom.element(page, "span", "label", label));
        return box;
    }

    /** Head's and staging's tips and the entry flagged for restart, each null when there is none. */
    private record Tips(Entry head, Entry staging, Entry restarting) {}

    private HTMLElement box(Entry entry, String mark, Tips tips) {
        boolean isHead = same(entry, tips.head());
        boolean isStaging = same(entry, tips.staging());
        HTMLElement box = entryBox(entry.stateId(), entry.toString(), "box " + mark + (isHead ? " head" : ""));
        StateDef state = graph.state(entry.stateId()).orElseThrow();
        String badge = StateLook.chainMark(state.covered(), isHead || isStaging, same(entry, tips.restarting()));
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

    private static List<Entry> chain(Entry tip) {
        List<Entry> bottomUp = new ArrayList<>();
        for (Entry e = tip; e != null; e = e.parent()) {
            bottomUp.add(0, e);
        }
        return bottomUp;
    }

    private static Entry lowestFlagged(List<Entry> head) {
        for (Entry e : head) {
            if (e.restartFlagged()) {
                return e;
            }
        }
        return null;
    }

    private static Entry last(List<Entry> chain) {
        return chain.isEmpty() ? null : chain.get(chain.size() - 1);
    }

    private static boolean same(Entry a, Entry b) {
        return a != null && b != null && a.serial() == b.serial();
    }
}
