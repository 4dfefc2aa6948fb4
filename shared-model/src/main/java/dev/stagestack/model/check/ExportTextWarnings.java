package dev.stagestack.model.check;

import dev.stagestack.model.DisplayText;
import dev.stagestack.model.ExportText;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.Transition;
import java.util.ArrayList;
import java.util.List;

/**
 * Warnings {@code export-text}: text that the exports (SVG, PNG, Mermaid, DOT) draw but cannot carry
 * exactly (the graph's name, a state's name, a trigger's key, label or signal name), saying what they
 * show instead ({@link ExportText}). The graph runs as it is; only its pictures differ.
 */
final class ExportTextWarnings {
    static final String CODE = "export-text";

    private ExportTextWarnings() {}

    static List<Problem> check(Graph graph) {
        List<Problem> problems = new ArrayList<>();
        warnIfLost(problems, "name", "the graph's name", graph.name());
        for (int i = 0; i < graph.states().size(); i++) {
            warnIfLost(
                    problems,
                    "states[" + i + "].name",
                    "the name of state "
                            + DisplayText.quoted(graph.states().get(i).id()),
                    graph.states().get(i).name());
        }
        for (int i = 0; i < graph.transitions().size(); i++) {
            Transition t = graph.transitions().get(i);
            if (t.trigger().text() != null) {
                warnIfLost(
                        problems,
                        "transitions[" + i + "].trigger",
                        "the trigger of transition " + DisplayText.quoted(t.id()),
                        t.trigger().text());
            }
        }
        return problems;
    }

    private static void warnIfLost(List<Problem> problems, String path, String what, String text) {
        ExportText.loss(text)
                .ifPresent(loss ->
                        problems.add(Problem.warning(path, CODE, what + " " + DisplayText.quoted(text) + " " + loss)));
    }
}
