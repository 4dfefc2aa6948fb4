package dev.stagestack.runtime.debug;

import java.util.OptionalInt;

/**
 * Step back and forward through the moments of the commit being stepped ({@link CommitDebugger#commitSteps()}):
 * back shows the moment before the last step taken, then the one before, down to the moment before the commit;
 * forward goes through the moments already taken up to the live one. The player's PageUp and PageDown, and the
 * web page's. It holds only which moment is shown; the host keeps the moments.
 */
public final class CommitWalk {

    /** The moment shown, an index of the commit's moments, or -1 for the live one. */
    private int shown = -1;

    /**
     * Shows the moment before the one shown (from the live one, before the last step taken) of a commit of
     * {@code moments} moments; false when there is none, the moment before the commit being shown or no step taken.
     */
    public boolean back(int moments) {
        int at = shown >= 0 ? shown : moments - 1;
        if (moments < 2 || at <= 0) {
            return false;
        }
        shown = at - 1;
        return true;
    }

    /**
     * Shows the next moment of a commit of {@code moments} moments, the live one after the last; false when the
     * live one is shown already (a new step is then the host's to take).
     */
    public boolean forward(int moments) {
        if (shown < 0) {
            return false;
        }
        shown = shown + 1 >= moments - 1 ? -1 : shown + 1;
        return true;
    }

    /** After the run moved on: a commit now of {@code moments} moments whose shown one is no longer past shows live. */
    public void follow(int moments) {
        if (shown >= moments - 1) {
            shown = -1;
        }
    }

    /** Back to the live moment. */
    public void leave() {
        shown = -1;
    }

    /** The index of the moment shown in the commit's moments; empty when the live one is shown. */
    public OptionalInt shown() {
        return shown < 0 ? OptionalInt.empty() : OptionalInt.of(shown);
    }

    /**
     * The moment shown named as the log numbers the commit's steps, in a commit of {@code moments} moments of
     * tick {@code tick}: {@code tick 421's commit before step 2 (of 3 taken so far)}; empty when live.
     */
    public String words(long tick, int moments) {
        return shown < 0
                ? ""
                : "tick " + tick + "'s commit before step " + (shown + 1) + " (of " + (moments - 1) + " taken so far)";
    }
}
