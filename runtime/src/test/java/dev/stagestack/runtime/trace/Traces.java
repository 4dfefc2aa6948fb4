package dev.stagestack.runtime.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.util.List;

/** Runs graphs headless in tests and returns their traces. */
public final class Traces {

    private Traces() {}

    /** docs/semantics.md §10, "diverged": world replaced by options, options opens audio. */
    public static Graph diverged() {
        return dev.stagestack.model.GraphBuilder.startingAt("title")
                .on("title", dev.stagestack.model.Trigger.button("Play"), dev.stagestack.model.Action.push("world"))
                .on(
                        "world",
                        dev.stagestack.model.Trigger.button("Options"),
                        dev.stagestack.model.Action.pop(),
                        dev.stagestack.model.Action.push("options"))
                .on(
                        "options",
                        dev.stagestack.model.Trigger.on(dev.stagestack.model.TriggerType.ENTER),
                        dev.stagestack.model.Action.push("audio"))
                .build();
    }

    /** The trace of {@code graph} fed by {@code script} (script syntax) with these options. */
    public static String of(Graph graph, BehaviorRegistry behaviors, String script, HeadlessRunner.Options options) {
        ScriptParse parse = Script.parse("test.script", script);
        assertEquals(List.of(), parse.problems(), "the test script must be valid");
        StringBuilder out = new StringBuilder();
        List<Problem> problems = HeadlessRunner.run(graph, behaviors, parse.script(), options, out);
        assertEquals(List.of(), problems, "the test graph must compile");
        return out.toString();
    }

    /** The trace of a graph without behaviours over {@code ticks} ticks. */
    public static String of(Graph graph, String script, long ticks) {
        return of(graph, BehaviorRegistry.empty(), script, HeadlessRunner.Options.DEFAULTS.withTicks(ticks));
    }
}
