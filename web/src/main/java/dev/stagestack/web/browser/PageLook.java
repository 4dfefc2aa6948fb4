package dev.stagestack.web.browser;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.graph.GraphRun;

/**
 * The run drawn with the player's look: head's chain as its screen ({@link ScreenCards}), both chains as its
 * overlay does ({@link StackView}), with the entries discarded at the run's latest moment under them and the
 * cards' indicators counted as the player counts them ({@link PageActivity}).
 */
final class PageLook {

    private final ScreenCards screen;
    private final StackView chain;
    private final PageActivity activity = new PageActivity();

    /** The look of {@code run} of {@code graph}: it counts what the run does from now on. */
    PageLook(PageElements page, Graph graph, GraphRun run) {
        this.screen = new ScreenCards(
                page, graph, new StateCard(page, graph, run::offer, run.assets().cache()));
        this.chain = new StackView(page, graph);
        activity.watch(run);
    }

    /** Draws {@code stack}'s chains in the {@code stack} element alone, the screen left as it is. */
    void drawChain(StateStack stack) {
        chain.draw(stack, activity.discarded());
    }

    /** Draws {@code stack}'s chains again. */
    void draw(StateStack stack) {
        screen.draw(stack);
        drawChain(stack);
    }

    /** Shows the cards' indicators for {@code stack} as it is now, their dots still when {@code paused}: each frame. */
    void showCounters(StateStack stack, boolean paused) {
        screen.showCounters(stack, activity, paused);
    }

    /** A tick has run: the entries it discarded are the ones shown. */
    void tickDone() {
        activity.tickDone();
    }

    /** The run is shown again, after a commit step or leaving time travel. */
    void shownAgain() {
        activity.shownAgain();
    }

    /** The entries discarded at the latest moment as a line, {@code discarded: pause#3}, or nothing when there are none. */
    String discardedText() {
        StringBuilder text = new StringBuilder();
        for (DiscardedEntry entry : activity.discarded()) {
            text.append(text.length() == 0 ? "discarded: " : ", ").append(entry.label());
        }
        return text.length() == 0 ? "" : text.append('\n').toString();
    }
}
