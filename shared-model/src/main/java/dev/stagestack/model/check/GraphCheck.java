package dev.stagestack.model.check;

import dev.stagestack.model.Problem;
import java.util.List;
import java.util.Optional;

/**
 * A graph's problems and its stack report, computed together by {@link GraphChecker#checkAndAnalyze}.
 *
 * @param problems errors first, in file order, then warnings: exactly {@link GraphChecker#check}'s list
 * @param report   exactly {@link StackAnalysis#analyze(dev.stagestack.model.Graph)}'s report; empty only
 *                 when errors in the graph kept the analysis from running
 */
public record GraphCheck(List<Problem> problems, Optional<StackReport> report) {

    /** Copies the problems. */
    public GraphCheck {
        problems = List.copyOf(problems);
    }
}
