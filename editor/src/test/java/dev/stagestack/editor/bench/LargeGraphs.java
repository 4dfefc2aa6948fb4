package dev.stagestack.editor.bench;

import dev.stagestack.model.Action;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Generated graphs for the editor's load and pan measurements. Deterministic for a seed. */
public final class LargeGraphs {
    private LargeGraphs() {}

    /** {@code states} states on a grid, {@code transitions} transitions mostly between neighbours. */
    public static Graph grid(int states, int transitions, long seed) {
        Random random = new Random(seed);
        int columns = (int) Math.ceil(Math.sqrt(states * 1.6));
        List<StateDef> defs = new ArrayList<>();
        for (int i = 0; i < states; i++) {
            defs.add(StateDef.builder("s" + i)
                    .name("State " + i)
                    .covered(CoveredPolicy.values()[i % 3])
                    .overlay(i % 7 == 0)
                    .position((double) (i % columns) * 240, (double) (i / columns) * 140)
                    .build());
        }
        List<Transition> edges = new ArrayList<>();
        for (int i = 0; i < transitions; i++) {
            int from = random.nextInt(states);
            int to = Math.floorMod(from + random.nextInt(5) - 2 + (random.nextBoolean() ? columns : 0), states);
            edges.add(Transition.of("t" + i, "s" + from, trigger(random, i), List.of(action(random, to))));
        }
        return new Graph("Generated " + states + "/" + transitions, "s0", 60, defs, edges);
    }

    private static Trigger trigger(Random random, int i) {
        return switch (random.nextInt(4)) {
            case 0 -> Trigger.key("ESCAPE");
            case 1 -> Trigger.button("Go " + i);
            case 2 -> Trigger.timer(1.5);
            default -> Trigger.signal("sig-" + i);
        };
    }

    private static Action action(Random random, int to) {
        return switch (random.nextInt(6)) {
            case 0 -> Action.pop();
            case 1 -> Action.replace("s" + to);
            case 2 -> Action.popTo("s" + to);
            default -> Action.push("s" + to);
        };
    }
}
