package dev.stagestack.model.check;

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

/** Small random graphs (valid ones) for property tests of the checker and the analysis. */
public final class RandomGraphs {

    private static final Trigger[] TRIGGERS = {
        Trigger.key("A"),
        Trigger.key("B"),
        Trigger.button("Go"),
        Trigger.signal("s"),
        Trigger.timer(1),
        Trigger.timer(2),
        Trigger.on(TriggerType.ENTER),
        Trigger.on(TriggerType.EXIT),
        Trigger.on(TriggerType.PAUSE),
        Trigger.on(TriggerType.RESUME),
    };

    private RandomGraphs() {}

    /** A graph of up to {@code maxStates} states and {@code maxTransitions} transitions. */
    public static Graph generate(long seed, int maxStates, int maxTransitions) {
        Random random = new Random(seed);
        int n = 1 + random.nextInt(maxStates);
        List<StateDef> states = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            states.add(StateDef.of("s" + i).withOverlay(random.nextInt(4) == 0));
        }
        List<Transition> transitions = new ArrayList<>();
        int m = random.nextInt(maxTransitions + 1);
        for (int i = 0; i < m; i++) {
            Trigger trigger = TRIGGERS[random.nextInt(TRIGGERS.length)];
            List<Action> actions = actions(random, () -> action(random, n));
            transitions.add(Transition.of("t" + i, "s" + random.nextInt(n), trigger, actions));
        }
        return new Graph("random", "s0", 60, states, transitions);
    }

    /** One to three actions, each from {@code one}. */
    static List<Action> actions(Random random, java.util.function.Supplier<Action> one) {
        List<Action> actions = new ArrayList<>();
        int count = 1 + random.nextInt(3);
        for (int k = 0; k < count; k++) {
            actions.add(one.get());
        }
        return actions;
    }

    /** One random stack action over states {@code s0..s(n-1)}: mostly push and pop. */
    static Action action(Random random, int n) {
        String target = "s" + random.nextInt(n);
        int pick = random.nextInt(20);
        if (pick < 8) {
            return Action.push(target);
        }
        if (pick < 13) {
            return Action.pop();
        }
        ActionOp[] others = {ActionOp.REPLACE, ActionOp.POP_TO, ActionOp.CLEAR, ActionOp.RESTART, ActionOp.QUIT};
        ActionOp op = others[Math.min(others.length - 1, (pick - 13) * others.length / 6)];
        return new Action(op, op.needsTarget() ? target : null, null);
    }
}
