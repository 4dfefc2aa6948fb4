package dev.stagestack.editor.document;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.model.Graph;
import java.util.List;
import org.junit.jupiter.api.Test;

class GraphDiffTest {
    @Test
    void listsEachDifferenceOnALineOfItsOwn() {
        Graph disk = Fixtures.menu();
        Graph mine = disk.withTickRate(30)
                .withStates(List.of(
                        disk.states().get(0),
                        disk.states().get(1).withName("Overworld"),
                        Fixtures.state("credits", 0, 300)))
                .withTransitions(disk.transitions().subList(0, 2));

        assertEquals(
                List.of(
                        "graph: tick rate 60.0 on disk, 30.0 here",
                        "state world: name \"World\" on disk, \"Overworld\" here",
                        "state pause: only on disk",
                        "state credits: only here",
                        "transition resume: only on disk",
                        "transition quit: only on disk"),
                GraphDiff.between(disk, mine, "on disk", "here"));
    }

    @Test
    void equalGraphsHaveNoDifference() {
        assertEquals(List.of(), GraphDiff.between(Fixtures.menu(), Fixtures.menu(), "on disk", "here"));
    }
}
