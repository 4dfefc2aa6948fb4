package dev.stagestack.web.browser;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.debug.TickSnapshot;
import dev.stagestack.runtime.graph.InputEvent;
import java.util.function.Consumer;

/** The run drawn with the player's look: head's chain as its screen ({@link ScreenCards}), both chains as its overlay does ({@link StackView}). */
final class PageLook {

    private final ScreenCards screen;
    private final StackView chain;

    PageLook(PageElements page, Graph graph, Consumer<InputEvent> offer) {
        this.screen = new ScreenCards(page, graph, new StateCard(page, graph, offer));
        this.chain = new StackView(page, graph);
    }

    /** Draws the chains of {@code moment} in the {@code stack} element alone, the screen left as it is. */
    void drawChain(TickSnapshot moment) {
        chain.draw(moment);
    }

    /** Draws {@code stack} on the screen and its chains, recorded as {@code moment}, again. */
    void draw(StateStack stack, TickSnapshot moment) {
        screen.draw(stack);
        chain.draw(moment);
    }
}
