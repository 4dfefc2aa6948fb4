package dev.stagestack.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Effect;
import dev.stagestack.model.Graph;
import dev.stagestack.model.SlideDirection;
import dev.stagestack.model.Transition;
import dev.stagestack.model.json.GraphCodec;
import dev.stagestack.runtime.trace.HeadlessRunner;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Transition effects are drawing only (docs/semantics.md §22): every sample, with an effect on each of
 * its pushes, pops, replaces and popTos, gives its script the very trace it gives without them, every
 * callback and explanation included.
 */
class SampleTracesWithEffectsTest {

    private static final List<Effect> EFFECTS = List.of(
            Effect.fade(0.3),
            Effect.crossfade(10),
            Effect.slide(SlideDirection.LEFT, 0.001),
            Effect.slide(SlideDirection.DOWN, 1.5));

    @TestFactory
    Stream<DynamicTest> everySampleTracesTheSameWithEffectsOnItsTransitions() {
        return Samples.NAMES.stream()
                .map(name -> DynamicTest.dynamicTest(name, () -> {
                    Graph plain = Samples.graph(name);
                    Graph withEffects = withEffects(plain);

                    assertTrue(GraphCodec.write(withEffects).contains("\"effect\""), name + " has a push or pop");
                    assertEquals(trace(plain, name), trace(withEffects, name));
                }));
    }

    private static String trace(Graph graph, String name) {
        StringBuilder out = new StringBuilder();
        HeadlessRunner.Options everything = new HeadlessRunner.Options(SampleRunsTest.TICKS, true, 256, 4096, true);
        assertEquals(List.of(), HeadlessRunner.run(graph, Samples.script(name), everything, out));
        return out.toString();
    }

    private static Graph withEffects(Graph graph) {
        List<Transition> transitions = graph.transitions().stream()
                .map(t -> t.withActions(t.actions().stream()
                        .map(a -> a.op().takesEffect() ? a.withEffect(effectFor(a)) : a)
                        .toList()))
                .toList();
        return graph.withTransitions(transitions);
    }

    private static Effect effectFor(Action action) {
        return EFFECTS.get(Math.floorMod(action.describe().hashCode(), EFFECTS.size()));
    }
}
