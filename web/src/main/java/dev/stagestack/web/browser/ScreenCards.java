package dev.stagestack.web.browser;

import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.runtime.StateStack;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * Head's chain drawn as the player's screen draws it (docs/player.md "What you see"), bottom first in the
 * element {@code cards}: a state without code fills the screen with its colour and card; an
 * {@code overlay} state is a card over a dimmed view of what lies below, starting below the top of the
 * card beneath so that its name stays in view; covered {@code hide} entries are not drawn; a state with
 * behaviour code draws itself on the canvas, under the cards.
 */
final class ScreenCards {

    /** How far an overlay's card starts below the card beneath, in pixels: the player's name band. */
    private static final int NAME_BAND = 72;

    private final PageElements page;
    private final Graph graph;
    private final StateCard cards;

    ScreenCards(PageElements page, Graph graph, StateCard cards) {
        this.page = page;
        this.graph = graph;
        this.cards = cards;
    }

    void draw(StateStack stack) {
        HTMLElement screen = page.element("cards");
        screen.setTextContent("");
        int overlays = 0;
        for (int level = 0; level < stack.headDepth(); level++) {
            StateDef state = graph.state(stack.headAt(level).stateId()).orElseThrow();
            boolean head = level == stack.headDepth() - 1;
            if (!head && state.covered() == CoveredPolicy.HIDE || state.behavior() != null) {
                continue;
            }
            overlays = state.overlay() ? overlays + 1 : 0;
            screen.appendChild(layer(state, head, overlays));
        }
    }

    private HTMLElement layer(StateDef state, boolean head, int overlays) {
        HTMLElement layer = Dom.element(page, "div", state.overlay() ? "layer overlay" : "layer", null);
        StateCard.colour(layer, state.color());
        if (state.overlay()) {
            layer.getStyle().setProperty("padding-top", 32 + NAME_BAND * overlays + "px");
        }
        layer.appendChild(cards.of(state, head));
        return layer;
    }
}
