package dev.stagestack.player.fx;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.player.fx.model.ScreenEntry;
import dev.stagestack.runtime.debug.EntryRef;
import java.util.List;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The motion indicator says "updating" only for an entry updated now — head, or covered with policy
 * {@code update} — never for a frozen entry that was head earlier (docs/semantics.md §6).
 */
@ExtendWith(ApplicationExtension.class)
class PlaceholderLayerTest {

    private final StateDef level = StateDef.of("level").withCovered(CoveredPolicy.FREEZE);
    private final StateDef world = StateDef.of("world").withCovered(CoveredPolicy.UPDATE);
    private final Graph graph = new Graph("g", "level", 60, List.of(level, world), List.of());

    @Start
    void start(Stage stage) {
        stage.show();
    }

    private static ScreenEntry entry(String id, boolean head, long updates) {
        return new ScreenEntry(new EntryRef(id, 1), head, 0, updates);
    }

    @Test
    void aFrozenCoveredEntryIsNotUpdatingEvenAfterItRanAsHead() {
        PlaceholderLayer frozen = new PlaceholderLayer(graph, level, List.of(), label -> {}, name -> {});
        assertTrue(frozen.isUpdated(entry("level", true, 40)), "head is updated");
        assertFalse(frozen.isUpdated(entry("level", false, 40)), "covered freeze stands still");
    }

    @Test
    void aCoveredEntryWithPolicyUpdateKeepsUpdating() {
        PlaceholderLayer updating = new PlaceholderLayer(graph, world, List.of(), label -> {}, name -> {});
        assertTrue(updating.isUpdated(entry("world", false, 40)));
    }
}
