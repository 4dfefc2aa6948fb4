package dev.stagestack.model;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Thrown for a graph that cannot run. Its message is one line saying so, then every problem on a line
 * of its own, as the reader prints it: {@code file:line:col: path: message} ({@link Problem#format()}).
 */
public final class GraphProblemsException extends IllegalArgumentException {

    private final transient List<Problem> problems;

    /**
     * @param what     what cannot run, e.g. a file name or {@code the graph}
     * @param problems the problems that keep it from running, in the order to print them
     */
    public GraphProblemsException(String what, List<Problem> problems) {
        super(what + " cannot run: fix the problems listed below (docs/format.md)\n" + lines(problems));
        this.problems = List.copyOf(problems);
    }

    /** The problems, as given. */
    public List<Problem> problems() {
        return problems;
    }

    /** The problems formatted one per line, as the reader and the command line print them. */
    public static String lines(List<Problem> problems) {
        return problems.stream().map(Problem::format).collect(Collectors.joining("\n"));
    }
}
