package dev.stagestack.editor.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.model.Graph;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ArrangeTest {
    private final Graph graph = Fixtures.menu()
            .withStates(List.of(
                    Fixtures.state("title", 0, 10),
                    Fixtures.state("world", 300, 50),
                    Fixtures.state("pause", 100, 90)));

    @Test
    void alignLeftUsesTheFirstSelectedState() {
        Set<String> ids = new LinkedHashSet<>(List.of("world", "title"));
        Graph after =
                Arrange.align(graph, ids, Arrange.Alignment.LEFT).orElseThrow().apply(graph);
        assertEquals(300.0, after.state("title").orElseThrow().x());
        assertEquals(10.0, after.state("title").orElseThrow().y());
        assertTrue(Arrange.align(graph, Set.of("world"), Arrange.Alignment.TOP).isEmpty());
    }

    @Test
    void distributeSpacesEvenlyBetweenTheOutermost() {
        var move = Arrange.distribute(graph, Set.of("title", "world", "pause"), true)
                .orElseThrow();
        Graph after = move.apply(graph);
        assertEquals(150.0, after.state("pause").orElseThrow().x());
        assertEquals("Distribute horizontally", move.description());
        assertEquals(graph, move.revert(after));
    }
}
