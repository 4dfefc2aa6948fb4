package dev.stagestack.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.CoveredPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The stack's own API: stepping, pop results, data, draw walk, guards, resources. */
class StateStackTest {

    private final List<String> seen = new ArrayList<>();
    private final StateType base = new StateType(0, "base", CoveredPolicy.HIDE, false);
    private final StateType mid = new StateType(1, "mid", CoveredPolicy.FREEZE, false);
    private final StateType top = new StateType(2, "top", CoveredPolicy.HIDE, true);
    private final RecordingListener listener = new RecordingListener();

    private StateStack stack(Behavior behavior) {
        StateStack stack = new StateStack(
                List.of(
                        StateBinding.of(base, behavior),
                        StateBinding.of(mid, behavior),
                        StateBinding.of(top, behavior)),
                new StackOptions(8, 100, 1_000_000L));
        stack.addListener(listener);
        return stack;
    }

    @Test
    void commitStepTakesOneRetreatAdvanceOrRestartAtATime() {
        StateStack stack = stack(Behavior.NONE);
        stack.push(base);
        stack.push(mid);
        assertEquals(CommitStep.ADVANCE, stack.commitStep());
        assertSame(base, stack.head().type());
        assertEquals(CommitStep.ADVANCE, stack.commitStep());
        assertEquals(CommitStep.NONE, stack.commitStep());
        stack.restart();
        stack.pop();
        assertEquals(CommitStep.RETREAT, stack.commitStep());
        assertTrue(stack.settled(), "the flag of a retreated entry goes with it");
        stack.restart();
        assertEquals(CommitStep.RESTART, stack.commitStep());
        assertTrue(stack.settled());
        assertTrue(
                listener.events.containsAll(
                        List.of("step ADVANCE base#1", "step RETREAT mid#2", "step RESTART base#1")),
                listener.events.toString());
    }

    /** Records the pop result and data its entries see when resumed and entered. */
    final class Reader implements Behavior {
        @Override
        public void enter(Context context) {
            seen.add("enter " + context.stateId() + "#" + context.serial() + " " + context.data());
        }

        @Override
        public void resume(Context context) {
            seen.add("resume " + context.stateId() + " got " + context.lastPopResult() + " at " + context.timeNanos());
        }
    }

    @Test
    void popResultGoesToTheEntryRevealedOnStagingAndPushDataToTheNewEntry() {
        StateStack stack = stack(new Reader());
        stack.push(base);
        stack.push(mid, Map.of("level", "3"));
        stack.setTick(5);
        stack.commit();
        stack.pop("score 10");
        assertEquals("score 10", stack.staging().lastPopResult());
        stack.commit();
        assertEquals(List.of("enter base#1 {}", "enter mid#2 {level=3}", "resume base got score 10 at 5000000"), seen);
    }

    /** Records the draw walk. */
    final class Painter implements Behavior {
        @Override
        public void draw(Context context, Surface surface) {
            seen.add(context.stateId() + " " + context.covered().jsonName() + " on " + surface.width());
        }
    }

    @Test
    void drawWalksBottomToTopSkippingCoveredHiddenEntriesButNeverHead() {
        StateStack stack = stack(new Painter());
        stack.push(base);
        stack.push(mid);
        stack.push(top);
        stack.commit();
        stack.draw(new BlankSurface());
        assertEquals(List.of("mid freeze on 320.0", "top hide on 320.0"), seen);
    }

    /** Tries to drive the stack from inside its own callback. */
    static final class Reentrant implements Behavior {
        @Override
        public void enter(Context context) {
            context.entry().context().push("nowhere");
        }

        @Override
        public void active(Context context) {
            throw new IllegalStateException("active " + context.activeTicks());
        }
    }

    @Test
    void unknownStateIdsAndFaultsInsideCallbacksAreReportedAsCallbackErrors() {
        StateStack stack = stack(new Reentrant());
        stack.push(base);
        stack.commit();
        stack.step();
        assertTrue(
                listener.events.contains(
                        "error callback base#1 enter: unknown state \"nowhere\"; the states are base, mid, top"),
                listener.events.toString());
        assertTrue(listener.events.contains("error callback base#1 active: active 1"), listener.events.toString());
    }

    @Test
    void theStackCannotBeCommittedFromInsideACallback() {
        StateStack[] holder = new StateStack[1];
        StateStack stack = stack(new Behavior() {
            @Override
            public void enter(Context context) {
                holder[0].commit();
            }
        });
        holder[0] = stack;
        stack.push(base);
        stack.commit();
        assertTrue(
                listener.events.stream().anyMatch(e -> e.startsWith("error callback base#1 enter: the stack cannot")),
                listener.events.toString());
    }

    @Test
    void resourcesAreClearedAfterEveryFreeAndEntriesArePooled() {
        List<String> cleared = new ArrayList<>();
        StateStack stack = new StateStack(
                List.of(StateBinding.of(base, Behavior.NONE)),
                new StackOptions(4, 10, 1),
                SignalSink.NONE,
                () -> () -> cleared.add("cleared"));
        stack.push(base);
        stack.commit();
        Entry first = stack.head();
        stack.restart();
        stack.commit();
        assertEquals(List.of("cleared"), cleared);
        stack.pop();
        stack.commit();
        assertEquals(List.of("cleared", "cleared"), cleared);
        assertNull(stack.head());
        stack.push(base);
        assertSame(first, stack.staging(), "a warm stack reuses its entries");
        assertEquals(2, stack.staging().serial());
    }

    @Test
    void finishQuitsCommitsAndEndsAndRefusesToRunInsideACallback() {
        StateStack stack = stack(Behavior.NONE);
        stack.push(base);
        stack.commit();
        listener.take();
        stack.finish();
        assertEquals(
                List.of(
                        "quit",
                        "pop base#1",
                        "step RETREAT base#1",
                        "exit base#1",
                        "free base#1",
                        "unload base#1",
                        "end"),
                listener.take());
        assertThrows(IllegalArgumentException.class, () -> stack.type("ghost"));
    }

    @Test
    void pushDataIsCopiedSoChangingTheMapLaterChangesNothing() {
        StateStack stack = stack(new Reader());
        Map<String, Object> data = new java.util.LinkedHashMap<>();
        List<Object> items = new ArrayList<>(List.of("sword"));
        data.put("level", 3);
        data.put("items", items);
        stack.push(base, data);
        data.put("level", 99);
        items.add("shield");
        stack.commit();

        assertEquals(List.of("enter base#1 {level=3, items=[sword]}"), seen);
        Map<String, Object> seenData = stack.head().data();
        assertEquals(new java.math.BigDecimal(3), seenData.get("level"), "numbers are BigDecimal, as from JSON");
        assertThrows(UnsupportedOperationException.class, () -> seenData.put("level", 4));
        assertThrows(UnsupportedOperationException.class, () -> ((List<?>) seenData.get("items")).clear());
    }

    @Test
    void pushDataThatIsNotJsonIsRefusedAtThePush() {
        StateStack stack = stack(Behavior.NONE);
        assertThrows(IllegalArgumentException.class, () -> stack.push(base, Map.of("when", new Object())));
        assertThrows(IllegalArgumentException.class, () -> stack.push(base, Map.of("speed", Double.NaN)));
    }

    @Test
    void finishingTwiceReportsTheEndOnce() {
        StateStack stack = stack(Behavior.NONE);
        stack.push(base);
        stack.commit();
        stack.finish();
        stack.finish();

        assertEquals(1, listener.events.stream().filter(e -> e.equals("end")).count(), listener.events.toString());
        assertTrue(stack.ended());
    }
}
