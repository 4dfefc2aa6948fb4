package dev.stagestack.runtime;

import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Variable;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Tells listeners what the stack does and runs behaviour callbacks with fault capture (docs/semantics.md §8).
 * Builds no message and allocates nothing while no one listens.
 */
final class StackEvents {

    private static final StackListener[] NO_LISTENERS = new StackListener[0];

    private final StateStack stack;
    private StackListener[] listeners = NO_LISTENERS;
    private final Faults faults = Faults.forRun();

    StackEvents(StateStack stack) {
        this.stack = stack;
    }

    void add(StackListener listener) {
        StackListener[] grown = Arrays.copyOf(listeners, listeners.length + 1);
        grown[listeners.length] = listener;
        listeners = grown;
    }

    void remove(StackListener listener) {
        for (int i = 0; i < listeners.length; i++) {
            if (listeners[i] == listener) {
                StackListener[] shrunk = new StackListener[listeners.length - 1];
                System.arraycopy(listeners, 0, shrunk, 0, i);
                System.arraycopy(listeners, i + 1, shrunk, i, shrunk.length - i);
                listeners = shrunk;
                return;
            }
        }
    }

    void edited(StagingEdit edit, Entry entry) {
        for (StackListener l : listeners) {
            l.edited(stack, edit, entry);
        }
    }

    void because(Entry entry, String cause) {
        for (StackListener l : listeners) {
            l.because(stack, entry, cause);
        }
    }

    void committed(int steps) {
        for (StackListener l : listeners) {
            l.committed(stack, steps);
        }
    }

    void effectStarted(EffectRun effect) {
        for (StackListener l : listeners) {
            l.effectStarted(stack, effect);
        }
    }

    void effectEnded(EffectRun effect) {
        for (StackListener l : listeners) {
            l.effectEnded(stack, effect);
        }
    }

    void stepped(CommitStep step, Entry entry) {
        for (StackListener l : listeners) {
            l.stepped(stack, step, entry);
        }
    }

    void reloaded(ReloadReport report) {
        for (StackListener l : listeners) {
            l.reloaded(stack, report);
        }
    }

    void reloadRefused(List<String> reasons) {
        for (StackListener l : listeners) {
            l.reloadRefused(stack, reasons);
        }
    }

    void variableSet(Variable variable, long value) {
        for (StackListener l : listeners) {
            l.variableSet(stack, variable, value);
        }
    }

    void transitionChecked(Entry entry, TransitionCheck check) {
        for (StackListener l : listeners) {
            l.transitionChecked(stack, entry, check);
        }
    }

    boolean heard() {
        return listeners.length > 0;
    }

    void ended() {
        for (StackListener l : listeners) {
            l.ended(stack);
        }
    }

    /** Runs {@code callback} of the entry's behaviour, then of its triggers, each guarded on its own. */
    void invoke(Callback callback, Entry entry, Surface surface) {
        for (StackListener l : listeners) {
            l.callback(stack, callback, entry);
        }
        guarded(callback, entry.behavior, entry, surface);
        guarded(callback, entry.binding.triggers(), entry, surface);
    }

    /**
     * The step walk's {@code active} callback of the head: with listeners exactly {@link #invoke};
     * without, the behaviour's and the triggers' {@code active}, each isolated from the other's
     * fault, with nothing to report. Kept apart from {@link #invoke} because it runs every tick and
     * this form is small enough for the JIT to inline into the walk.
     */
    void stepHead(Entry head) {
        if (listeners.length > 0) {
            invoke(Callback.ACTIVE, head, null);
            return;
        }
        unheardStep(head.behavior, head.context());
        unheardStep(head.binding.triggers(), head.context());
    }

    /**
     * The step walk's {@code inactive} callbacks for levels {@code 0 .. top - 1} of the head chain,
     * bottom up, read from the walk's table: with listeners exactly {@link #invoke}; without, the
     * behaviour's and (when they do anything while covered) the triggers' {@code inactive}, each
     * isolated from the other's fault.
     *
     * <p>The behaviour is null-checked before its {@code try}: checked inside it, a null would be an
     * exception the local handler catches, and the JIT then compiles the check as a branch to that
     * handler with the walk's index kept live on the hot path — a third more per covered entry
     * (docs/benchmarks-log.md, "The step walk").
     */
    void stepCovered(StepTable steps, int top) {
        Behavior[] behaviors = steps.behaviors();
        Context[] contexts = steps.contexts();
        Behavior[] coveredTriggers = steps.coveredTriggersIfAny();
        for (int level = 0; level < top; level++) {
            if (listeners.length > 0) { // read every time: a callback may add the first listener
                invoke(Callback.INACTIVE, contexts[level].entry(), null);
                continue;
            }
            Behavior behavior = Objects.requireNonNull(behaviors[level]);
            try {
                behavior.inactive(contexts[level]);
            } catch (Throwable fault) {
                unheardFault(contexts[level], Callback.INACTIVE, fault);
            }
            if (coveredTriggers != null && coveredTriggers[level] != null) {
                try {
                    coveredTriggers[level].inactive(contexts[level]);
                } catch (Throwable fault) {
                    unheardFault(contexts[level], Callback.INACTIVE, fault);
                }
            }
        }
    }

    private void unheardStep(Behavior behavior, Context context) {
        try {
            behavior.active(context);
        } catch (Throwable fault) {
            unheardFault(context, Callback.ACTIVE, fault);
        }
    }

    private void unheardFault(Context context, Callback callback, Throwable fault) {
        Faults.keepInterrupt(fault);
        faults.unheard(context.entry() + " " + callback.traceName(), fault);
    }

    /** Runs one callback; whatever it throws, checked exceptions and errors included, is contained (§8). */
    private void guarded(Callback callback, Behavior behavior, Entry entry, Surface surface) {
        try {
            callback.invoke(behavior, entry.context(), surface);
        } catch (Throwable fault) {
            failed(callback.traceName(), entry, fault);
        }
    }

    /**
     * Reports what behaviour code threw in {@code where} ({@code enter}, or {@code create} for a behaviour
     * factory) as error {@code callback} of {@code entry}, or logs it when no one listens (§8).
     */
    void failed(String where, Entry entry, Throwable fault) {
        Faults.keepInterrupt(fault);
        if (listeners.length > 0) {
            error(StackError.CALLBACK, entry, where + ": " + Faults.describe(fault), fault);
        } else {
            faults.unheard(entry + " " + where, fault);
        }
    }

    /** Reports a refused request, e.g. {@code push pause: the staging chain is at the depth limit (256)}. */
    void refused(StackError code, ActionOp request, StateType target) {
        if (listeners.length == 0 && !faults.logsMoreErrors()) {
            return;
        }
        String name = target == null ? request.jsonName() : request.jsonName() + " " + target.id();
        if (listeners.length == 0) {
            faults.unheardError("request refused: " + name + ": " + reason(code, target));
            return;
        }
        error(code, null, name + ": " + reason(code, target));
    }

    /** Reports a runaway commit, naming the states entered during it in the order first entered. */
    void runaway(int steps, StateType[] entered, int enteredCount) {
        if (listeners.length == 0 && !faults.logsMoreErrors()) {
            return;
        }
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < enteredCount; i++) {
            names.append(i == 0 ? "" : ", ").append(entered[i].id());
        }
        String message =
                "commit stopped after " + steps + " steps; states entered: " + (enteredCount == 0 ? "none" : names);
        if (listeners.length == 0) {
            faults.unheardError(message);
            return;
        }
        error(StackError.RUNAWAY, null, message);
    }

    private String reason(StackError code, StateType target) {
        return switch (code) {
            case POP_EMPTY -> "the staging stack is empty";
            case POP_TO_MISSING -> "no entry of \"" + target.id() + "\" in the staging chain";
            case DEPTH_LIMIT ->
                "the staging chain is at the depth limit (" + stack.options().maxDepth() + ")";
            case QUITTING -> "the run is quitting";
            case RESTORING -> "the stack is being restored from a save, which holds what requests made";
            default -> throw new IllegalArgumentException(code + " is not a refusal");
        };
    }

    private void error(StackError code, Entry entry, String message) {
        error(code, entry, message, null);
    }

    private void error(StackError code, Entry entry, String message, Throwable cause) {
        for (StackListener l : listeners) {
            l.error(stack, code, entry, message, cause);
        }
    }
}
