package dev.stagestack.model.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphArbitraries;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class GraphCodecRoundTripProperties {

    @Provide
    Arbitrary<Graph> graphs() {
        return GraphArbitraries.graphs();
    }

    @Property(tries = 300)
    void readingWhatWasWrittenGivesTheSameGraph(@ForAll("graphs") Graph graph) {
        ReadResult result = GraphCodec.read("random.stagestack.json", GraphCodec.write(graph));

        assertEquals(List.of(), result.problems());
        assertEquals(graph, result.graph());
    }

    @Property(tries = 300)
    void writingIsStableAcrossARoundTrip(@ForAll("graphs") Graph graph) {
        String written = GraphCodec.write(graph);

        assertEquals(written, GraphCodec.write(GraphCodec.read(null, written).graph()));
    }
}
