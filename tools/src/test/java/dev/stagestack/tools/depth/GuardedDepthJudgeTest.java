package dev.stagestack.tools.depth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Action;
import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.Variable;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.tools.paths.ExploreOptions;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The depth verdict of graphs with variables: the exploration tells runs apart by the variables' values,
 * so a complete one proves the depth exact; one that cannot finish leaves the static bound, and the
 * verdict says how the analysis judged the variables. Graphs with once or visits keep the static bound
 * (the exploration does not yet tell runs apart by those).
 */
class GuardedDepthJudgeTest {

    private static Graph counter(Variable n) {
        return new Graph(
                "counter",
                "level",
                60,
                List.of(StateDef.of("level"), StateDef.of("boss")),
                List.of(
                        Transition.builder("count", "level", Trigger.key("A"))
                                .actions(List.of(Action.add("n", 1)))
                                .when("n < 2")
                                .build(),
                        Transition.builder("fight", "level", Trigger.button("Fight"))
                                .actions(List.of(Action.push("boss")))
                                .when("n == " + n.max())
                                .build()),
                List.of(n));
    }

    @Test
    void aGraphWithVariablesIsExploredOverTheirValuesAndItsDepthIsExact() {
        Graph g = counter(Variable.integer("n", 0, 3, 0));
        DepthVerdict verdict = DepthJudge.judge(g, StackAnalysis.analyze(g));
        assertEquals(DepthVerdict.Kind.EXACT, verdict.kind(), verdict.evidence());
        assertEquals(1, verdict.depth(), "n never reaches 3, so boss is never pushed");
        assertFalse(verdict.evidence().contains("does not yet tell runs apart"), verdict.evidence());
    }

    @Test
    void aGraphThatReachesItsGuardedPushOnlyWithTheRightValueIsExactAtThatDepth() {
        Graph g = counter(Variable.integer("n", 0, 2, 0));
        DepthVerdict verdict = DepthJudge.judge(g, StackAnalysis.analyze(g));
        assertEquals(DepthVerdict.Kind.EXACT, verdict.kind(), verdict.evidence());
        assertEquals(2, verdict.depth(), "A twice makes n 2, its max, and Fight pushes boss");
    }

    @Test
    void anExplorationThatCannotFinishLeavesTheStaticBoundNamingTheAbstractedVariable() {
        Graph g = counter(Variable.integer("n", 0, 1_000_000, 0));
        DepthVerdict verdict =
                DepthJudge.judge(g, StackAnalysis.analyze(g), ExploreOptions.DEFAULTS.withMaxRunStates(2));
        assertEquals(DepthVerdict.Kind.AT_MOST, verdict.kind(), verdict.evidence());
        assertEquals(2, verdict.depth(), "n is abstracted, so its guard may hold");
        assertTrue(verdict.evidence().contains("variables abstracted: n (0..1000000)"), verdict.evidence());
    }
}
