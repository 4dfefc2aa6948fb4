package dev.stagestack.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.CoveredPolicy;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The step walk keeps each callback's fault to itself (docs/semantics.md §8) whether or not a listener is
 * attached: a behaviour that throws in {@code active} or {@code inactive} neither stops its own
 * triggers nor the walk over the other entries.
 */
class StepWalkFaultTest {

    private final StateType base = new StateType(0, "base", CoveredPolicy.UPDATE, false);
    private final StateType top = new StateType(1, "top", CoveredPolicy.UPDATE, false);
    private final List<String> calls = new ArrayList<>();

    private Behavior throwing(String name) {
        return new Behavior() {
            @Override
            public void active(Context context) {
                calls.add(name + " active");
                throw new IllegalStateException(name + " fails");
            }

            @Override
            public void inactive(Context context) {
                calls.add(name + " inactive");
                throw new IllegalStateException(name + " fails");
            }
        };
    }

    private StateStack committedStack() {
        StateStack stack = new StateStack(
                List.of(
                        new StateBinding(base, throwing("base"), throwing("base triggers")),
                        new StateBinding(top, throwing("top"), throwing("top triggers"))),
                StackOptions.at(60));
        stack.push(base);
        stack.push(top);
        stack.commit();
        return stack;
    }

    @Test
    void withoutListenersEveryStepCallbackRunsDespiteFaults() {
        StateStack stack = committedStack();
        stack.step();
        assertEquals(List.of("base inactive", "base triggers inactive", "top active", "top triggers active"), calls);
        assertEquals(1, stack.head().activeTicks());
    }

    @Test
    void withAListenerEveryFaultIsReportedAndEveryCallbackRuns() {
        StateStack stack = committedStack();
        List<String> errors = new ArrayList<>();
        stack.addListener(new StackListener() {
            @Override
            public void error(StateStack s, StackError code, Entry entry, String message) {
                errors.add(entry + " " + message);
            }
        });
        stack.step();
        assertEquals(4, calls.size());
        assertEquals(
                List.of(
                        "base#1 inactive: base fails",
                        "base#1 inactive: base triggers fails",
                        "top#2 active: top fails",
                        "top#2 active: top triggers fails"),
                errors);
    }
}
