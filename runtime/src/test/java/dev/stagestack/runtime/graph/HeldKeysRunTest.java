package dev.stagestack.runtime.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphBuilder;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Script;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Held keys through a run: a behaviour reads {@link Context#keys()} in its tick, the view changes
 * only in the input phase in arrival order, a hold fires the key's transition like a tap and a
 * release fires nothing. Scripts ({@code hold}/{@code release}) give the same view as the API.
 */
class HeldKeysRunTest {

    /** Writes, per active tick, "tick:L" when LEFT is down, "+S" when SPACE was pressed this tick. */
    private static final class KeyLog implements Behavior {
        final List<String> lines = new ArrayList<>();

        @Override
        public void active(Context context) {
            String down = context.keys().isDown("LEFT") ? "L" : "-";
            String pressed = context.keys().wasPressed("SPACE") ? "+S" : "";
            lines.add(context.tick() + ":" + down + pressed);
        }
    }

    private final KeyLog log = new KeyLog();

    private Graph graph() {
        return GraphBuilder.startingAt("game")
                .behavior("game", "keys")
                .on("game", Trigger.key("UP"), Action.push("menu"))
                .on("menu", Trigger.key("UP"), Action.pop())
                .build();
    }

    private BehaviorRegistry registry() {
        return Provided.behavior("keys", () -> log).registry();
    }

    @Test
    void aBehaviourSeesHeldKeysFromTheirTickUntilTheReleaseAndTapsForOneTick() {
        run("""
                1 hold LEFT
                3 key SPACE
                4 release LEFT
                4 release RIGHT
                """, 6);
        assertEquals(List.of("0:-", "1:L", "2:L", "3:L+S", "4:-", "5:-"), log.lines.subList(0, 6));
    }

    @Test
    void aHoldFiresItsKeyTransitionLikeATapAndAReleaseFiresNothing() {
        StringBuilder trace = run("""
                1 hold UP
                2 release UP
                3 key UP
                """, 5);
        assertEquals(
                List.of("1 push menu#2", "3 pop menu#2"),
                trace.toString()
                        .lines()
                        .filter(l -> l.contains(" menu#"))
                        .filter(l -> l.contains(" push ") || l.contains(" pop "))
                        .toList());
    }

    @Test
    void aPressAndAReleaseInOneTickLeaveTheKeyPressedThisTickButNotHeld() {
        GraphRun run =
                new GraphRun(CompiledGraph.compile(graph(), registry()).graph().orElseThrow());
        run.start();
        run.tick();
        run.offer(InputEvent.hold("SPACE"));
        run.offer(InputEvent.release("SPACE"));
        run.tick();
        assertEquals("1:-+S", log.lines.get(1));
        assertEquals(false, run.stack().keys().isDown("SPACE"));
    }

    @Test
    void onlyKeysCanBeHeldAndEventsPrintAsScriptLines() {
        assertEquals("hold LEFT", InputEvent.hold("LEFT").toString());
        assertEquals("release LEFT", InputEvent.release("LEFT").toString());
        assertEquals("key LEFT", InputEvent.key("LEFT").toString());
        assertThrows(IllegalArgumentException.class, () -> new InputEvent(TriggerType.BUTTON, "Play", KeyHold.PRESS));
    }

    private StringBuilder run(String script, long ticks) {
        StringBuilder trace = new StringBuilder();
        HeadlessRunner.run(
                graph(),
                registry(),
                Script.parse("keys.script", script).script(),
                HeadlessRunner.Options.DEFAULTS.withTicks(ticks),
                trace);
        return trace;
    }
}
