package dev.stagestack.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.StateBinding;
import dev.stagestack.runtime.StateType;
import java.util.List;
import org.junit.jupiter.api.Test;

class StackTesterTest {

    private final StateType title = new StateType(0, "title", CoveredPolicy.HIDE, false);
    private final StateType level = new StateType(1, "level", CoveredPolicy.FREEZE, false);

    @Test
    void ticksABareStackInTheHostLoopOrder() {
        StackTester tester =
                StackTester.of(List.of(StateBinding.of(title, Behavior.NONE), StateBinding.of(level, Behavior.NONE)));
        tester.stack().push(title);
        tester.tick().assertHead("title");
        tester.stack().push(level);
        tester.tick().assertStack("title", "level").finish().assertPaired();

        assertTrue(
                tester.trace()
                        .startsWith("0 push title#1\n0 load title#1\n0 init title#1\n0 enter title#1\n"
                                + "0 push level#2\n1 pause title#1\n1 load level#2\n"),
                tester.trace());
    }

    @Test
    void aThrowingCallbackFailsTheTickUnlessLenient() {
        Behavior broken = new Behavior() {
            @Override
            public void active(Context context) {
                throw new IllegalStateException("tick " + context.tick());
            }
        };
        StackTester strict = StackTester.of(List.of(StateBinding.of(title, broken)));
        strict.stack().push(title);
        assertEquals(
                "tick 0",
                assertThrows(IllegalStateException.class, strict::tick).getMessage());

        StackTester lenient =
                StackTester.of(List.of(StateBinding.of(title, broken))).lenient();
        lenient.stack().push(title);
        lenient.ticks(2).finish().assertPaired();
    }
}
