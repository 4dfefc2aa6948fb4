package dev.stagestack.samples.sessions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.runtime.fx.model.PlayerSession;
import dev.stagestack.runtime.fx.model.SnapshotRing;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.samples.Samples;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * For every sample: a player session driven by a person's kind of input (keys tapped and held,
 * buttons, signals, at irregular times; seeded, so the test is the same every time) and exported
 * as a script replays headless to the session's trace, byte for byte.
 */
class ExportedSessionReplayTest {
    private static final int TICKS = 1500;

    static List<String> samples() {
        return Samples.NAMES;
    }

    @ParameterizedTest
    @MethodSource("samples")
    void anExportedSessionReplaysToTheSameTrace(String sample) throws Exception {
        Graph graph = Samples.graph(sample);
        PlayerSession session = new PlayerSession(graph, BehaviorRegistry.load(), SnapshotRing.DEFAULT_CAPACITY);
        drive(session, graph, new Random(sample.hashCode()));
        List<String> script = session.script();
        String replayHint = script.get(1);
        assertTrue(replayHint.startsWith("# Replay: stagestack trace GRAPH --script THIS-FILE --ticks "), replayHint);
        long ticks = Long.parseLong(replayHint.substring(replayHint.lastIndexOf(' ') + 1));
        session.close();

        StringBuilder replay = new StringBuilder();
        Script parsed = Script.parse(sample + ".script", String.join("\n", script)).script();
        assertEquals(List.of(), HeadlessRunner.run(graph, parsed, HeadlessRunner.Options.DEFAULTS.withTicks(ticks), replay));
        assertEquals(String.join("\n", session.log().trace()) + "\n", replay.toString(),
                sample + ": the replay of the exported script differs from the session");
        assertTrue(script.size() > 2 + 10, sample + ": the session had input to export: " + script.size());
    }

    /**
     * Ticks, with now and then an input that the head's screen offers (a key, a button, a signal;
     * never one that ends the run, so the session visits the graph), and arrows held and let go.
     */
    private static void drive(PlayerSession session, Graph graph, Random random) {
        List<String> held = new ArrayList<>();
        for (int tick = 0; tick < TICKS && !session.ended(); tick++) {
            List<Trigger> offered = offeredByHead(session, graph);
            if (random.nextInt(12) == 0 && !offered.isEmpty()) {
                give(session, offered.get(random.nextInt(offered.size())));
            }
            if (random.nextInt(40) == 0) {
                String key = random.nextBoolean() ? "LEFT" : "RIGHT";
                if (held.remove(key)) {
                    session.release(key);
                } else {
                    held.add(key);
                    session.hold(key);
                }
            }
            session.tick();
        }
    }

    private static List<Trigger> offeredByHead(PlayerSession session, Graph graph) {
        String head = session.live().head().top().map(e -> e.stateId()).orElse(null);
        return graph.transitions().stream().filter(t -> t.from().equals(head))
                .filter(t -> t.actions().stream().noneMatch(a -> a.op() == ActionOp.QUIT || a.op() == ActionOp.CLEAR))
                .map(Transition::trigger).filter(t -> t.type() == TriggerType.KEY || t.type() == TriggerType.BUTTON
                        || t.type() == TriggerType.SIGNAL).distinct().toList();
    }

    private static void give(PlayerSession session, Trigger trigger) {
        switch (trigger.type()) {
            case KEY -> session.key(trigger.text());
            case BUTTON -> session.button(trigger.text());
            default -> session.signal(trigger.text());
        }
    }
}
