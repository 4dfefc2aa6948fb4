package dev.stagestack.model.check;

import dev.stagestack.model.Action;
import dev.stagestack.model.Transition;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Turns an {@link AnalysisResult} (state numbers) into a {@link StackReport} (state ids and words). */
final class ReportBuilder {

    private final AnalysisResult result;
    private final GraphIndex index;
    private final BelowRelation below;

    ReportBuilder(AnalysisResult result) {
        this.result = result;
        this.index = result.index();
        this.below = result.below();
    }

    StackReport build() {
        DepthBound depth = result.depth();
        Integer maxDepth = depth.unbounded()
                ? null
                : Math.min(depth.maxDepth(), result.options().depthLimit());
        List<int[]> loops = runawayLoops();
        return new StackReport(
                result.options(),
                maxDepth,
                depth.unbounded(),
                ids(depth.witness()),
                popTargets(),
                emptyPopFrom(),
                popEmptyTransitions(),
                loops.stream().map(this::loopStates).collect(Collectors.toList()),
                loops.stream().map(this::loopWitness).collect(Collectors.toList()),
                ids(result.reachable()),
                ids(result.headStates()),
                new Approximations(result).list(),
                true);
    }

    private List<String> ids(List<Integer> states) {
        return states.stream().map(index::id).collect(Collectors.toList());
    }

    private List<String> ids(BitSet states) {
        List<String> out = new ArrayList<>();
        for (int s = states.nextSetBit(0); s >= 0 && s < index.bottom; s = states.nextSetBit(s + 1)) {
            out.add(index.id(s));
        }
        return out;
    }

    private Map<String, List<String>> popTargets() {
        Map<String, List<String>> out = new LinkedHashMap<>();
        BitSet reachable = result.reachable();
        for (int s = reachable.nextSetBit(0); s >= 0; s = reachable.nextSetBit(s + 1)) {
            List<String> targets = ids(below.below(s));
            if (below.below(s).get(index.bottom)) {
                targets.add(StackReport.EMPTY_STACK);
            }
            out.put(index.id(s), targets);
        }
        return out;
    }

    private List<String> emptyPopFrom() {
        List<String> out = new ArrayList<>();
        BitSet reachable = result.reachable();
        for (int s = reachable.nextSetBit(0); s >= 0; s = reachable.nextSetBit(s + 1)) {
            if (below.below(s).get(index.bottom)) {
                out.add(index.id(s));
            }
        }
        return out;
    }

    private List<String> popEmptyTransitions() {
        List<String> out = new ArrayList<>();
        BitSet transitions = result.execution().popOnEmpty;
        for (int t = transitions.nextSetBit(0); t >= 0; t = transitions.nextSetBit(t + 1)) {
            out.add(index.graph.transitions().get(t).id());
        }
        return out;
    }

    /** Closed commit loops none of whose states has behaviour code (code could break the loop). */
    private List<int[]> runawayLoops() {
        List<int[]> out = new ArrayList<>();
        for (int[] loop : result.commits().closedLoops()) {
            boolean withCode = false;
            for (int k : loop) {
                int h = headOf(k);
                withCode |= h != index.bottom && index.hasBehavior[h];
            }
            if (!withCode) {
                out.add(loop);
            }
        }
        return out;
    }

    private int headOf(int commitNode) {
        return Config.head(result.execution().commitConfigs.get(commitNode));
    }

    private List<String> loopStates(int[] loop) {
        List<String> out = new ArrayList<>();
        for (int k : loop) {
            if (headOf(k) != index.bottom) {
                out.add(index.id(headOf(k)));
            }
        }
        return out;
    }

    private String loopWitness(int[] loop) {
        List<String> steps = new ArrayList<>();
        for (int i = 0; i < loop.length; i++) {
            steps.add(describeStep(loop[i], loop[(i + 1) % loop.length]));
        }
        return String.join(" -> ", steps) + " -> again";
    }

    private String describeStep(int from, int to) {
        long c = result.execution().commitConfigs.get(from);
        int h = Config.head(c);
        int next = headOf(to);
        if (Config.d(c) > 0) {
            return "exit " + index.id(h) + fired(h, GraphIndex.EXIT)
                    + (next == index.bottom ? "" : ", resume " + index.id(next) + fired(next, GraphIndex.RESUME));
        }
        String pause = h == index.bottom ? "" : "pause " + index.id(h) + fired(h, GraphIndex.PAUSE) + ", ";
        return pause + "enter " + index.id(next) + fired(next, GraphIndex.ENTER);
    }

    private String fired(int state, int callback) {
        CompiledTransition[] ts = index.lifecycle[state][callback];
        if (ts.length == 0) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        for (CompiledTransition ct : ts) {
            Transition t = index.graph.transitions().get(ct.index());
            parts.add(t.id() + ": " + t.actions().stream().map(Action::describe).collect(Collectors.joining(", ")));
        }
        return " (" + String.join("; ", parts) + ")";
    }
}
