package dev.stagestack.runtime.cli;

import dev.stagestack.model.check.StackReport;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code analyze --json} object (docs/cli.md). {@code popTargets} lists state ids only: the
 * empty stack is reported through {@code emptyPopFrom}, so consumers never meet a marker string.
 */
record AnalysisJson(boolean complete, Integer maxDepth, boolean unbounded, List<String> unboundedCycle,
                    Map<String, List<String>> popTargets, List<String> emptyPopFrom,
                    List<String> popEmptyTransitions, List<List<String>> runawayLoops,
                    List<String> runawayWitnesses, List<String> reachable, List<String> headStates,
                    Map<String, Object> assumptions, List<String> approximations) {

    static AnalysisJson of(StackReport r) {
        Map<String, List<String>> targets = new LinkedHashMap<>();
        r.popTargets().forEach((state, below) -> targets.put(state,
                below.stream().filter(s -> !StackReport.EMPTY_STACK.equals(s)).toList()));
        Map<String, Object> assumptions = new LinkedHashMap<>();
        int events = r.assumptions().inputEventsPerTick();
        assumptions.put("inputEventsPerTick", events == Integer.MAX_VALUE ? null : events);
        assumptions.put("depthLimit", r.assumptions().depthLimit());
        assumptions.put("stepLimit", r.assumptions().stepLimit());
        return new AnalysisJson(r.complete(), r.maxDepth(), r.unbounded(), r.unboundedCycle(), targets, r.emptyPopFrom(),
                r.popEmptyTransitions(), r.runawayLoops(), r.runawayWitnesses(), r.reachable(), r.headStates(),
                assumptions, r.approximations());
    }
}
