package dev.stagestack.runtime.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.util.List;

/** Runs graphs headless in tests and returns their traces. */
public final class Traces {

    private Traces() {
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
