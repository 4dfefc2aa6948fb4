package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.tools.paths.ConfigurationExplorer;
import dev.stagestack.tools.paths.Coverage;
import dev.stagestack.tools.paths.Exercised;
import dev.stagestack.tools.paths.ExploreOptions;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The condition-coverage rows of {@code stagestack coverage}: only for graphs with guards or once. */
class CoverageConditionsReportTest {

    private static final String TRACE = String.join(
            "\n", "0 enter title#1", "1 skip title#1 go when depth > 1", "# title#1 fires transition go", "");

    private static Graph title(Transition go) {
        return new Graph("t", "title", 60, List.of(StateDef.of("title"), StateDef.of("world")), List.of(go));
    }

    private static String report(Graph g) {
        Coverage coverage = new Coverage(
                g, ConfigurationExplorer.explore(g, ExploreOptions.DEFAULTS), new Exercised().addTrace(TRACE));
        return new CoverageReport(coverage).text(Path.of("t.json"));
    }

    @Test
    void aGuardSeenOneWayIsCountedAndItsOtherOutcomeListed() {
        Transition go = Transition.builder("go", "title", Trigger.key("A"))
                .actions(List.of(Action.push("world")))
                .when("depth > 1")
                .once(true)
                .build();
        String text = report(title(go));
        assertTrue(text.contains("  guard outcomes           2      2   100.0%"), text);
        assertTrue(text.contains("  once fired               1      1   100.0%"), text);
    }

    @Test
    void aGuardNeverSkippedIsListedAsNeverFalse() {
        Transition go = Transition.builder("go", "title", Trigger.key("A"))
                .actions(List.of(Action.push("world")))
                .when("depth >= 1")
                .build();
        String text = report(title(go).withTransitions(List.of(go.withId("other"))));
        assertTrue(text.contains("  guard outcomes           0      2     0.0%"), text);
        assertTrue(text.contains("  guard of other [depth >= 1] true\n  guard of other [depth >= 1] false"), text);
        assertFalse(text.contains("once fired"), text);
    }

    @Test
    void aGraphWithoutGuardsPrintsNoConditionRows() {
        String text = report(title(Transition.of("go", "title", Trigger.key("A"), List.of(Action.push("world")))));
        assertFalse(text.contains("guard"), text);
        assertFalse(text.contains("once"), text);
    }
}
