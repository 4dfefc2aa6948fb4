package dev.stagestack.model.check;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;

import java.util.ArrayList;
import java.util.List;

/**
 * Validates a graph: errors (it cannot run) and warnings (it runs, but part of it can never matter).
 * Problems carry JSON paths only (e.g. {@code transitions[5].actions[1].target}); the codec's source
 * map adds file, line and column. Every problem has a stable {@link Problem#code()}:
 * errors (codes of {@link dev.stagestack.model.ProblemCodes}, the same as the codec's for the same fault)
 * {@code tick-rate-range}, {@code empty-states}, {@code invalid-id}, {@code duplicate-id},
 * {@code unknown-state}, {@code negative-seconds}, {@code empty-actions}, {@code unknown-sound}; warnings
 * {@code shadowed-transition}, {@code unreachable}, {@code dead-end}, {@code overlay-never-popped},
 * {@code timer-never-active}. Warnings are only computed for graphs without errors.
 */
public final class GraphChecker {

    private GraphChecker() {
    }

    /** Errors first, in file order, then warnings. */
    public static List<Problem> check(Graph graph) {
        List<Problem> problems = new ArrayList<>(StructureRules.check(graph));
        if (problems.isEmpty()) {
            problems.addAll(StackWarnings.check(graph));
        }
        return List.copyOf(problems);
    }
}
