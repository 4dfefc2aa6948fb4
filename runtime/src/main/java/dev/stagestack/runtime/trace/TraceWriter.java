package dev.stagestack.runtime.trace;

import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Variable;
import dev.stagestack.runtime.Callback;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.ReloadReport;
import dev.stagestack.runtime.StackError;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StagingEdit;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.TransitionCheck;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Objects;

/**
 * Writes the trace of docs/semantics.md §9: one line {@code <tick> <event> [<stateId>#<serial>] [details]}
 * per edit of staging, callback, error and the end; for a graph with variables or guards also per change
 * of a variable ({@code set}) and per transition skipped by its guard or {@code once} ({@code skip}, §21). {@code draw} is never written;
 * {@code active} and {@code inactive} only when asked for. Commit steps are not trace events.
 * An error's message is written {@linkplain DisplayText#visible visible}: no raw control or bidirectional
 * character (docs/semantics.md §16).
 */
public final class TraceWriter implements StackListener {

    private final Appendable out;
    private final boolean activity;

    /**
     * @param out      where lines go, each ended by {@code \n}; an {@link IOException} is rethrown unchecked
     * @param activity whether to write {@code active} and {@code inactive} lines
     */
    public TraceWriter(Appendable out, boolean activity) {
        this.out = Objects.requireNonNull(out, "out");
        this.activity = activity;
    }

    @Override
    public void edited(StateStack stack, StagingEdit edit, Entry entry) {
        line(stack, edit.traceName(), entry, null);
    }

    @Override
    public void callback(StateStack stack, Callback callback, Entry entry) {
        if (callback == Callback.DRAW) {
            return;
        }
        if (activity || (callback != Callback.ACTIVE && callback != Callback.INACTIVE)) {
            line(stack, callback.traceName(), entry, null);
        }
    }

    @Override
    public void error(StateStack stack, StackError code, Entry entry, String message) {
        line(stack, "error " + code.code(), entry, message);
    }

    /** A reload is a comment line, {@code # 12 reload: level renamed stage (1 entry popped)} (docs/semantics.md §19). */
    @Override
    public void reloaded(StateStack stack, ReloadReport report) {
        comment(stack, "reload: " + report.summary());
    }

    /** A refused reload is a comment line, {@code # 12 reload refused: states[1].id: ...}, reasons joined by {@code ; }. */
    @Override
    public void reloadRefused(StateStack stack, List<String> reasons) {
        comment(stack, "reload refused: " + String.join("; ", reasons));
    }

    private void comment(StateStack stack, String text) {
        try {
            out.append(ExplainWriter.PREFIX)
                    .append(Long.toString(stack.tick()))
                    .append(' ')
                    .append(DisplayText.visible(text))
                    .append('\n');
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the trace", e);
        }
    }

    /** {@code 5 set lives 2}: the value after the change (docs/semantics.md §21). */
    @Override
    public void variableSet(StateStack stack, Variable variable, long value) {
        line(stack, "set " + variable.id() + " " + variable.format(value), null, null);
    }

    /** {@code 5 skip splash#1 go when !onStack(fade)} or {@code ... go once}; a transition that fires writes nothing. */
    @Override
    public void transitionChecked(StateStack stack, Entry entry, TransitionCheck check) {
        if (check.skipped()) {
            line(stack, "skip", entry, check.skipText());
        }
    }

    @Override
    public void ended(StateStack stack) {
        line(stack, "end", null, null);
    }

    private void line(StateStack stack, String event, Entry entry, String details) {
        try {
            out.append(Long.toString(stack.tick())).append(' ').append(event);
            if (entry != null) {
                out.append(' ').append(entry.stateId()).append('#').append(Integer.toString(entry.serial()));
            }
            if (details != null) {
                out.append(' ').append(DisplayText.visible(details));
            }
            out.append('\n');
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the trace", e);
        }
    }
}
