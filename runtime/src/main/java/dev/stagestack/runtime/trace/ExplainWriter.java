package dev.stagestack.runtime.trace;

import dev.stagestack.model.DisplayText;
import dev.stagestack.runtime.CommitStep;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StagingEdit;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.TransitionCheck;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;

/**
 * Writes why a run does what it does, as comment lines between the trace's lines (docs/cli.md,
 * {@code trace --explain}; the player's log shows the same): before the requests of a transition,
 * what fired it ({@code # 12 level#2: key ESCAPE fires transition esc}); before requests no
 * transition made, that code or the host made them; before each commit step's callbacks, the step
 * and its number in the tick ({@code # 13 commit step 2: advance world#3}), and when the commit is
 * done, how many steps it took ({@code # 13 commit done: 3 steps}). The trace lines
 * themselves are written by {@link TraceWriter}, unchanged. A button label or signal name in a line is
 * written {@linkplain DisplayText#visible visible}: no raw control or bidirectional character (docs/semantics.md §16).
 */
public final class ExplainWriter implements StackListener {
    /** The prefix of every explanation line: a comment, so scripts and diffs can skip it. */
    public static final String PREFIX = "# ";

    static final String BY_CODE = "requested by behaviour code or the host";

    private final Appendable out;
    private boolean caused;
    private boolean uncausedSaid;
    private long stepTick = -1;
    private int stepNumber;

    /** A writer of explanation lines to {@code out}; add it as a listener before the trace writer. */
    public ExplainWriter(Appendable out) {
        this.out = out;
    }

    @Override
    public void because(StateStack stack, Entry entry, String cause) {
        caused = cause != null;
        uncausedSaid = false;
        if (cause != null) {
            line(stack.tick(), entry == null ? cause : label(entry) + ": " + cause);
        }
    }

    /** What a guard read when its transition was tried, one fact a line: {@code # 5 hasSave = false} (§21). */
    @Override
    public void transitionChecked(StateStack stack, Entry entry, TransitionCheck check) {
        for (String fact : check.facts()) {
            line(stack.tick(), fact);
        }
    }

    @Override
    public void edited(StateStack stack, StagingEdit edit, Entry entry) {
        if (!caused && !uncausedSaid) {
            uncausedSaid = true;
            line(stack.tick(), BY_CODE);
        }
    }

    @Override
    public void stepped(StateStack stack, CommitStep step, Entry entry) {
        if (stack.tick() != stepTick) {
            stepTick = stack.tick();
            stepNumber = 0;
        }
        stepNumber++;
        uncausedSaid = false;
        line(
                stack.tick(),
                "commit step " + stepNumber + ": " + step.name().toLowerCase(Locale.ROOT) + " " + label(entry));
    }

    @Override
    public void committed(StateStack stack, int steps) {
        line(stack.tick(), "commit done: " + steps + (steps == 1 ? " step" : " steps"));
    }

    private static String label(Entry entry) {
        return entry.stateId() + "#" + entry.serial();
    }

    private void line(long tick, String text) {
        try {
            out.append(PREFIX)
                    .append(Long.toString(tick))
                    .append(' ')
                    .append(DisplayText.visible(text))
                    .append('\n');
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
