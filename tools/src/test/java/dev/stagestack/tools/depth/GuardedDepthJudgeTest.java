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
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.tools.paths.ExploreOptions;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The depth verdict of graphs with variables: the exploration tells runs apart by the variables' values,
 * so a complete one proves the depth exact; one that cannot finish leaves the static bound, and the
 * verdict says how the analysis judged the variables. Runs are told apart by spent once transitions and
 * visit counts too, so graphs with those are exact as well; and a stack that grows only while a count or
 * a variable lets it is never called unbounded.
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

    /** Level pushes itself on A while {@code guard} holds, {@code step} taken each time. */
    private static Graph selfPushing(String guard, List<Action> step, List<Variable> variables) {
        List<Action> actions = new java.util.ArrayList<>(step);
        actions.add(Action.push("level"));
        return new Graph(
                "grows",
                "level",
                60,
                List.of(StateDef.of("level")),
                List.of(Transition.builder("deeper", "level", Trigger.key("A"))
                        .when(guard)
                        .actions(actions)
                        .build()),
                variables);
    }

    @Test
    void aGraphWithOnceIsExploredOverItsSpentTransitionsAndItsDepthIsExact() {
        Graph g = GraphLoader.load("tip.stagestack.json", """
                {"format": "stagestack", "version": 1, "name": "tip", "initial": "title",
                 "states": [{"id": "title"}, {"id": "tip"}],
                 "transitions": [
                   {"id": "show-tip", "from": "title", "trigger": {"type": "key", "key": "A"}, "once": true,
                    "actions": [{"op": "push", "target": "tip"}]},
                   {"id": "close", "from": "tip", "trigger": {"type": "key", "key": "ESCAPE"},
                    "actions": [{"op": "pop"}]}]}
                """).orElseThrow();
        DepthVerdict verdict = DepthJudge.judge(g, StackAnalysis.analyze(g));
        assertEquals(DepthVerdict.Kind.EXACT, verdict.kind(), verdict.evidence());
        assertEquals(2, verdict.depth());
    }

    @Test
    void aStackThatGrowsUntilAVisitCountStopsItIsExactNotUnbounded() {
        Graph g = selfPushing("visits(level) < 10", List.of(), List.of());
        DepthVerdict verdict = DepthJudge.judge(g, StackAnalysis.analyze(g));
        assertEquals(DepthVerdict.Kind.EXACT, verdict.kind(), verdict.evidence());
        assertEquals(10, verdict.depth(), "each push enters one more level; the tenth stops it");
    }

    @Test
    void aStackThatGrowsUntilAVariableStopsItIsExactNotUnbounded() {
        Graph g = selfPushing("n < 9", List.of(Action.add("n", 1)), List.of(Variable.integer("n", 0, 20, 0)));
        DepthVerdict verdict = DepthJudge.judge(g, StackAnalysis.analyze(g));
        assertEquals(DepthVerdict.Kind.EXACT, verdict.kind(), verdict.evidence());
        assertEquals(10, verdict.depth(), "nine pushes on the first level");
    }

    @Test
    void aStackThatGrowsForEverIsStillUnboundedWithCountsKept() {
        Graph g = selfPushing("visits(level) >= 1", List.of(), List.of());
        DepthVerdict verdict = DepthJudge.judge(g, StackAnalysis.analyze(g));
        assertEquals(DepthVerdict.Kind.UNBOUNDED, verdict.kind(), verdict.evidence());
    }
}
