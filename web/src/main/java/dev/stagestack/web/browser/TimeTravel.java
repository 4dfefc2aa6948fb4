package dev.stagestack.web.browser;

import dev.stagestack.runtime.debug.CommitWalk;
import dev.stagestack.runtime.debug.TickSnapshot;
import java.util.List;

/**
 * Time travel in the page (docs/web.md "What the page does"), as the player's over its past (docs/player.md
 * "Controls"). Ctrl+← shows the chains as they were before their last change, again for the change before that,
 * Ctrl+→ goes forward through the changes, Ctrl+End (or Ctrl+→ past the last change) goes back to live. PageUp is
 * the player's Step back: the moment before the last commit step taken (with F7 or up to a breakpoint), then the
 * one before, then the changes before that commit; PageDown and F7 go forward through the commit's moments
 * ({@link CommitWalk}). While travelling, the run is paused, the {@code chain} and {@code stack} elements show the
 * past, read-only, the {@code log} element the lines written up to the change shown (during Step back, the live
 * log, as the player's), and the screen, which the run draws live only, is veiled and labelled live (class {@code
 * past-shown} on the body), so the page never mixes two ticks.
 */
final class TimeTravel {

    private final PageElements page;
    private final PageHistory history;
    private final PageSession session;
    private final Views views;
    private final CommitWalk walk = new CommitWalk();
    /** The change shown, or -1 when live or a moment of the stepped commit is shown. */
    private int shown = -1;

    /**
     * What time travel redraws.
     *
     * @param look the chain's look, drawn for a past moment
     * @param log  the log, shown as it was at a past change, live during Step back as the player's
     */
    record Views(PageLook look, LiveLog log) {}

    TimeTravel(PageElements page, PageHistory history, PageSession session, Views views) {
        this.page = page;
        this.history = history;
        this.session = session;
        this.views = views;
    }

    boolean travelling() {
        return shown >= 0 || walk.shown().isPresent();
    }

    /** One change back; from live, the change before the present one. False when there is none. */
    boolean back() {
        walk.leave();
        int from = shown >= 0 ? shown : history.size() - 1;
        if (from <= 0) {
            return false;
        }
        show(from - 1);
        return true;
    }

    /** One change forward; past the last one, live again. */
    void forward() {
        if (walk.shown().isPresent()) {
            leave();
        } else if (shown >= 0 && shown + 1 >= history.size() - 1) {
            leave();
        } else if (shown >= 0) {
            show(shown + 1);
        }
    }

    /**
     * Step back (PageUp): the moment before the one shown of the commit being stepped, then the change before
     * that commit, then earlier changes.
     */
    void stepBack() {
        List<TickSnapshot> steps = session.commitSteps();
        boolean atCommitStart = walk.shown().isPresent() && walk.shown().getAsInt() == 0;
        if (shown < 0 && walk.back(steps.size())) {
            showStep(steps.get(walk.shown().getAsInt()));
        } else if (atCommitStart && history.lastBeforeCommit() >= 0) {
            walk.leave();
            show(history.lastBeforeCommit());
        } else {
            back();
        }
    }

    /**
     * Forward through the moments of the commit already taken (PageDown, F7); false when no such moment is shown
     * (a new step is then to be taken, live). Past the last one, live again: the caller redraws the present.
     */
    boolean stepForward() {
        List<TickSnapshot> steps = session.commitSteps();
        if (shown >= 0 || !walk.forward(steps.size())) {
            return false;
        }
        if (walk.shown().isPresent()) {
            showStep(steps.get(walk.shown().getAsInt()));
        } else {
            leave();
        }
        return true;
    }

    /** Back to live: the caller redraws the present. */
    void leave() {
        shown = -1;
        walk.leave();
        page.document().getBody().getClassList().remove("past-shown");
    }

    /** Where the travel stands, for the {@code run-state} line. */
    String state() {
        if (walk.shown().isPresent()) {
            List<TickSnapshot> steps = session.commitSteps();
            return "step back: " + walk.words(steps.get(0).tick(), steps.size())
                    + " (read-only) · PageUp earlier · PageDown or F7 later";
        }
        PageHistory.Moment moment = history.at(shown);
        return "time travel: " + moment.when() + ", change " + (shown + 1) + " of " + history.size()
                + " (read-only) · Ctrl+← earlier · Ctrl+→ later · Ctrl+End live";
    }

    private void show(int index) {
        shown = index;
        PageHistory.Moment moment = history.at(index);
        showChains(moment.chainText(), moment.chains());
        views.log().showAsOf(moment.logLines());
    }

    private void showStep(TickSnapshot moment) {
        shown = -1;
        showChains(ChainText.of(moment, false), moment);
        views.log().show();
    }

    private void showChains(String chainText, TickSnapshot chains) {
        page.setText("chain", chainText);
        views.look().drawChain(chains);
        page.document().getBody().getClassList().add("past-shown");
    }
}
