package dev.stagestack.editor.panel;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What the problems panel lists, each fault once: the problems of the file as it was opened (read
 * and validated the way every tool reads a file, located {@code file:line:col}) and those of the
 * live check. A live problem the file's problems already say is not repeated: the same fault, or
 * any problem where the file has an error (the rule of {@code GraphLoader}). A file problem that a
 * live check once found again came from validation, so it goes when the live check stops finding
 * it (the user fixed it); the others are about the file's text and stay until the file is saved or
 * another one is opened. Toolkit-free.
 */
final class ProblemRows {
    private List<Problem> file = List.of();
    private final Set<Problem> foundAgain = new HashSet<>();
    private Graph checkGraph;
    private List<Problem> check = List.of();

    /** The problems found when {@code graph} was read from its file; a previous graph's check is dropped. */
    void fileRead(Graph graph, List<Problem> problems) {
        file = List.copyOf(problems);
        foundAgain.clear();
        if (checkGraph != graph) {
            checkGraph = null;
            check = List.of();
        }
    }

    /** The live check's problems of {@code graph}. */
    void checked(Graph graph, List<Problem> problems) {
        checkGraph = graph;
        check = List.copyOf(problems);
        file.stream().filter(this::isInCheck).forEach(foundAgain::add);
    }

    /** Whether the live check's problems of {@code graph} are in. */
    boolean hasCheckOf(Graph graph) {
        return checkGraph == graph;
    }

    List<Problem> rows() {
        List<Problem> kept = file.stream()
                .filter(f -> !foundAgain.contains(f) || isInCheck(f))
                .toList();
        List<Problem> rows = new ArrayList<>(kept);
        for (Problem c : check) {
            // a check's problem inside a part the file's reader could not read follows from it, as the CLI has it
            if (kept.stream().noneMatch(f -> f.isError() && f.liesAtOrUnder(c.path()) || sameFault(f, c))) {
                rows.add(c);
            }
        }
        return rows;
    }

    private boolean isInCheck(Problem f) {
        return check.stream().anyMatch(c -> sameFault(f, c));
    }

    /** The same fault whether or not it was located in a file. */
    private static boolean sameFault(Problem a, Problem b) {
        return a.severity() == b.severity()
                && a.path().equals(b.path())
                && a.code().equals(b.code())
                && a.message().equals(b.message());
    }
}
