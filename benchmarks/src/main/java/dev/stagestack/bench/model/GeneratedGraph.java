package dev.stagestack.bench.model;

import dev.stagestack.model.Action;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A large, deterministic graph for the model benchmarks, shaped like a big game: a hub state
 * ({@code s0}, the initial one) and flows of {@value #CHAIN} states (a level with its dialogs,
 * a shop with its menus...). The hub pushes the first flow; inside a flow each state pushes the
 * next, and the last state replaces itself with the first state of the next flow, so every state
 * is reached. The other transitions are drawn from a fixed seed with the mix of the sample graphs:
 * mostly button and key triggers, some timers and signals, a few lifecycle triggers; actions
 * mostly push (one to three states further in the flow) and pop, then replace (a state of the
 * flow), popTo (an earlier state of the flow, or the hub), and the odd restart, clear or quit.
 */
public final class GeneratedGraph {

    /** States per flow: pushes go forward inside a flow, popTo goes back. */
    static final int CHAIN = 16;

    private static final String[] KEYS = {"ESCAPE", "ENTER", "SPACE", "F1", "TAB"};
    private static final String[] BUTTONS = {"Start", "Back", "Continue", "Options", "Quit", "Next", "Retry"};
    private static final String[] SIGNALS = {"boss-appears", "level-done", "player-died", "loaded"};
    private static final TriggerType[] LIFECYCLE = {
        TriggerType.ENTER, TriggerType.EXIT, TriggerType.PAUSE, TriggerType.RESUME
    };

    private final SplittableRandom random;
    private final int stateCount;

    private GeneratedGraph(long seed, int stateCount) {
        this.random = new SplittableRandom(seed);
        this.stateCount = stateCount;
    }

    /** The graph with {@code states} states and {@code transitions} transitions (at least states). */
    public static Graph generate(long seed, int states, int transitions) {
        return new GeneratedGraph(seed, states).build(transitions);
    }

    private Graph build(int transitionCount) {
        List<StateDef> states = new ArrayList<>(stateCount);
        for (int i = 0; i < stateCount; i++) {
            states.add(state(i));
        }
        List<Transition> transitions = new ArrayList<>(transitionCount);
        for (int i = 0; i < stateCount; i++) {
            transitions.add(linking(i));
        }
        for (int t = stateCount; t < transitionCount; t++) {
            int from = 1 + random.nextInt(stateCount - 1);
            transitions.add(Transition.of("t" + t, id(from), trigger(), actions(from)));
        }
        return new Graph("Generated " + stateCount + " states", id(0), 60, states, transitions);
    }

    private StateDef state(int i) {
        CoveredPolicy[] policies = CoveredPolicy.values();
        return StateDef.of(id(i))
                .withCovered(policies[random.nextInt(policies.length)])
                .withOverlay(i % CHAIN > CHAIN / 2 && random.nextInt(4) == 0)
                .withPosition(100.0 * (i % CHAIN), 80.0 * (i / CHAIN));
    }

    /** Makes every state reachable: the flow's next state by push, the next flow's first state by replace. */
    private Transition linking(int i) {
        int next = i + 1 < stateCount ? i + 1 : 1;
        boolean lastOfFlow = i > 0 && flowStart(i) != flowStart(next);
        Action action = lastOfFlow ? Action.replace(id(next)) : Action.push(id(next));
        return Transition.of("link" + i, id(i), Trigger.button("Next"), List.of(action));
    }

    /** The first state of the flow of state {@code i >= 1}. */
    private static int flowStart(int i) {
        return 1 + (i - 1) / CHAIN * CHAIN;
    }

    /** One past the last state of the flow of state {@code i >= 1}. */
    private int flowEnd(int i) {
        return Math.min(stateCount, flowStart(i) + CHAIN);
    }

    private Trigger trigger() {
        int r = random.nextInt(100);
        if (r < 40) {
            return Trigger.button(pick(BUTTONS));
        } else if (r < 65) {
            return Trigger.key(pick(KEYS));
        } else if (r < 80) {
            return Trigger.timer(0.5 * (1 + random.nextInt(8)));
        } else if (r < 92) {
            return Trigger.signal(pick(SIGNALS));
        }
        return Trigger.on(LIFECYCLE[random.nextInt(LIFECYCLE.length)]);
    }

    private List<Action> actions(int from) {
        List<Action> actions = new ArrayList<>(2);
        actions.add(action(from));
        if (random.nextInt(5) == 0) {
            actions.add(action(from));
        }
        return actions;
    }

    private Action action(int from) {
        int start = flowStart(from);
        int r = random.nextInt(100);
        if (r < 38) {
            return Action.push(id(Math.min(flowEnd(from) - 1, from + 1 + random.nextInt(3))), data(r));
        } else if (r < 68) {
            return Action.pop();
        } else if (r < 83) {
            return Action.replace(id(start + random.nextInt(flowEnd(from) - start)));
        } else if (r < 95) {
            int back = random.nextInt(from - start + 2);
            return Action.popTo(id(back == 0 ? 0 : start + back - 1));
        } else if (r < 97) {
            return Action.restart();
        } else if (r < 99) {
            return Action.clear();
        }
        return Action.quit();
    }

    private static Map<String, Object> data(int r) {
        return r % 4 == 0 ? Map.of("difficulty", (double) (r % 3), "tab", "audio") : Map.of();
    }

    private String pick(String[] choices) {
        return choices[random.nextInt(choices.length)];
    }

    private static String id(int i) {
        return "s" + i;
    }
}
