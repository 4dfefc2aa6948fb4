package dev.stagestack.runtime.graph;

import dev.stagestack.runtime.StackError;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.StrictFaults;

/**
 * The strict mode of a {@link GraphRun}: while on, a {@link StrictFaults} listens to the run's stack, and what
 * it collected during a tick — callback faults, and the refusals asked for — is thrown once the tick is over.
 * Off, nothing listens and nothing is thrown.
 */
final class StrictMode {

    private final StateStack stack;
    /** The collector while strict mode is on, else null. */
    private StrictFaults collector;

    StrictMode(StateStack stack) {
        this.stack = stack;
    }

    /** See {@link GraphRun#strict}. */
    void set(boolean on) {
        if (on && collector == null) {
            StrictFaults faults = new StrictFaults();
            stack.addListener(faults); // first: refused from a wrong thread, it changes nothing
            collector = faults;
        } else if (!on && collector != null) {
            stack.removeListener(collector);
            collector = null;
        }
    }

    /** See {@link GraphRun#failOn}. */
    void failOn(StackError... codes) {
        set(true);
        collector.failOn(codes);
    }

    /** Throws what the tick collected, when strict mode is on. */
    void throwIfAny() {
        if (collector != null) {
            collector.throwIfAny();
        }
    }
}
