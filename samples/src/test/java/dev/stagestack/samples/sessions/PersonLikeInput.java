package dev.stagestack.samples.sessions;

import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.player.fx.model.PlayerSession;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A person's kind of input to a player session, seeded so a test is the same every time: now and
 * then an input that head's screen offers (a key, a button, a signal; never one that ends the run,
 * so the session visits the graph), and arrows held and let go, at irregular times.
 */
final class PersonLikeInput {
    private final Graph graph;
    private final Random random;
    private final List<String> held = new ArrayList<>();

    PersonLikeInput(Graph graph, long seed) {
        this.graph = graph;
        this.random = new Random(seed);
    }

    /** Maybe gives an input, then runs one tick (which a breakpoint may stop). */
    void tick(PlayerSession session) {
        List<Trigger> offered = offeredByHead(session);
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

    private List<Trigger> offeredByHead(PlayerSession session) {
        String head = session.live().head().top().map(e -> e.stateId()).orElse(null);
        return graph.transitions().stream()
                .filter(t -> t.from().equals(head))
                .filter(t -> t.actions().stream().noneMatch(a -> a.op() == ActionOp.QUIT || a.op() == ActionOp.CLEAR))
                .map(Transition::trigger)
                .filter(t ->
                        t.type() == TriggerType.KEY || t.type() == TriggerType.BUTTON || t.type() == TriggerType.SIGNAL)
                .distinct()
                .toList();
    }

    private static void give(PlayerSession session, Trigger trigger) {
        switch (trigger.type()) {
            case KEY -> session.key(trigger.text());
            case BUTTON -> session.button(trigger.text());
            default -> session.signal(trigger.text());
        }
    }
}
