package dev.stagestack.editor.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.model.Graph;
import dev.stagestack.model.check.AnalysisOptions;
import dev.stagestack.model.check.StackReport;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StackInsightTest {
    private final Graph menu = Fixtures.menu();

    /** A report of the menu graph saying its pop "resume" may find the stack empty. */
    private static StackReport reportWithEmptyPop(boolean complete) {
        List<String> states = List.of("title", "world", "pause");
        return new StackReport(
                AnalysisOptions.DEFAULT,
                complete ? 3 : null,
                !complete,
                List.of(),
                Map.of("pause", List.of("world")),
                List.of(),
                List.of("resume"),
                List.of(),
                List.of(),
                states,
                states,
                List.of(),
                complete);
    }

    @Test
    void aCompleteReportsPopThatMayFindTheStackEmptyIsAFinding() {
        StackInsight insight = StackInsight.of(menu, reportWithEmptyPop(true));

        assertEquals(List.of("resume"), insight.popEmptyTransitions());
    }

    @Test
    void anIncompleteReportListsEveryPopSoNoneIsTakenAsAFinding() {
        StackInsight insight = StackInsight.of(menu, reportWithEmptyPop(false));

        assertEquals(List.of(), insight.popEmptyTransitions());
        assertEquals(List.of(), insight.unboundedCycle(), "no cycle was found, so none is shown");
    }
}
