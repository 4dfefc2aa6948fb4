package dev.stagestack.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.stagestack.model.CoveredPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The step walk reads each level's behaviour, context and covered triggers from a table kept in step
 * with the head chain (StepTable): the calls are those of docs/semantics.md §4.2 (inactive bottom up,
 * then active of head; behaviour, then triggers) through pushes, pops and replaces, and triggers that
 * keep {@link Behavior#inactive}'s default are the only calls left out.
 */
class StepWalkTableTest {

    private final StateType plain = new StateType(0, "plain", CoveredPolicy.UPDATE, false);
    private final StateType watched = new StateType(1, "watched", CoveredPolicy.UPDATE, false);
    private final List<String> calls = new ArrayList<>();

    private Behavior recording(String name) {
        return new Behavior() {
            @Override
            public void active(Context context) {
                calls.add(name + "#" + context.serial() + " active");
            }

            @Override
            public void inactive(Context context) {
                calls.add(name + "#" + context.serial() + " inactive");
            }
        };
    }

    /** Triggers that only act when head, as compiled graphs' triggers do. */
    private Behavior headOnlyTriggers() {
        return new Behavior() {
            @Override
            public void active(Context context) {
                calls.add("plain triggers#" + context.serial() + " active");
            }
        };
    }

    private StateStack stack() {
        return new StateStack(
                List.of(
                        new StateBinding(plain, () -> recording("plain"), headOnlyTriggers()),
                        new StateBinding(watched, () -> recording("watched"), recording("watched triggers"))),
                StackOptions.at(60));
    }

    private List<String> stepOnce(StateStack stack) {
        calls.clear();
        stack.commit();
        stack.step();
        return List.copyOf(calls);
    }

    @Test
    void everyLevelIsSteppedWithItsOwnBehaviourAndContextThroughPushesAndPops() {
        StateStack stack = stack();
        stack.push(plain, Map.of());
        stack.push(watched, Map.of());
        stack.push(plain, Map.of());
        assertEquals(
                List.of(
                        "plain#1 inactive",
                        "watched#2 inactive",
                        "watched triggers#2 inactive",
                        "plain#3 active",
                        "plain triggers#3 active"),
                stepOnce(stack));

        stack.pop(null);
        assertEquals(List.of("plain#1 inactive", "watched#2 active", "watched triggers#2 active"), stepOnce(stack));

        stack.replace(plain, Map.of());
        stack.push(watched, Map.of());
        assertEquals(
                List.of("plain#1 inactive", "plain#4 inactive", "watched#5 active", "watched triggers#5 active"),
                stepOnce(stack));

        stack.pop(null);
        stack.pop(null);
        stack.push(watched, Map.of());
        stack.push(plain, Map.of());
        assertEquals(
                List.of(
                        "plain#1 inactive",
                        "watched#6 inactive",
                        "watched triggers#6 inactive",
                        "plain#7 active",
                        "plain triggers#7 active"),
                stepOnce(stack));
    }

    @Test
    void aRestartedEntryKeepsItsLevel() {
        StateStack stack = stack();
        stack.push(watched, Map.of());
        stack.push(plain, Map.of());
        stack.commit();
        stack.restart();
        assertEquals(
                List.of(
                        "watched#1 inactive",
                        "watched triggers#1 inactive",
                        "plain#2 active",
                        "plain triggers#2 active"),
                stepOnce(stack));
    }

    @Test
    void aListenerAddedDuringTheWalkHearsTheRestOfIt() {
        StateType adder = new StateType(0, "adder", CoveredPolicy.UPDATE, false);
        List<String> heard = new ArrayList<>();
        StackListener listener = new StackListener() {
            @Override
            public void callback(StateStack s, Callback callback, Entry entry) {
                heard.add(entry + " " + callback.traceName());
            }
        };
        StateStack[] holder = new StateStack[1];
        Behavior addsListener = new Behavior() {
            @Override
            public void inactive(Context context) {
                if (context.serial() == 1) {
                    holder[0].addListener(listener);
                }
            }
        };
        StateStack stack = new StateStack(List.of(StateBinding.of(adder, addsListener)), StackOptions.at(60));
        holder[0] = stack;
        for (int i = 0; i < 3; i++) {
            stack.push(adder, Map.of());
        }
        stack.commit();
        stack.step();
        assertEquals(List.of("adder#2 inactive", "adder#3 active"), heard);
    }

    @Test
    void onlyTriggersThatKeepTheDefaultInactiveAreLeftOut() {
        assertNull(StepTable.steppedWhenCovered(Behavior.NONE));
        assertNull(StepTable.steppedWhenCovered(headOnlyTriggers()));
        Behavior covered = recording("covered");
        assertSame(covered, StepTable.steppedWhenCovered(covered));
    }
}
