package dev.stagestack.player.cli;

import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.check.StackReport;
import dev.stagestack.tools.depth.DepthVerdict;
import dev.stagestack.tools.depth.PumpWitness;
import dev.stagestack.tools.paths.TestPath;
import java.util.List;

/** The human-readable report of {@code stagestack analyze}. */
final class AnalysisText {

    private final StringBuilder out = new StringBuilder();

    private AnalysisText() {}

    static String of(String fileName, Graph graph, StackReport report, DepthVerdict verdict) {
        AnalysisText text = new AnalysisText();
        text.header(fileName, graph, report);
        text.depth(graph, report, verdict);
        text.popTargets(graph, report);
        text.runaways(report);
        text.list("Approximations of the static analysis", report.approximations());
        return text.out.toString();
    }

    private void header(String fileName, Graph graph, StackReport report) {
        int events = report.assumptions().inputEventsPerTick();
        line("Stack analysis of " + DisplayText.visible(fileName) + " (\"" + DisplayText.visible(graph.name()) + "\")");
        line("  assuming " + (events == Integer.MAX_VALUE ? "any number of" : "at most " + events)
                + " input event" + (events == 1 ? "" : "s") + " per tick, depth limit "
                + report.assumptions().depthLimit() + ", step limit "
                + report.assumptions().stepLimit());
        line("");
    }

    private void depth(Graph graph, StackReport report, DepthVerdict verdict) {
        if (!report.complete()) {
            line("INCOMPLETE: the analysis stopped at its work budget; the answers below are the coarsest");
            line("sound ones (see Approximations).");
            line("");
        }
        if (verdict.unbounded()) {
            PumpWitness witness = verdict.witness().orElseThrow();
            line("Maximum stack depth: UNBOUNDED");
            line("  evidence: " + verdict.evidence());
            line("  pushed by: "
                    + String.join(
                            ", ",
                            witness.pushedBy().stream()
                                    .map(new TransitionNames(graph)::describe)
                                    .toList()));
            line("  witness: first " + scriptText(witness.prefix()) + "; then, again and again, "
                    + scriptText(witness.loop()) + " (--witness FILE writes it)");
        } else {
            line("Maximum stack depth: " + verdict.headline());
            line("  evidence: " + verdict.evidence());
        }
        line("");
    }

    /** A path's events with their ticks, or how many quiet ticks it waits. */
    private static String scriptText(TestPath path) {
        List<String> lines = path.scriptLines();
        String ticks = path.length() + (path.length() == 1 ? " tick" : " ticks");
        return lines.isEmpty() ? ticks + " without input" : ticks + " (" + String.join(", ", lines) + ")";
    }

    private void popTargets(Graph graph, StackReport report) {
        line("What a pop can reveal:");
        for (StateDef state : graph.states()) {
            List<String> below = report.popTargetsOf(state.id());
            if (below.isEmpty()) {
                line("  " + state.id() + ": never on the stack");
                continue;
            }
            line("  " + state.id() + " -> "
                    + String.join(
                            ", ",
                            below.stream()
                                    .map(s -> StackReport.EMPTY_STACK.equals(s) ? "(empty stack: the run ends)" : s)
                                    .toList()));
        }
        if (!report.popEmptyTransitions().isEmpty()) {
            line("Pops that can find the stack already empty (error pop-empty): "
                    + String.join(", ", report.popEmptyTransitions()));
        }
        line("");
    }

    private void runaways(StackReport report) {
        if (report.runawayLoops().isEmpty()) {
            line("Runaway lifecycle loops: none");
            line("");
            return;
        }
        line("Runaway lifecycle loops (every commit that enters one exceeds the step limit):");
        for (int i = 0; i < report.runawayLoops().size(); i++) {
            line("  " + String.join(" -> ", report.runawayLoops().get(i)));
            if (i < report.runawayWitnesses().size()) {
                line("    " + report.runawayWitnesses().get(i));
            }
        }
        line("");
    }

    private void list(String title, List<String> items) {
        if (items.isEmpty()) {
            return;
        }
        line(title + ":");
        items.forEach(item -> line("  - " + item));
    }

    private void line(String text) {
        out.append(text).append('\n');
    }
}
