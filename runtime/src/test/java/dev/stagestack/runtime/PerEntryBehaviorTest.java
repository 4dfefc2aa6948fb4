package dev.stagestack.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.stagestack.model.CoveredPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An object per screen: StateBinding.perEntry gives every entry its own behaviour, for its whole life. */
class PerEntryBehaviorTest {

    private final StateType level = new StateType(0, "level", CoveredPolicy.UPDATE, false);
    private final List<Screen> made = new ArrayList<>();

    /** A behaviour with per-screen fields: which entry it serves and how often it was initialised. */
    private final class Screen implements Behavior {
        Context served;
        int inits;
        int actives;

        @Override
        public void init(Context context) {
            served = context;
            inits++;
        }

        @Override
        public void active(Context context) {
            assertSame(served, context, "a screen object only ever sees its own entry");
            actives++;
        }
    }

    private StateStack stack() {
        return new StateStack(
                List.of(StateBinding.perEntry(level, () -> {
                    Screen screen = new Screen();
                    made.add(screen);
                    return screen;
                })),
                StackOptions.at(60));
    }

    private static void tick(StateStack stack) {
        stack.commit();
        stack.step();
    }

    @Test
    void eachEntryGetsItsOwnObjectAndOnlyItsOwnCallbacks() {
        StateStack stack = stack();
        stack.push(level);
        tick(stack);
        stack.push(level);
        tick(stack);
        tick(stack);

        assertEquals(2, made.size());
        assertNotSame(made.get(0), made.get(1));
        assertSame(stack.headAt(0).context(), made.get(0).served);
        assertSame(stack.headAt(1).context(), made.get(1).served);
        assertEquals(2, made.get(1).actives, "the top screen was head for two ticks");
        assertEquals(1, made.get(0).actives, "the bottom screen was head for its first tick only");
    }

    @Test
    void aRestartKeepsTheObjectAndInitialisesItAgain() {
        StateStack stack = stack();
        stack.push(level);
        tick(stack);
        stack.restart();
        tick(stack);

        assertEquals(1, made.size(), "a restart makes no new object");
        assertEquals(2, made.get(0).inits);
    }

    @Test
    void aPushedEntryGetsANewObjectEvenWhenItsPooledEntryIsReused() {
        StateStack stack = stack();
        stack.push(level);
        tick(stack);
        stack.pop(null);
        stack.push(level);
        tick(stack);

        assertEquals(2, made.size());
        assertEquals(1, made.get(1).inits);
        assertEquals(1, made.get(0).inits, "the popped screen's object is never called again");
    }

    /**
     * A factory that throws is behaviour code at fault, contained as a callback is (docs/semantics.md §8):
     * the push is made, the fault is the new entry's {@code create} error, the entry runs without code and
     * every callback stays paired. (It used to throw out of push, and out of a replace half done.)
     */
    @Test
    void aFactoryThatThrowsIsReportedAsTheNewEntrysCreateAndTheEntryRunsWithoutCode() {
        StateType title = new StateType(1, "title", CoveredPolicy.FREEZE, false);
        StateStack stack = new StateStack(
                List.of(
                        StateBinding.perEntry(level, () -> {
                            throw new IllegalStateException("no screen today");
                        }),
                        StateBinding.of(title, Behavior.NONE)),
                StackOptions.at(60));
        RecordingListener listener = new RecordingListener();
        stack.addListener(listener);
        stack.push(title);
        tick(stack);
        listener.take();

        stack.replace(level);
        tick(stack);
        stack.finish();

        assertEquals(
                List.of(
                        "pop title#1",
                        "push level#2",
                        "error callback level#2 create: no screen today",
                        "step RETREAT title#1",
                        "exit title#1",
                        "free title#1",
                        "unload title#1",
                        "step ADVANCE level#2",
                        "load level#2",
                        "init level#2",
                        "enter level#2",
                        "active level#2",
                        "quit",
                        "pop level#2",
                        "step RETREAT level#2",
                        "exit level#2",
                        "free level#2",
                        "unload level#2",
                        "end"),
                listener.take());
    }

    @Test
    void aFactoryThatGivesNullIsNamedInTheCreateError() {
        StateStack stack = new StateStack(List.of(StateBinding.perEntry(level, () -> null)), StackOptions.at(60));
        RecordingListener listener = new RecordingListener();
        stack.addListener(listener);

        stack.push(level, Map.of());

        assertEquals(
                List.of(
                        "push level#1",
                        "error callback level#1 create: the behaviour factory of state \"level\" returned null"),
                listener.take());
    }

    @Test
    void ofSharesOneObjectBetweenEveryEntry() {
        Screen shared = new Screen();
        StateStack stack = new StateStack(List.of(StateBinding.of(level, shared)), StackOptions.at(60));
        stack.push(level);
        stack.push(level);
        tick(stack);

        assertEquals(2, shared.inits);
    }
}
