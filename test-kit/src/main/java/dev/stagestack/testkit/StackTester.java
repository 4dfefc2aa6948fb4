package dev.stagestack.testkit;

import dev.stagestack.runtime.StackError;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.StateBinding;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.StrictFaults;
import dev.stagestack.runtime.trace.TraceWriter;
import java.util.List;

/**
 * Drives a bare {@link StateStack} in a test, a tick at a time in the host-loop order of
 * docs/library.md ({@code setTick}, {@code keys().newTick()}, {@code commit()}, {@code step()}),
 * its trace recorded. Make requests on {@link #stack()} between ticks: they carry the number of
 * the tick just run, like a game's input phase, and the next tick commits them. <b>Strict</b> by default:
 * a callback that throws makes the tick that ran it throw, once the tick is over.
 */
public final class StackTester {

    private final StateStack stack;
    private final StrictFaults strict = new StrictFaults();
    private final StringBuilder trace = new StringBuilder();
    private boolean isStrict = true;
    private long nextTick;

    /**
     * @param stack a new stack, not yet driven; the tester listens to it
     */
    public StackTester(StateStack stack) {
        this.stack = stack;
        stack.addListener(new TraceWriter(trace, false));
        stack.addListener(strict);
    }

    /**
     * A tester of a new stack of these states at 60 ticks per second.
     *
     * @param states the states and their code
     * @return the tester
     */
    public static StackTester of(List<StateBinding> states) {
        return new StackTester(new StateStack(states, StackOptions.at(60)));
    }

    /**
     * Reports callback faults in the trace only instead of throwing them.
     *
     * @return this tester
     */
    public StackTester lenient() {
        if (isStrict) {
            isStrict = false;
            stack.removeListener(strict);
        }
        return this;
    }

    /**
     * Fails also on these refused requests, which are otherwise only reported: after
     * {@code failOn(StackError.POP_EMPTY)}, a tick in which a {@code pop} finds the stack empty throws a
     * {@link dev.stagestack.runtime.RequestRefusedException} ({@code tick 3: request refused (pop-empty): ...}).
     * Strict again if it was {@link #lenient()}.
     *
     * @param codes the refusals that fail the test
     * @return this tester
     */
    public StackTester failOn(StackError... codes) {
        if (!isStrict) {
            isStrict = true;
            stack.addListener(strict);
        }
        strict.failOn(codes);
        return this;
    }

    /**
     * Runs one tick: the commit, then the step walk.
     *
     * @return this tester
     */
    public StackTester tick() {
        stack.setTick(nextTick++);
        stack.keys().newTick();
        stack.commit();
        stack.step();
        return rethrow();
    }

    /**
     * Runs {@code count} ticks.
     *
     * @param count how many ticks
     * @return this tester
     */
    public StackTester ticks(int count) {
        for (int i = 0; i < count; i++) {
            tick();
        }
        return this;
    }

    /**
     * Ends the run (quit, the last commit, {@code end}).
     *
     * @return this tester
     */
    public StackTester finish() {
        stack.setTick(nextTick);
        stack.finish();
        return rethrow();
    }

    /**
     * Fails unless head is an entry of {@code stateId}.
     *
     * @param stateId the expected state
     * @return this tester
     */
    public StackTester assertHead(String stateId) {
        StackAssertions.assertHead(stack, stateId);
        return this;
    }

    /**
     * Fails unless the committed stack holds exactly these states, bottom first.
     *
     * @param bottomUp the expected state ids
     * @return this tester
     */
    public StackTester assertStack(String... bottomUp) {
        StackAssertions.assertStack(stack, bottomUp);
        return this;
    }

    /**
     * Fails when the trace so far breaks callback pairing; call it after {@link #finish()}.
     *
     * @return this tester
     */
    public StackTester assertPaired() {
        StackAssertions.assertPaired(trace());
        return this;
    }

    /** @return the trace so far, in the format of docs/semantics.md §9 */
    public String trace() {
        return trace.toString();
    }

    /** @return the stack, for requests and what this tester does not cover */
    public StateStack stack() {
        return stack;
    }

    private StackTester rethrow() {
        if (isStrict) {
            strict.throwIfAny();
        }
        return this;
    }
}
