package dev.stagestack.tools.paths;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.Variable;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Condition coverage read from traces (docs/paths.md "Condition coverage"): a guard is seen true when
 * its transition fires (explanation lines) and false on a {@code skip ... when} line
 * (docs/semantics.md §21); a once transition counts when it fires.
 */
class ConditionCoverageTest {

    private static final Graph TITLE = new Graph(
            "title",
            "title",
            60,
            List.of(StateDef.of("title"), StateDef.of("world")),
            List.of(
                    Transition.builder("continue", "title", Trigger.button("Continue"))
                            .actions(List.of(Action.push("world")))
                            .when("hasSave")
                            .build(),
                    Transition.builder("save", "title", Trigger.button("Save"))
                            .actions(List.of(Action.set("hasSave", true)))
                            .once(true)
                            .build(),
                    Transition.builder("back", "world", Trigger.key("ESCAPE"))
                            .actions(List.of(Action.pop()))
                            .when("depth > 1")
                            .build()),
            List.of(Variable.bool("hasSave", false)));

    private static final ConfigurationGraph NOTHING_EXPLORED =
            ConfigurationExplorer.explore(TITLE.withTransitions(List.of()), ExploreOptions.DEFAULTS);

    @Test
    void aSkipLineIsAGuardSeenFalseAndAFiringOneSeenTrue() {
        Exercised exercised = new Exercised()
                .addTrace(String.join(
                        "\n",
                        "0 enter title#1",
                        "1 skip title#1 continue when hasSave",
                        "2 set hasSave true",
                        "# title#1 fires transition save",
                        "3 skip title#1 save once",
                        "4 enter world#2",
                        "# title#1 fires transition continue",
                        ""));
        Coverage coverage = new Coverage(TITLE, NOTHING_EXPLORED, exercised);

        assertEquals(
                List.of(
                        new Coverage.ConditionOutcomes("continue", "hasSave", true, true),
                        new Coverage.ConditionOutcomes("back", "depth > 1", false, false)),
                coverage.conditions());
        assertEquals(2, coverage.exercisedConditionOutcomes());
        assertEquals(List.of("save"), coverage.onceTransitions());
        assertEquals(List.of(), coverage.missedOnce());
    }

    @Test
    void aOnceSkipSaysNothingAboutAGuardAndAnUnfiredOnceIsMissed() {
        Exercised exercised = new Exercised()
                .addTrace(String.join("\n", "0 enter title#1", "1 skip title#1 continue once", "# nothing fired", ""));
        Coverage coverage = new Coverage(TITLE, NOTHING_EXPLORED, exercised);

        assertEquals(0, coverage.exercisedConditionOutcomes());
        assertEquals(List.of("save"), coverage.missedOnce());
    }
}
