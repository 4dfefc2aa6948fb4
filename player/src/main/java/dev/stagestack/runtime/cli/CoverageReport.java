package dev.stagestack.runtime.cli;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.runtime.paths.Configuration;
import dev.stagestack.runtime.paths.ConfigurationGraph;
import dev.stagestack.runtime.paths.Exercised;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** What {@code stagestack coverage} prints: a row per kind with its percentage, then what was never exercised. */
final class CoverageReport {

    private final Graph graph;
    private final ConfigurationGraph reachable;
    private final Exercised exercised;

    CoverageReport(Graph graph, ConfigurationGraph reachable, Exercised exercised) {
        this.graph = graph;
        this.reachable = reachable;
        this.exercised = exercised;
    }

    private List<String> missedStates() {
        return graph.states().stream().map(StateDef::id).filter(id -> !exercised.states().contains(id)).toList();
    }

    private List<String> missedTransitions() {
        return graph.transitions().stream().map(Transition::id).filter(id -> !exercised.transitions().contains(id))
                .toList();
    }

    private List<Configuration> missedConfigurations() {
        return reachable.configurations().stream().filter(c -> !exercised.configurations().contains(c)).toList();
    }

    /** Configurations the runs reached that the exploration did not find (behaviour code, or beyond its limits). */
    private List<Configuration> beyond() {
        return exercised.configurations().stream().filter(c -> !reachable.configurations().contains(c)).toList();
    }

    private boolean transitionsKnown() {
        return exercised.explainedTraces() > 0;
    }

    String text(Path graphFile) {
        StringBuilder text = new StringBuilder();
        text.append("Coverage of ").append(graphFile).append(" by ").append(PathsReport.plural(exercised.traces(), "run"))
                .append('\n');
        text.append(String.format(Locale.ROOT, "  %-16s %9s %6s %8s%n", "kind", "exercised", "of", "%"));
        int states = graph.states().size();
        row(text, "states", states - missedStates().size(), states, "");
        if (transitionsKnown()) {
            int transitions = graph.transitions().size();
            row(text, "transitions", transitions - missedTransitions().size(), transitions, "");
        } else {
            text.append(String.format(Locale.ROOT, "  %-16s %9s %6d %8s  (no run explains itself: use trace --explain"
                    + " or .script files)%n", "transitions", "?", graph.transitions().size(), "?"));
        }
        int configurations = reachable.configurations().size();
        row(text, "configurations", configurations - missedConfigurations().size(), configurations,
                reachable.exploration().complete() ? "" : "  (exploration incomplete: at least this many)");
        appendMissed(text);
        return text.toString();
    }

    private static void row(StringBuilder text, String kind, int done, int of, String note) {
        double percent = of == 0 ? 100 : 100.0 * done / of;
        text.append(String.format(Locale.ROOT, "  %-16s %9d %6d %7.1f%%%s%n", kind, done, of, percent, note));
    }

    private void appendMissed(StringBuilder text) {
        List<String> lines = new ArrayList<>();
        missedStates().forEach(id -> lines.add("  state " + id));
        if (transitionsKnown()) {
            missedTransitions().forEach(id -> lines.add("  transition " + describe(id)));
        }
        for (Configuration c : missedConfigurations()) {
            lines.add("  configuration " + c + "   reach it with: "
                    + String.join(", ", reachable.pathTo(c).orElseThrow().scriptLines()));
        }
        if (!lines.isEmpty()) {
            text.append("\nNever exercised:\n");
            lines.forEach(l -> text.append(l).append('\n'));
        }
        if (!beyond().isEmpty()) {
            text.append("\nReached, but not by the graph's own transitions (behaviour code) or beyond the exploration:\n");
            beyond().forEach(c -> text.append("  configuration ").append(c).append('\n'));
        }
    }

    private String describe(String transitionId) {
        return graph.transitions().stream().filter(t -> t.id().equals(transitionId)).findFirst()
                .map(t -> transitionId + " (" + t.trigger().describe() + " from " + t.from() + ")")
                .orElse(transitionId);
    }

    Map<String, Object> json() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("runs", exercised.traces());
        json.put("states", kind(graph.states().size(), missedStates()));
        json.put("transitions", transitionsKnown()
                ? kind(graph.transitions().size(), missedTransitions()) : null);
        Map<String, Object> configurations = kind(reachable.configurations().size(),
                missedConfigurations().stream().map(Configuration::states).toList());
        configurations.put("complete", reachable.exploration().complete());
        configurations.put("beyond", beyond().stream().map(Configuration::states).toList());
        json.put("configurations", configurations);
        return json;
    }

    private static Map<String, Object> kind(int total, List<?> missed) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("exercised", total - missed.size());
        json.put("total", total);
        json.put("percent", total == 0 ? 100.0 : Math.round(1000.0 * (total - missed.size()) / total) / 10.0);
        json.put("never", missed);
        return json;
    }
}
