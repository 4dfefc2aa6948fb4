package dev.stagestack.player.cli;

import dev.stagestack.model.check.StackReport;
import dev.stagestack.tools.depth.DepthVerdict;
import dev.stagestack.tools.depth.PumpWitness;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code analyze --json} object (docs/cli.md). {@code popTargets} lists state ids only: the
 * empty stack is reported through {@code emptyPopFrom}, so consumers never meet a marker string.
 * {@code maxDepth}, {@code unbounded} and {@code unboundedCycle} follow the depth verdict ({@code depth}),
 * and {@code complete} is true only when the analysis finished and the verdict is settled.
 */
record AnalysisJson(
        boolean complete,
        Integer maxDepth,
        boolean unbounded,
        List<String> unboundedCycle,
        Map<String, Object> depth,
        Map<String, List<String>> popTargets,
        List<String> emptyPopFrom,
        List<String> popEmptyTransitions,
        List<List<String>> runawayLoops,
        List<String> runawayWitnesses,
        List<String> reachable,
        List<String> headStates,
        Map<String, Object> assumptions,
        List<String> approximations) {

    static AnalysisJson of(StackReport r, DepthVerdict verdict) {
        Map<String, List<String>> targets = new LinkedHashMap<>();
        r.popTargets()
                .forEach((state, below) -> targets.put(
                        state,
                        below.stream()
                                .filter(s -> !StackReport.EMPTY_STACK.equals(s))
                                .toList()));
        Map<String, Object> assumptions = new LinkedHashMap<>();
        int events = r.assumptions().inputEventsPerTick();
        assumptions.put("inputEventsPerTick", events == Integer.MAX_VALUE ? null : events);
        assumptions.put("depthLimit", r.assumptions().depthLimit());
        assumptions.put("stepLimit", r.assumptions().stepLimit());
        List<String> cycle = verdict.witness().map(w -> w.stackAfter(1)).orElse(List.of());
        return new AnalysisJson(
                r.complete() && verdict.settled(),
                verdict.bound().orElse(null),
                verdict.unbounded(),
                cycle,
                depth(verdict),
                targets,
                r.emptyPopFrom(),
                r.popEmptyTransitions(),
                r.runawayLoops(),
                r.runawayWitnesses(),
                r.reachable(),
                r.headStates(),
                assumptions,
                r.approximations());
    }

    private static Map<String, Object> depth(DepthVerdict verdict) {
        Map<String, Object> depth = new LinkedHashMap<>();
        depth.put("verdict", verdict.jsonName());
        depth.put("value", verdict.depth());
        depth.put("evidence", verdict.evidence());
        depth.put("witness", verdict.witness().map(AnalysisJson::witness).orElse(null));
        return depth;
    }

    private static Map<String, Object> witness(PumpWitness w) {
        Map<String, Object> witness = new LinkedHashMap<>();
        witness.put("prefix", w.prefix().scriptLines());
        witness.put("prefixTicks", w.prefix().length());
        witness.put("loop", w.loop().scriptLines());
        witness.put("loopTicks", w.loop().length());
        witness.put("stackBefore", w.stackBefore());
        witness.put("growth", w.growth());
        witness.put("pushedBy", w.pushedBy());
        return witness;
    }
}
