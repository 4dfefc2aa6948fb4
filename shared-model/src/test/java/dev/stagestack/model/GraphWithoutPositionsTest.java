package dev.stagestack.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Two graphs that differ only in where their cards are drawn compare equal without positions; any other change does not. */
class GraphWithoutPositionsTest {

    private static Graph menu(double titleX, String playLabel) {
        StateDef title = StateDef.of("title").withName("Title").withPosition(titleX, 0.0);
        StateDef world = StateDef.of("world").withName("World").withPosition(240.0, 0.0);
        return new Graph(
                "Menu",
                "title",
                60,
                List.of(title, world),
                List.of(Transition.of("play", "title", Trigger.button(playLabel), List.of(Action.push("world")))));
    }

    @Test
    void movedCardsAreTheSameGraphWithoutPositions() {
        assertNotEquals(menu(0, "Play"), menu(80, "Play"));
        assertEquals(menu(0, "Play").withoutPositions(), menu(80, "Play").withoutPositions());
        assertNull(
                menu(0, "Play").withoutPositions().state("title").orElseThrow().x());
    }

    @Test
    void anEditThatChangesHowItRunsIsNot() {
        assertNotEquals(menu(0, "Play").withoutPositions(), menu(0, "Start").withoutPositions());
    }
}
