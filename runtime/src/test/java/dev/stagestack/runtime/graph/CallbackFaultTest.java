package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.Surface;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Pairing;
import dev.stagestack.runtime.trace.Traces;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** docs/semantics.md §8: a throwing callback is reported and treated as done; the run goes on. */
class CallbackFaultTest {

    /** Every callback throws, naming itself. */
    static final class AlwaysThrows implements Behavior {
        private static void fail(String callback) {
            throw new IllegalStateException(callback + " failed");
        }

        @Override
        public void load(Context c) {
            fail("load");
        }

        @Override
        public void init(Context c) {
            fail("init");
        }

        @Override
        public void enter(Context c) {
            fail("enter");
        }

        @Override
        public void exit(Context c) {
            fail("exit");
        }

        @Override
        public void pause(Context c) {
            fail("pause");
        }

        @Override
        public void resume(Context c) {
            fail("resume");
        }

        @Override
        public void active(Context c) {
            fail("active");
        }

        @Override
        public void inactive(Context c) {
            fail("inactive");
        }

        @Override
        public void draw(Context c, Surface s) {
            fail("draw");
        }

        @Override
        public void free(Context c) {
            fail("free");
        }

        @Override
        public void unload(Context c) {
            fail("unload");
        }
    }

    private static final Pattern CALLBACK =
            Pattern.compile("(\\d+) (load|init|enter|exit|pause|resume|active|inactive|free|unload) (\\S+)");

    @Test
    void everyCallbackOfAFaultyBehaviourIsReportedAndThePairingStillHolds() {
        Graph graph = GraphBuilder.startingAt("title")
                .state(StateDef.of("title").withBehavior("faulty"))
                .state(StateDef.of("level").withBehavior("faulty"))
                .on("title", Trigger.button("Go"), Action.push("level"))
                .on("level", Trigger.on(TriggerType.ENTER), Action.push("hud"))
                .on("hud", Trigger.button("Close"), Action.pop())
                .on("level", Trigger.button("Again"), Action.restart())
                .on("level", Trigger.button("Leave"), Action.pop())
                .build();
        String trace = Traces.of(
                graph,
                Provided.behavior("faulty", AlwaysThrows::new).registry(),
                "1 button Go\n3 button Close\n5 button Again\n7 button Leave\n",
                HeadlessRunner.Options.DEFAULTS.withTicks(10).withAll(true));
        List<String> lines = List.of(trace.split("\n"));
        int reported = 0;
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = CALLBACK.matcher(lines.get(i));
            if (m.matches() && !m.group(3).startsWith("hud#")) {
                assertEquals(
                        m.group(1) + " error callback " + m.group(3) + " " + m.group(2) + ": " + m.group(2) + " failed",
                        lines.get(i + 1),
                        "after " + lines.get(i));
                reported++;
            }
        }
        Set<String> seen = new HashSet<>(Arrays.asList(trace.split("\\s+")));
        for (String callback :
                List.of("load", "init", "enter", "exit", "pause", "resume", "active", "inactive", "free", "unload")) {
            assertTrue(seen.contains(callback + ":"), callback + " was never reported");
        }
        assertTrue(reported > 20, "expected many reported faults, got " + reported);
        assertTrue(trace.contains("1 push level#2") && trace.contains("push hud#3"), "requests went on");
        assertTrue(trace.endsWith("10 end\n"), trace);
        assertEquals(List.of(), Pairing.violations(trace));
    }

    /** Throws with a two-line message from enter and without a message from exit. */
    static final class Fragile implements Behavior {
        @Override
        public void enter(Context context) {
            throw new IllegalArgumentException("boom\n  second line");
        }

        @Override
        public void exit(Context context) {
            throw new UnsupportedOperationException();
        }
    }

    @Test
    void faultMessagesStayOnOneLineAndTriggersStillFireAfterAFaultyBehaviour() {
        Graph graph = GraphBuilder.startingAt("level")
                .state(StateDef.of("level").withBehavior("fragile"))
                .on("level", Trigger.on(TriggerType.ENTER), Action.push("hud"))
                .build();
        String trace = Traces.of(
                graph,
                Provided.behavior("fragile", Fragile::new).registry(),
                "",
                HeadlessRunner.Options.DEFAULTS.withTicks(1));
        assertEquals("""
                0 push level#1
                0 load level#1
                0 init level#1
                0 enter level#1
                0 error callback level#1 enter: boom second line
                0 push hud#2
                0 pause level#1
                0 load hud#2
                0 init hud#2
                0 enter hud#2
                1 quit
                1 pop hud#2
                1 pop level#1
                1 exit hud#2
                1 free hud#2
                1 unload hud#2
                1 resume level#1
                1 exit level#1
                1 error callback level#1 exit: java.lang.UnsupportedOperationException
                1 free level#1
                1 unload level#1
                1 end
                """, trace);
    }
}
