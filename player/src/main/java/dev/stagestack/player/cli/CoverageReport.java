package dev.stagestack.player.cli;

import dev.stagestack.model.DisplayText;
import dev.stagestack.tools.paths.Configuration;
import dev.stagestack.tools.paths.Coverage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** What {@code stagestack coverage} prints: a row per kind with its percentage, then what was never exercised. */
final class CoverageReport {

    private final Coverage coverage;

    CoverageReport(Coverage coverage) {
        this.coverage = coverage;
    }

    String text(Path graphFile) {
        StringBuilder text = new StringBuilder();
        text.append("Coverage of ")
                .append(DisplayText.visible(graphFile.toString()))
                .append(" by ")
                .append(PathsReport.plural(coverage.exercised().traces(), "run"))
                .append('\n');
        text.append(String.format(Locale.ROOT, "  %-16s %9s %6s %8s%n", "kind", "exercised", "of", "%"));
        int states = coverage.graph().states().size();
        row(text, "states", coverage.exercisedStates(), states, "");
        if (coverage.transitionsKnown()) {
            int transitions = coverage.graph().transitions().size();
            row(text, "transitions", coverage.exercisedTransitions(), transitions, "");
        } else {
            text.append(String.format(
                    Locale.ROOT,
                    "  %-16s %9s %6d %8s  (no run explains itself: use trace --explain" + " or .script files)%n",
                    "transitions",
                    "?",
                    coverage.graph().transitions().size(),
                    "?"));
        }
        int configurations = coverage.reachable().configurations().size();
        row(
                text,
                "configurations",
                coverage.exercisedConfigurations(),
                configurations,
                coverage.reachable().exploration().complete() ? "" : "  (exploration incomplete: at least this many)");
        appendConditionRows(text);
        appendMissed(text);
        return text.toString();
    }

    /** Condition coverage (docs/paths.md): each guard seen true and false, each once transition fired. */
    private void appendConditionRows(StringBuilder text) {
        if (!coverage.transitionsKnown()) {
            return;
        }
        if (!coverage.conditions().isEmpty()) {
            row(
                    text,
                    "guard outcomes",
                    coverage.exercisedConditionOutcomes(),
                    2 * coverage.conditions().size(),
                    "");
        }
        List<String> once = coverage.onceTransitions();
        if (!once.isEmpty()) {
            row(text, "once fired", once.size() - coverage.missedOnce().size(), once.size(), "");
        }
    }

    private static void row(StringBuilder text, String kind, int done, int of, String note) {
        text.append(String.format(
                Locale.ROOT, "  %-16s %9d %6d %7.1f%%%s%n", kind, done, of, Coverage.percent(done, of), note));
    }

    private void appendMissed(StringBuilder text) {
        List<String> lines = new ArrayList<>();
        coverage.missedStates().forEach(id -> lines.add("  state " + id));
        if (coverage.transitionsKnown()) {
            TransitionNames names = new TransitionNames(coverage.graph());
            coverage.missedTransitions().forEach(id -> lines.add("  transition " + names.describe(id)));
            for (Coverage.ConditionOutcomes c : coverage.conditions()) {
                if (!c.seenTrue()) {
                    lines.add("  guard of " + c.transition() + " [" + c.guard() + "] true");
                }
                if (!c.seenFalse()) {
                    lines.add("  guard of " + c.transition() + " [" + c.guard() + "] false");
                }
            }
        }
        for (Configuration c : coverage.missedConfigurations()) {
            lines.add("  configuration " + c + "   reach it with: "
                    + String.join(
                            ", ", coverage.reachable().pathTo(c).orElseThrow().scriptLines()));
        }
        if (!lines.isEmpty()) {
            text.append("\nNever exercised:\n");
            lines.forEach(l -> text.append(l).append('\n'));
        }
        if (!coverage.beyond().isEmpty()) {
            text.append(
                    "\nReached, but not by the graph's own transitions (behaviour code) or beyond the exploration:\n");
            coverage.beyond()
                    .forEach(c -> text.append("  configuration ").append(c).append('\n'));
        }
    }

    Map<String, Object> json() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("runs", coverage.exercised().traces());
        json.put("states", kind(coverage.graph().states().size(), coverage.missedStates()));
        json.put(
                "transitions",
                coverage.transitionsKnown()
                        ? kind(coverage.graph().transitions().size(), coverage.missedTransitions())
                        : null);
        Map<String, Object> configurations = kind(
                coverage.reachable().configurations().size(),
                coverage.missedConfigurations().stream()
                        .map(Configuration::states)
                        .toList());
        configurations.put("complete", coverage.reachable().exploration().complete());
        configurations.put(
                "beyond", coverage.beyond().stream().map(Configuration::states).toList());
        json.put("configurations", configurations);
        if (coverage.transitionsKnown() && !coverage.conditions().isEmpty()) {
            json.put(
                    "conditions",
                    coverage.conditions().stream()
                            .map(CoverageReport::condition)
                            .toList());
        }
        if (coverage.transitionsKnown() && !coverage.onceTransitions().isEmpty()) {
            json.put("once", kind(coverage.onceTransitions().size(), coverage.missedOnce()));
        }
        return json;
    }

    private static Map<String, Object> condition(Coverage.ConditionOutcomes c) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("transition", c.transition());
        json.put("when", c.guard());
        json.put("true", c.seenTrue());
        json.put("false", c.seenFalse());
        return json;
    }

    private static Map<String, Object> kind(int total, List<?> missed) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("exercised", total - missed.size());
        json.put("total", total);
        json.put("percent", Math.round(10 * Coverage.percent(total - missed.size(), total)) / 10.0);
        json.put("never", missed);
        return json;
    }
}
