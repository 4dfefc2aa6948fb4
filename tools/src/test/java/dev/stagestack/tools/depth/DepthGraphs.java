package dev.stagestack.tools.depth;

import dev.stagestack.model.Action;
import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded random graphs for measuring depth verdicts against exhaustive exploration: 2 to 7 states,
 * input, timer and lifecycle triggers, every op, mostly pushes and pops; the initial state always
 * pushes a second state on a key, so most runs go somewhere. 10 ticks a second, so timers (0.1 to
 * 0.3 s) cost the exploration few run states.
 */
public final class DepthGraphs {

    private static final Trigger[] TRIGGERS = {
        Trigger.key("A"),
        Trigger.key("B"),
        Trigger.button("Go"),
        Trigger.signal("s"),
        Trigger.timer(0.1),
        Trigger.timer(0.3),
        Trigger.on(TriggerType.ENTER),
        Trigger.on(TriggerType.EXIT),
        Trigger.on(TriggerType.PAUSE),
        Trigger.on(TriggerType.RESUME),
    };

    private static final ActionOp[] OPS = {
        ActionOp.PUSH, ActionOp.PUSH, ActionOp.PUSH, ActionOp.PUSH, ActionOp.PUSH, ActionOp.PUSH,
        ActionOp.POP, ActionOp.POP, ActionOp.POP, ActionOp.POP, ActionOp.REPLACE, ActionOp.REPLACE,
        ActionOp.POP_TO, ActionOp.CLEAR, ActionOp.RESTART, ActionOp.QUIT,
    };

    private DepthGraphs() {}

    /** The graph of {@code seed}: the same graph for the same seed, always valid. */
    public static Graph generate(long seed) {
        Random random = new Random(seed);
        int n = 2 + random.nextInt(6);
        List<StateDef> states = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            states.add(StateDef.of("s" + i).withOverlay(random.nextInt(4) == 0));
        }
        List<Transition> transitions = new ArrayList<>();
        transitions.add(Transition.of("t0", "s0", Trigger.key("A"), List.of(Action.push("s1"))));
        int m = random.nextInt(12);
        for (int i = 1; i <= m; i++) {
            List<Action> actions = new ArrayList<>();
            int count = 1 + random.nextInt(3);
            for (int k = 0; k < count; k++) {
                actions.add(action(random, n));
            }
            transitions.add(Transition.of(
                    "t" + i, "s" + random.nextInt(n), TRIGGERS[random.nextInt(TRIGGERS.length)], actions));
        }
        return new Graph("depth-" + seed, "s0", 10, states, transitions);
    }

    private static Action action(Random random, int n) {
        ActionOp op = OPS[random.nextInt(OPS.length)];
        return new Action(op, op.needsTarget() ? "s" + random.nextInt(n) : null, null);
    }
}
