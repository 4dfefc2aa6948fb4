package dev.stagestack.web.browser;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.debug.TickSnapshot;
import dev.stagestack.runtime.graph.GraphRun;
import java.util.function.IntToLongFunction;

/**
 * The run drawn with the player's look: head's chain as its screen ({@link ScreenCards}), both chains as its
 * overlay does, with the entries discarded at that moment under them ({@link StackView}), and the cards'
 * indicators counted as the player counts them.
 */
final class PageLook {

    private final ScreenCards screen;
    private final StackView chain;

    /** The look of {@code run} of {@code graph}: its cards' buttons reach the run, its images come from its assets. */
    PageLook(PageElements page, Graph graph, GraphRun run) {
        this.screen = new ScreenCards(
                page, graph, new StateCard(page, graph, run::offer, run.assets().cache()));
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

    /**
     * Shows the cards' indicators for {@code stack} as it is now, each entry's updates counted by {@code updates}
     * (by serial), their dots still when {@code paused}: each frame.
     */
    void showCounters(StateStack stack, IntToLongFunction updates, boolean paused) {
        screen.showCounters(stack, updates, paused);
    }
}
