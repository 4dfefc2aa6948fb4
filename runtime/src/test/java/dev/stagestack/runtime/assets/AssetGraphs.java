package dev.stagestack.runtime.assets;

import dev.stagestack.model.Action;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateAssets;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.runtime.EntryResources;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A graph whose states share asset files: a and b both use shared.png, d names it twice, b and d
 * share s.wav, c has none. Every state pushes a..d on keys A..D, pops on P, restarts on R,
 * replaces with b on X and pops to a on T; entering d pushes c (a push made during a commit).
 */
final class AssetGraphs {

    static final List<String> KEYS = List.of("A", "B", "C", "D", "P", "R", "X", "T");

    private AssetGraphs() {}

    static Graph shared() {
        List<StateDef> states = List.of(
                state("a", CoveredPolicy.FREEZE, new StateAssets(Map.of("x", "shared.png"), Map.of(), "a.wav")),
                state(
                        "b",
                        CoveredPolicy.UPDATE,
                        new StateAssets(Map.of("x", "shared.png", "y", "b.png"), Map.of("s", "s.wav"), null)),
                state("c", CoveredPolicy.HIDE, StateAssets.EMPTY),
                state(
                        "d",
                        CoveredPolicy.HIDE,
                        new StateAssets(Map.of("p", "shared.png", "q", "shared.png"), Map.of("s", "s.wav"), "d.wav")));
        List<Transition> transitions = new ArrayList<>();
        for (StateDef s : states) {
            String from = s.id();
            for (String target : List.of("a", "b", "c", "d")) {
                transitions.add(t(from, target.toUpperCase(), Action.push(target)));
            }
            transitions.add(t(from, "P", Action.pop()));
            transitions.add(t(from, "R", Action.restart()));
            transitions.add(t(from, "X", Action.replace("b")));
            transitions.add(t(from, "T", Action.popTo("a")));
        }
        transitions.add(Transition.of(
                "d-enter", "d", Trigger.on(dev.stagestack.model.TriggerType.ENTER), List.of(Action.push("c"))));
        return new Graph("shared assets", "a", 60, states, transitions);
    }

    static GraphRun run(Graph graph, AssetLoader loader, AudioOut audio) {
        CompiledGraph compiled =
                CompiledGraph.compile(graph, BehaviorRegistry.empty()).graph().orElseThrow();
        return new GraphRun(
                compiled,
                StackOptions.DEFAULT_MAX_DEPTH,
                StackOptions.DEFAULT_MAX_STEPS,
                EntryResources.Factory.NONE,
                new RunAssets(graph, new AssetCache(loader), audio));
    }

    private static StateDef state(String id, CoveredPolicy covered, StateAssets assets) {
        return StateDef.of(id).withCovered(covered).withAssets(assets);
    }

    private static Transition t(String from, String key, Action action) {
        return Transition.of(from + "-" + key, from, Trigger.key(key), List.of(action));
    }
}
