package dev.stagestack.player.cli;

import com.google.gson.GsonBuilder;
import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Graph;
import dev.stagestack.player.fx.model.TraceExport;
import dev.stagestack.tools.paths.Configuration;
import dev.stagestack.tools.paths.ConfigurationEdge;
import dev.stagestack.tools.paths.ConfigurationGraph;
import dev.stagestack.tools.paths.PathCover;
import dev.stagestack.tools.paths.TestPath;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** What {@code stagestack paths} prints and writes: the text report, the JSON summary and the script files. */
final class PathsReport {

    /** Events shown per script in the text report; the files hold them all. */
    private static final int SHOWN_EVENTS = 6;

    private final Path graphFile;
    private final Graph graph;
    private final ConfigurationGraph explored;
    private final PathCover.Tours tours;
    private final List<TestPath> cover;
    private final PathCover.Goal goal;

    PathsReport(Path graphFile, Graph graph, ConfigurationGraph explored, PathCover.Tours tours, PathCover.Goal goal) {
        this.graphFile = graphFile;
        this.graph = graph;
        this.explored = explored;
        this.tours = tours;
        this.cover = tours.paths();
        this.goal = goal;
    }

    /** What keeps the exploration from being complete, for standard error. */
    List<String> warnings() {
        List<String> warnings = new ArrayList<>();
        ConfigurationGraph.Exploration e = explored.exploration();
        e.stopped()
                .ifPresent(stop -> warnings.add(
                        shownFile() + ": " + stop + " (raise " + ExploreBudgets.optionFor(e.stoppedBy()) + ")"));
        if (e.depthCut() > 0) {
            warnings.add(shownFile() + ": " + e.depthCut() + " configuration" + (e.depthCut() == 1 ? " is" : "s are")
                    + " deeper than " + e.maxDepth() + " entries: found, not explored further (--depth)");
        }
        if (tours.stopped()) {
            warnings.add(shownFile() + ": the cover scripts stopped at their budget ("
                    + String.format(Locale.ROOT, "%,d", PathCover.MAX_WORK) + " moves searched): they cover "
                    + tours.covered() + " of " + tours.total()
                    + " " + goalName());
        }
        return warnings;
    }

    String text() {
        StringBuilder text = new StringBuilder();
        ConfigurationGraph.Exploration e = explored.exploration();
        int transitions = graph.transitions().size();
        text.append(shownFile())
                .append(": ")
                .append(plural(explored.configurations().size(), "configuration"))
                .append(", ")
                .append(explored.firedTransitions().size())
                .append(" of ")
                .append(transitions)
                .append(" transitions fired, ")
                .append(plural(e.runStates(), "run state"))
                .append(" explored (")
                .append(e.complete() ? "complete" : "incomplete")
                .append(")\n\n");
        text.append("Configurations, each with its shortest script:\n");
        List<Configuration> configurations = explored.configurations();
        for (int i = 0; i < configurations.size(); i++) {
            TestPath path = explored.pathTo(configurations.get(i)).orElseThrow();
            text.append(String.format(
                    Locale.ROOT,
                    "  %3d  %s%n       tick %d: %s%n",
                    i + 1,
                    configurations.get(i),
                    path.length() - 1,
                    shown(path)));
        }
        if (!explored.neverFired().isEmpty()) {
            text.append("\nNever fired:\n");
            TransitionNames names = new TransitionNames(graph);
            explored.neverFired()
                    .forEach(id -> text.append("  ").append(names.describe(id)).append('\n'));
        }
        explored.endPath()
                .ifPresent(
                        p -> text.append("\nThe run can end: ").append(shown(p)).append('\n'));
        text.append("\nCover (")
                .append(goalName())
                .append("): ")
                .append(plural(cover.size(), "script"))
                .append(", ")
                .append(plural(cover.stream().mapToInt(TestPath::eventCount).sum(), "event"))
                .append(" over ")
                .append(plural(cover.stream().mapToInt(TestPath::length).sum(), "tick"))
                .append('\n');
        for (int i = 0; i < cover.size(); i++) {
            text.append("  cover-")
                    .append(i + 1)
                    .append(".script: ")
                    .append(plural(cover.get(i).eventCount(), "event"))
                    .append(", ")
                    .append(plural(cover.get(i).length(), "tick"))
                    .append('\n');
        }
        return text.toString();
    }

    /** The JSON summary (docs/paths.md): every number and list the text shows, and the scripts' lines. */
    Map<String, Object> json() {
        Map<String, Object> json = new LinkedHashMap<>();
        ConfigurationGraph.Exploration e = explored.exploration();
        json.put("graph", graphFile.toString());
        json.put("complete", e.complete());
        json.put("runStates", e.runStates());
        json.put("unexplored", e.unexplored());
        json.put("depthCut", e.depthCut());
        json.put("eventsPerTick", e.eventsPerTick());
        json.put("maxDepth", e.maxDepth());
        if (e.stoppedBy() != ConfigurationGraph.Limit.NONE) {
            json.put("stopped", Map.of("budget", e.stoppedBy().word(), "limit", e.budget()));
        }
        List<Map<String, Object>> configurations = new ArrayList<>();
        List<Configuration> found = explored.configurations();
        for (int i = 0; i < found.size(); i++) {
            Map<String, Object> c = pathJson(explored.pathTo(found.get(i)).orElseThrow());
            c.put("states", found.get(i).states());
            c.put("file", "reach-" + (i + 1) + ".script");
            configurations.add(c);
        }
        json.put("configurations", configurations);
        Map<String, Object> transitions = new LinkedHashMap<>();
        explored.firedTransitions().forEach((id, path) -> transitions.put(id, pathJson(path)));
        json.put("transitions", transitions);
        json.put("neverFired", explored.neverFired());
        json.put("end", explored.endPath().map(PathsReport::pathJson).orElse(null));
        json.put("edges", explored.edges().stream().map(PathsReport::edgeJson).toList());
        Map<String, Object> coverJson = new LinkedHashMap<>();
        coverJson.put("goal", goalName());
        List<Map<String, Object>> scripts = new ArrayList<>();
        for (int i = 0; i < cover.size(); i++) {
            Map<String, Object> s = pathJson(cover.get(i));
            s.put("file", "cover-" + (i + 1) + ".script");
            scripts.add(s);
        }
        coverJson.put("scripts", scripts);
        if (tours.stopped()) {
            coverJson.put("stopped", Map.of("covered", tours.covered(), "total", tours.total()));
        }
        json.put("cover", coverJson);
        return json;
    }

    /**
     * Writes every script and {@code paths.json} into {@code dir}, creating it if needed.
     *
     * @return empty on success, else what could not be written
     */
    Optional<String> write(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException | RuntimeException e) {
            return Optional.of(DisplayText.visible(dir.toString()) + ": cannot create the folder: " + e.getMessage());
        }
        List<Configuration> found = explored.configurations();
        for (int i = 0; i < found.size(); i++) {
            String name = "reach-" + (i + 1) + ".script";
            TestPath path = explored.pathTo(found.get(i)).orElseThrow();
            Optional<String> failure = writeScript(
                    dir.resolve(name),
                    path,
                    "reaches " + found.get(i) + " (committed in tick " + (path.length() - 1) + ")");
            if (failure.isPresent()) {
                return failure;
            }
        }
        for (int i = 0; i < cover.size(); i++) {
            String name = "cover-" + (i + 1) + ".script";
            Optional<String> failure = writeScript(
                    dir.resolve(name),
                    cover.get(i),
                    "cover " + (i + 1) + " of "
                            + cover.size() + " (" + goalName() + "): "
                            + plural(cover.get(i).eventCount(), "event")
                            + " over " + plural(cover.get(i).length(), "tick"));
            if (failure.isPresent()) {
                return failure;
            }
        }
        String text =
                new GsonBuilder().serializeNulls().setPrettyPrinting().create().toJson(json());
        return TraceExport.write(dir.resolve("paths.json"), List.of(text));
    }

    private Optional<String> writeScript(Path file, TestPath path, String what) {
        return ScriptFiles.write(file, graphFile, path, "paths: " + what);
    }

    /** The graph file's name as the report prints it: on one line, whatever it holds. */
    private String shownFile() {
        return DisplayText.visible(graphFile.toString());
    }

    private String goalName() {
        return goal.name().toLowerCase(Locale.ROOT);
    }

    private static String shown(TestPath path) {
        List<String> lines = path.scriptLines();
        if (lines.isEmpty()) {
            return "(no input)";
        }
        String shown = String.join(", ", lines.subList(0, Math.min(SHOWN_EVENTS, lines.size())));
        return lines.size() > SHOWN_EVENTS ? shown + ", … (+" + (lines.size() - SHOWN_EVENTS) + ")" : shown;
    }

    private static Map<String, Object> pathJson(TestPath path) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("ticks", path.length());
        json.put("events", path.eventCount());
        json.put("script", path.scriptLines());
        return json;
    }

    private static Map<String, Object> edgeJson(ConfigurationEdge edge) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("from", edge.from().states());
        json.put("to", edge.endsRun() ? null : edge.to().states());
        json.put("events", edge.events().stream().map(Object::toString).toList());
        json.put("transitions", edge.transitions());
        return json;
    }

    static String plural(long n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }
}
