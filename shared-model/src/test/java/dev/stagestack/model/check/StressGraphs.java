package dev.stagestack.model.check;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.json.GraphCodec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Large valid graphs whose stacks grow without bound, for stress tests of whatever walks a graph's
 * runs: the number of stacks they can build explodes with the depth.
 */
public final class StressGraphs {

    private StressGraphs() {}

    /**
     * Writes one to a file, for measuring the commands on it (docs/BENCHMARKS.md): {@code hub N FILE}
     * or {@code generated N SEED FILE}.
     */
    public static void main(String[] args) throws IOException {
        Graph graph = args[0].equals("hub")
                ? hubAndLeaves(Integer.parseInt(args[1]))
                : generated(Integer.parseInt(args[1]), Long.parseLong(args[2]));
        Files.writeString(Path.of(args[args.length - 1]), GraphCodec.write(graph));
    }

    /**
     * A hub whose button {@code Leaf i} pushes leaf {@code i}, each leaf's button {@code Hub} pushing the
     * hub again: {@code leaves} choices at every other level of the stack.
     */
    public static Graph hubAndLeaves(int leaves) {
        List<StateDef> states = new ArrayList<>(List.of(StateDef.of("hub")));
        List<Transition> transitions = new ArrayList<>();
        for (int i = 1; i <= leaves; i++) {
            String leaf = "leaf-" + i;
            states.add(StateDef.of(leaf));
            transitions.add(
                    Transition.of("open-" + leaf, "hub", Trigger.button("Leaf " + i), List.of(Action.push(leaf))));
            transitions.add(
                    Transition.of("hub-over-" + leaf, leaf, Trigger.button("Hub"), List.of(Action.push("hub"))));
        }
        return new Graph("hub and " + leaves + " leaves", "hub", 60, states, transitions);
    }

    /**
     * {@code size} states, each answering to four inputs drawn from {@code seed}: key {@code A} pushes a
     * random state, key {@code B} replaces it with one, button {@code Go} pushes another, Escape pops.
     */
    public static Graph generated(int size, long seed) {
        Random random = new Random(seed);
        List<StateDef> states = new ArrayList<>();
        List<Transition> transitions = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            String id = "s" + i;
            states.add(StateDef.of(id));
            transitions.add(Transition.of(id + "-a", id, Trigger.key("A"), List.of(Action.push(random(random, size)))));
            transitions.add(
                    Transition.of(id + "-b", id, Trigger.key("B"), List.of(Action.replace(random(random, size)))));
            transitions.add(
                    Transition.of(id + "-go", id, Trigger.button("Go"), List.of(Action.push(random(random, size)))));
            transitions.add(Transition.of(id + "-back", id, Trigger.key("ESCAPE"), List.of(Action.pop())));
        }
        return new Graph(size + " generated states", "s0", 60, states, transitions);
    }

    private static String random(Random random, int size) {
        return "s" + random.nextInt(size);
    }
}
