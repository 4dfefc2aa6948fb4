package dev.stagestack.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.check.GraphChecker;
import dev.stagestack.model.json.GraphCodec;
import dev.stagestack.model.json.GraphSchema;
import dev.stagestack.model.json.SchemaAgreement;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.graph.CompiledGraph;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every sample file is valid: no validation error, every warning explained in the notes of the
 * state it is about, the codec and the JSON Schema agree on it, it is written as the codec
 * writes (stable, diffable), every state has an editor position, and its behaviours are registered.
 */
class SampleFilesTest {

    private static final GraphSchema SCHEMA = GraphSchema.load();

    @TestFactory
    Stream<DynamicTest> everySampleValidatesWithEveryWarningExplained() {
        return each(name -> {
            Graph graph = Samples.graph(name);
            List<Problem> problems = GraphChecker.check(graph);
            assertEquals(
                    List.of(),
                    problems.stream()
                            .filter(Problem::isError)
                            .map(Problem::format)
                            .toList());
            for (Problem warning : problems) {
                StateDef state = stateOf(graph, warning.path());
                assertTrue(
                        state.notes() != null && state.notes().toLowerCase().contains("on purpose"),
                        "the notes of " + state.id() + " must say why this is intended: " + warning.format());
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> schemaAndCodecAgreeOnEverySample() {
        SchemaAgreement agreement = new SchemaAgreement(SCHEMA);
        return each(name -> {
            String text = Samples.graphText(name);
            agreement.assertAgree(name + ".stagestack.json", text);
            assertEquals(List.of(), SCHEMA.violations(text));
        });
    }

    @TestFactory
    Stream<DynamicTest> everySampleIsWrittenAsTheCodecWritesItAndLaidOut() {
        return each(name -> {
            Graph graph = Samples.graph(name);
            assertEquals(GraphCodec.write(graph), Samples.graphText(name), "stable writer output");
            for (StateDef state : graph.states()) {
                assertTrue(state.x() != null && state.y() != null, state.id() + " has an editor position");
            }
        });
    }

    @TestFactory
    Stream<DynamicTest> everyBehaviourASampleNamesIsRegistered() {
        return each(name -> assertEquals(
                List.of(),
                CompiledGraph.compile(Samples.graph(name), BehaviorRegistry.load()).problems().stream()
                        .map(Problem::format)
                        .toList()));
    }

    private static StateDef stateOf(Graph graph, String path) {
        int index = Integer.parseInt(path.replaceAll("^states\\[(\\d+)].*$", "$1"));
        return graph.states().get(index);
    }

    private static Stream<DynamicTest> each(ThrowingCheck check) {
        return Samples.NAMES.stream().map(name -> DynamicTest.dynamicTest(name, () -> check.run(name)));
    }

    @FunctionalInterface
    private interface ThrowingCheck {
        void run(String name) throws Exception;
    }
}
