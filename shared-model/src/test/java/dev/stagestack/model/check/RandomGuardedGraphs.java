package dev.stagestack.model.check;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.model.Variable;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Small random graphs with variables, guards, groups, any-state transitions, anyKey and once, for
 * property tests of the analysis against {@link ConcreteExplorer}. Guards compare
 * {@code visits} with 0..2 only (the explorer caps visits at 3).
 */
public final class RandomGuardedGraphs {

    private static final Trigger[] TRIGGERS = {
        Trigger.key("A"),
        Trigger.key("B"),
        new Trigger(TriggerType.ANY_KEY, null, 0),
        Trigger.button("Go"),
        Trigger.timer(1),
        Trigger.on(TriggerType.ENTER),
        Trigger.on(TriggerType.EXIT),
        Trigger.on(TriggerType.RESUME),
    };

    private RandomGuardedGraphs() {}

    /** A graph of up to {@code maxStates} states and {@code maxTransitions} transitions. */
    public static Graph generate(long seed, int maxStates, int maxTransitions) {
        Random random = new Random(seed);
        int n = 1 + random.nextInt(maxStates);
        List<StateDef> states = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<String> groups = random.nextBoolean() ? List.of("g") : List.of();
            states.add(StateDef.builder("s" + i).groups(groups).build());
        }
        List<Variable> variables = new ArrayList<>(List.of(Variable.bool("b0", false), Variable.integer("n", 0, 3, 0)));
        boolean big = random.nextInt(3) == 0;
        if (big) {
            variables.add(Variable.integer("big", 0, 1_000_000, 0));
        }
        List<Transition> transitions = new ArrayList<>();
        int m = random.nextInt(maxTransitions + 1);
        for (int i = 0; i < m; i++) {
            Trigger trigger = TRIGGERS[random.nextInt(TRIGGERS.length)];
            List<Action> actions = RandomGraphs.actions(random, () -> action(random, n, big));
            Transition.Builder t =
                    Transition.builder("t" + i, from(random, n), trigger).actions(actions);
            if (random.nextInt(5) < 3) {
                t.when(guard(random, n, big));
            }
            t.once(random.nextInt(5) == 0);
            transitions.add(t.build());
        }
        boolean anyGroup = states.stream().anyMatch(s -> !s.groups().isEmpty());
        if (!anyGroup) {
            transitions.replaceAll(t -> t.from().equals("@g") ? t.withFrom("s0") : t);
        }
        return new Graph("guarded", "s0", 60, states, transitions, variables);
    }

    private static String from(Random random, int n) {
        int pick = random.nextInt(10);
        return pick == 0 ? Transition.ANY_STATE : pick == 1 ? "@g" : "s" + random.nextInt(n);
    }

    static String guard(Random random, int n, boolean big) {
        String atom = atom(random, n, big);
        int pick = random.nextInt(6);
        if (pick == 0) {
            return atom + " && " + atom(random, n, big);
        }
        if (pick == 1) {
            return atom + " || " + atom(random, n, big);
        }
        return atom;
    }

    private static String atom(Random random, int n, boolean big) {
        String s = "s" + random.nextInt(n);
        return switch (random.nextInt(big ? 11 : 10)) {
            case 0 -> "b0";
            case 1 -> "!b0";
            case 2 -> "n >= " + random.nextInt(4);
            case 3 -> "n < " + random.nextInt(4);
            case 4 -> "onStack(" + s + ")";
            case 5 -> "!onStack(" + s + ")";
            case 6 -> "depth < " + (1 + random.nextInt(4));
            case 7 -> "count(" + s + ") == " + random.nextInt(3);
            case 8 -> "visits(" + s + ") < " + random.nextInt(3);
            case 9 -> "n + 1 == " + random.nextInt(5);
            default -> "big > 500000";
        };
    }

    private static Action action(Random random, int n, boolean big) {
        return random.nextInt(4) == 0 ? variableAction(random, big) : RandomGraphs.action(random, n);
    }

    private static Action variableAction(Random random, boolean big) {
        return switch (random.nextInt(big ? 6 : 5)) {
            case 0 -> Action.set("b0", true);
            case 1 -> Action.set("b0", false);
            case 2 -> Action.add("n", random.nextBoolean() ? 1 : -1);
            case 3 -> Action.reset("n");
            case 4 -> Action.set("n", random.nextInt(4));
            default -> Action.add("big", 300_000);
        };
    }
}
