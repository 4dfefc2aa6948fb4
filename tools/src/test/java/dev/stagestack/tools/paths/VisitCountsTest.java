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

/** Where each count a guard reads is cut off (docs/paths.md "Once and visits"), worked out by hand. */
class VisitCountsTest {

    private static VisitCounts of(String guard) {
        Graph graph = new Graph(
                "counts",
                "a",
                60,
                List.of(StateDef.of("a"), StateDef.of("b")),
                List.of(Transition.builder("t", "a", Trigger.key("A"))
                        .when(guard)
                        .actions(List.of(Action.push("b")))
                        .build()),
                List.of(Variable.integer("n", 0, 5, 0)));
        return VisitCounts.of(graph, 256);
    }

    @Test
    void aCountComparedWithAConstantIsKeptUpToOneMoreThanIt() {
        assertEquals(3, of("visits(a) >= 2").cap("a"));
        assertEquals(3, of("2 < visits(a)").cap("a"), "3 and more are all above 2; 2 is not");
        assertEquals(5, of("visits(a) == 4 || visits(a) < 1").cap("a"));
        assertEquals(1, of("!(visits(a) == 0)").cap("a"));
        assertEquals(0, of("visits(a) > -3").cap("a"), "every count is above -3");
    }

    @Test
    void aCountComparedWithABoundedValueIsKeptUpToOneMoreThanItsBound() {
        assertEquals(6, of("visits(a) <= n").cap("a"), "n is at most 5");
        assertEquals(257, of("visits(a) > depth").cap("a"), "depth is at most the depth limit");
        assertEquals(5, of("visits(a) - 1 >= n - 2").cap("a"), "visits(a) - n + 1 >= 0 holds for every n from 4 on");
    }

    @Test
    void aSumOfCountsIsKeptPerCountUpToWhereTheSumHoldsWhateverTheOthers() {
        VisitCounts counts = of("visits(a) + visits(b) >= 3");
        assertEquals(4, counts.cap("a"));
        assertEquals(4, counts.cap("b"));
        assertEquals(List.of("visits(a) up to 4", "visits(b) up to 4"), counts.describe());
    }

    @Test
    void countsComparedWithEachOtherAreKeptExactly() {
        VisitCounts counts = of("visits(a) > visits(b)");
        assertEquals(VisitCounts.EXACT, counts.cap("a"));
        assertEquals(VisitCounts.EXACT, counts.cap("b"));
        assertEquals(List.of("visits(a) exactly", "visits(b) exactly"), counts.describe());
        assertEquals(0, of("onStack(a)").states().size(), "a graph whose guards read no visits keeps no counts");
    }
}
