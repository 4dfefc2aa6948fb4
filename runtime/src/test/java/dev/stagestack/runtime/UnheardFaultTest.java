package dev.stagestack.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.CoveredPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * docs/semantics.md §8: with no listener, a fault is not swallowed: it is logged through System.Logger
 * with its stack trace; a listener gets the Throwable itself.
 */
class UnheardFaultTest {

    private final StateType level = new StateType(0, "level", CoveredPolicy.UPDATE, false);
    private final RuntimeException fault = new IllegalStateException("level broke");
    private final List<LogRecord> records = new ArrayList<>();
    private final Logger log = Logger.getLogger("dev.stagestack.runtime");
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord record) {
            records.add(record);
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };

    @BeforeEach
    void listen() {
        log.addHandler(capture);
        log.setUseParentHandlers(false);
    }

    @AfterEach
    void stopListening() {
        log.removeHandler(capture);
        log.setUseParentHandlers(true);
    }

    private StateStack stackThrowingOnEnterAndActive() {
        Behavior broken = new Behavior() {
            @Override
            public void enter(Context context) {
                throw fault;
            }

            @Override
            public void active(Context context) {
                throw fault;
            }
        };
        return new StateStack(List.of(new StateBinding(level, broken, Behavior.NONE)), StackOptions.at(60));
    }

    @Test
    void withoutAListenerAFaultIsLoggedWithItsStackTrace() {
        StateStack stack = stackThrowingOnEnterAndActive();
        stack.push(level);
        stack.commit();
        stack.step();

        assertEquals(
                2,
                records.size(),
                () -> records.stream().map(LogRecord::getMessage).toList().toString());
        assertEquals(
                "behaviour callback failed: level#1 enter: level broke",
                records.get(0).getMessage());
        assertSame(fault, records.get(0).getThrown());
        assertEquals(
                "behaviour callback failed: level#1 active: level broke",
                records.get(1).getMessage());
    }

    @Test
    void aFaultThatRepeatsEveryTickIsLoggedInFullOnlyAFewTimes() {
        StateStack stack = stackThrowingOnEnterAndActive();
        stack.push(level);
        stack.commit();
        for (int i = 0; i < 100; i++) {
            stack.step();
        }

        assertEquals(101, records.size());
        assertEquals(10, records.stream().filter(r -> r.getThrown() != null).count());
        assertTrue(records.get(9).getMessage().endsWith("(later faults of this run are logged without a stack trace)"));
    }

    @Test
    void withoutAListenerARefusedRequestIsLoggedOnOneLine() {
        StateStack stack = stackThrowingOnEnterAndActive();
        stack.pop();
        stack.popTo(level);

        assertEquals(
                List.of(
                        "request refused: pop: the staging stack is empty",
                        "request refused: popTo level: no entry of \"level\" in the staging chain"),
                records.stream().map(LogRecord::getMessage).toList());
        assertTrue(records.stream()
                .allMatch(r -> r.getThrown() == null && r.getLevel() == java.util.logging.Level.WARNING));
    }

    @Test
    void withoutAListenerARunawayCommitIsLogged() {
        StateType a = new StateType(0, "a", CoveredPolicy.FREEZE, false);
        StateType b = new StateType(1, "b", CoveredPolicy.FREEZE, false);
        StateStack[] self = new StateStack[1];
        Behavior resumedPushesB = new Behavior() {
            @Override
            public void resume(Context context) {
                self[0].push(b);
            }
        };
        Behavior enteredPops = new Behavior() {
            @Override
            public void enter(Context context) {
                self[0].pop();
            }
        };
        StateStack stack = new StateStack(
                List.of(
                        new StateBinding(a, resumedPushesB, Behavior.NONE),
                        new StateBinding(b, enteredPops, Behavior.NONE)),
                StackOptions.at(60));
        self[0] = stack;
        stack.push(a);
        stack.commit();
        stack.push(b);
        stack.commit();

        assertTrue(
                records.stream().map(LogRecord::getMessage).anyMatch(m -> m.startsWith("commit stopped after ")),
                () -> records.stream().map(LogRecord::getMessage).toList().toString());
    }

    @Test
    void aRequestRefusedEveryTickIsLoggedOnlyAFewTimes() {
        StateStack stack = stackThrowingOnEnterAndActive();
        for (int i = 0; i < 100; i++) {
            stack.pop();
        }

        assertEquals(10, records.size());
        assertTrue(
                records.get(9)
                        .getMessage()
                        .endsWith(
                                "(later refused requests and runaway commits of this run are not logged; a StackListener hears them all)"));
    }

    @Test
    void aListenerReceivesTheThrowable() {
        StateStack stack = stackThrowingOnEnterAndActive();
        List<Throwable> causes = new ArrayList<>();
        stack.addListener(new StackListener() {
            @Override
            public void error(StateStack s, StackError code, Entry entry, String message, Throwable cause) {
                causes.add(cause);
            }
        });
        stack.push(level);
        stack.commit();

        assertEquals(List.of(fault), causes);
        assertTrue(records.isEmpty());
    }
}
