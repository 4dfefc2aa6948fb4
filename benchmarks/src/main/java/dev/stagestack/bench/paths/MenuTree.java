package dev.stagestack.bench.paths;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A large graph of bounded depth for the exploration benchmarks, shaped like a game's menus and
 * screens: a tree of states at most {@code depth} deep, drawn from a fixed seed. Every state pushes
 * its children (a key or a button each), pops with ESCAPE (but the root), replaces itself with its
 * next sibling with TAB, and one state in ten also has a half-second timer that replaces it with its
 * first child or pops it; one in twenty answers a signal with popTo the root. Its configurations are
 * the tree's paths, and a timer multiplies the run states of its configurations by the ticks waited.
 */
public final class MenuTree {

    private static final String[] KEYS = {"ENTER", "SPACE", "A", "B", "C", "D"};

    private MenuTree() {}

    /**
     * @param seed   the drawing's seed
     * @param states how many states
     * @param depth  the deepest stack, at least 2
     * @return the graph, initial state {@code s0}
     */
    public static Graph generate(long seed, int states, int depth) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] parent = new int[states];
        int[] level = new int[states];
        List<List<Integer>> children = new ArrayList<>();
        for (int i = 0; i < states; i++) {
            children.add(new ArrayList<>());
        }
        parent[0] = -1;
        for (int i = 1; i < states; i++) {
            int p;
            do {
                p = random.nextInt(i);
            } while (level[p] >= depth - 1 || children.get(p).size() >= KEYS.length);
            parent[i] = p;
            level[i] = level[p] + 1;
            children.get(p).add(i);
        }
        List<StateDef> defs = new ArrayList<>();
        List<Transition> transitions = new ArrayList<>();
        for (int i = 0; i < states; i++) {
            defs.add(StateDef.of(id(i)).withOverlay(level[i] > 0 && random.nextInt(3) == 0));
            List<Integer> kids = children.get(i);
            for (int k = 0; k < kids.size(); k++) {
                Trigger trigger =
                        random.nextBoolean() ? Trigger.key(KEYS[k]) : Trigger.button("Open " + id(kids.get(k)));
                transitions.add(
                        Transition.of(id(i) + "-open-" + k, id(i), trigger, List.of(Action.push(id(kids.get(k))))));
            }
            if (i > 0) {
                transitions.add(Transition.of(id(i) + "-back", id(i), Trigger.key("ESCAPE"), List.of(Action.pop())));
                List<Integer> siblings = children.get(parent[i]);
                int next = siblings.get((siblings.indexOf(i) + 1) % siblings.size());
                if (next != i) {
                    transitions.add(Transition.of(
                            id(i) + "-next", id(i), Trigger.key("TAB"), List.of(Action.replace(id(next)))));
                }
                if (random.nextInt(10) == 0) {
                    Action after = kids.isEmpty() ? Action.pop() : Action.replace(id(kids.get(0)));
                    transitions.add(Transition.of(id(i) + "-timer", id(i), Trigger.timer(0.5), List.of(after)));
                }
                if (random.nextInt(20) == 0) {
                    transitions.add(Transition.of(
                            id(i) + "-home", id(i), Trigger.signal("home"), List.of(Action.popTo(id(0)))));
                }
            }
        }
        return new Graph("Menu tree of " + states + " states", id(0), 60, defs, transitions);
    }

    private static String id(int i) {
        return "s" + i;
    }
}
