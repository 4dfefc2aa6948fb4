package dev.stagestack.model;

import java.util.List;

/**
 * Thrown for a save that cannot be restored: a file that is not a readable save, or a save that does not
 * match the run (docs/semantics.md §20). Its message is one line saying so, then every problem on a line of
 * its own, as a graph file's are printed: {@code file:line:col: path: message} ({@link Problem#format()}).
 * Nothing was changed when it is thrown.
 */
public final class SaveProblemsException extends IllegalArgumentException {

    private final transient List<Problem> problems;

    /**
     * @param what     what cannot be restored, e.g. a file name or {@code the save}
     * @param problems why, in the order to print them
     */
    public SaveProblemsException(String what, List<Problem> problems) {
        super(what + " cannot be restored: fix the problems listed below (docs/format.md, \"Save files\")\n"
                + GraphProblemsException.lines(problems));
        this.problems = List.copyOf(problems);
    }

    /** The problems, as given. */
    public List<Problem> problems() {
        return problems;
    }
}
