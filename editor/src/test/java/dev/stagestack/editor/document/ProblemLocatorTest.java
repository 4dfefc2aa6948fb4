package dev.stagestack.editor.document;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ProblemLocatorTest {
    private final Graph graph = Fixtures.menu();

    private Optional<ElementRef> at(String path) {
        return ProblemLocator.elementOf(graph, Problem.error(path, "x", "m"));
    }

    @Test
    void mapsPathsToElements() {
        assertEquals(Optional.of(ElementRef.transition("resume")), at("transitions[2].actions[0].target"));
        assertEquals(Optional.of(ElementRef.state("world")), at("states[1].color"));
        assertEquals(Optional.of(ElementRef.state("title")), at("initial"));
        assertEquals(Optional.empty(), at("states[9]"));
        assertEquals(Optional.empty(), at("$"));
    }

    @Test
    void uniqueIdsAreValidAndFree() {
        assertEquals("Boss-room", UniqueIds.next("Boss room!", Set.of()));
        assertEquals("title-2", UniqueIds.next("title", Set.of("title")));
        assertEquals("title-3", UniqueIds.next("title-2", Set.of("title", "title-2")));
        assertEquals("state", UniqueIds.next("???", Set.of()));
    }
}
