package dev.stagestack.web.browser;

import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StateStack;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntToLongFunction;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * Head's chain drawn as the player's screen draws it (docs/player.md "What you see"), bottom first in the
 * element {@code cards}: a state without code fills the screen with its colour and card; an
 * {@code overlay} state is a card over a dimmed view of what lies below, starting below the top of the
 * card beneath so that its name stays in view; covered {@code hide} entries are not drawn; a state with
 * behaviour code draws itself on the canvas, under the cards. Each frame, the cards' motion indicators and
 * timer rings show their entries' counters ({@link #showCounters}).
 */
final class ScreenCards {

    /** How far an overlay's card starts below the card beneath, in pixels: the player's name band. */
    private static final int NAME_BAND = 72;

    private final PageElements page;
    private final Graph graph;
    private final StateCard cards;
    /** The cards drawn, by the level of their entry in head's chain. */
    private final List<Shown> shown = new ArrayList<>();

    /** A card drawn for the entry of {@code serial} at {@code level} of head's chain. */
    private record Shown(int level, int serial, CardIndicators indicators) {}

    ScreenCards(PageElements page, Graph graph, StateCard cards) {
        this.page = page;
        this.graph = graph;
        this.cards = cards;
    }

    void draw(StateStack stack) {
        HTMLElement screen = page.element("cards");
        screen.setTextContent("");
        shown.clear();
        int overlays = 0;
        for (int level = 0; level < stack.headDepth(); level++) {
            StateDef state = graph.state(stack.headAt(level).stateId()).orElseThrow();
            boolean head = level == stack.headDepth() - 1;
            if (!head && state.covered() == CoveredPolicy.HIDE || state.behavior() != null) {
                continue;
            }
            overlays = state.overlay() ? overlays + 1 : 0;
            StateCard.Drawn drawn = cards.of(state, head);
            Entry entry = stack.headAt(level);
            drawn.card().setAttribute("data-entry", entry.toString());
            shown.add(new Shown(level, entry.serial(), drawn.indicators()));
            screen.appendChild(layer(state, drawn.card(), overlays));
        }
    }

    /**
     * Shows each card's entry as it is now in {@code stack}: its active-tick counter on the timer rings, how
     * often {@code updates} (by serial) counted it updated on the motion indicator, the dot still when {@code paused}.
     */
    void showCounters(StateStack stack, IntToLongFunction updates, boolean paused) {
        for (Shown card : shown) {
            if (card.level() >= stack.headDepth() || stack.headAt(card.level()).serial() != card.serial()) {
                continue; // the chain changed since the cards were drawn: they are drawn again this frame
            }
            Entry entry = stack.headAt(card.level());
            boolean head = card.level() == stack.headDepth() - 1;
            card.indicators().show(head, entry.activeTicks(), updates.applyAsLong(entry.serial()), paused);
        }
    }

    private HTMLElement layer(StateDef state, HTMLElement card, int overlays) {
        HTMLElement layer = Dom.element(page, "div", state.overlay() ? "layer overlay" : "layer", null);
        StateCard.colour(layer, state.color());
        if (state.overlay()) {
            layer.getStyle().setProperty("padding-top", 32 + NAME_BAND * overlays + "px");
        }
        layer.appendChild(card);
        return layer;
    }
}
