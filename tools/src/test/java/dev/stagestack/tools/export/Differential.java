package dev.stagestack.tools.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.TriggerType;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.model.check.StackReport;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.trace.ScriptEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One differential case and the comparison: the graph exported by the {@code xstate} exporter and run
 * on XState with the script's events, against the runtime's own run of the graph (its transitions
 * only, no behaviour code, as the export), configuration by configuration after each tick's commit:
 * the stack and the variables' values ({@link RuntimeSide}), by the state XState is in and by that
 * state's meta, every tick of every case (a case XState cannot follow whole fails).
 */
final class Differential {
    /** The bound given to a graph the analysis calls unbounded, and the runtime's depth limit then. */
    static final int BOUND = 6;

    record Case(String name, Graph graph, List<ScriptEvent> events, long ticks) {}

    record Outcome(int cases, int ticksCompared) {}

    private Differential() {}

    /** Runs every case on both sides and asserts they agree; returns how much was compared. */
    static Outcome check(List<Case> cases, Path dir) throws IOException, InterruptedException {
        Path driver = XStateTools.driver();
        Map<String, List<String>> runtime = new LinkedHashMap<>();
        StringBuilder input = new StringBuilder("[");
        for (Case c : cases) {
            StackReport report = StackAnalysis.analyze(c.graph());
            int depthLimit = RuntimeSide.depthLimit(c.graph());
            ExportRequest request = ExportRequest.of(c.graph(), report);
            if (report.unbounded()) {
                request = request.withMaxDepth(BOUND);
            }
            Path machine = dir.resolve(runtime.size() + ".json");
            Files.write(machine, Exporters.named("xstate").orElseThrow().export(request));
            runtime.put(c.name(), RuntimeSide.configurations(c, depthLimit));
            input.append(input.length() > 1 ? ",\n" : "")
                    .append("{\"name\": ")
                    .append(quote(c.name()))
                    .append(", \"machine\": ")
                    .append(quote(machine.toString()))
                    .append(", \"tickRate\": ")
                    .append(c.graph().tickRate())
                    .append(", \"ticks\": ")
                    .append(c.ticks())
                    .append(", \"events\": ")
                    .append(eventsByTick(c))
                    .append('}');
        }
        Path casesFile = dir.resolve("cases.json");
        Files.writeString(casesFile, input.append(']').toString());
        String output = XStateTools.run(driver, casesFile);
        int compared = 0;
        List<String> lines = output.lines().filter(l -> l.startsWith("{")).toList();
        assertEquals(cases.size(), lines.size(), output);
        for (String line : lines) {
            String name = field(line, "name");
            assertTrue(line.contains("\"stop\":null"), name + ": XState could not follow the script: " + line);
            List<String> expected = runtime.get(name);
            assertEquals(expected, list(line, "states"), name + ": the state XState is in after each tick");
            assertEquals(expected, list(line, "metas"), name + ": the stack and variables in that state's meta");
            compared += expected.size();
        }
        return new Outcome(cases.size(), compared);
    }

    private static String eventsByTick(Case c) {
        List<List<String>> ticks = new ArrayList<>();
        for (int t = 0; t < c.ticks(); t++) {
            ticks.add(new ArrayList<>());
        }
        for (ScriptEvent e : c.events()) {
            String type = xstateEvent(e.event());
            if (type != null && e.tick() < c.ticks()) {
                ticks.get((int) e.tick()).add(quote(type));
            }
        }
        return ticks.stream().map(t -> "[" + String.join(",", t) + "]").toList().toString();
    }

    /** The XState event of a runtime input event; null for a key release, which fires nothing. */
    static String xstateEvent(InputEvent event) {
        if (!event.fires()) {
            return null;
        }
        return (event.kind() == TriggerType.KEY ? "key" : event.kind().jsonName()) + "." + event.text();
    }

    /** {@code text} as a JSON string. */
    static String quote(String text) {
        return MachineText.json(text);
    }

    private static String field(String line, String name) {
        Matcher m =
                Pattern.compile("\"" + name + "\":\"((?:[^\"\\\\]|\\\\.)*)\"").matcher(line);
        assertTrue(m.find(), line);
        return m.group(1).replace("\\\"", "\"").replace("\\\\", "\\");
    }

    /** The strings of the array member {@code member} of a driver's output line. */
    private static List<String> list(String line, String member) {
        String opening = "\"" + member + "\":[";
        int at = line.indexOf(opening);
        assertTrue(at >= 0, member + " in " + line);
        Matcher m = Pattern.compile("\\G,?\"((?:[^\"\\\\]|\\\\.)*)\"").matcher(line);
        m.region(at + opening.length(), line.length());
        List<String> out = new ArrayList<>();
        while (m.find()) {
            out.add(m.group(1).replace("\\\"", "\"").replace("\\\\", "\\"));
        }
        return out;
    }
}
