package dev.stagestack.editor.panel;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stagestack.editor.Fixtures;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProblemRowsTest {
    private static final Problem UNKNOWN_FIELD = Problem.warning("states[0].colour", "unknown-field", "unknown field")
            .at("g.json", 3, 5);
    private static final Problem RANGE_AS_READ =
            Problem.error("tickRate", "tick-rate-range", "must be 1..1000").at("g.json", 2, 10);
    private static final Problem RANGE_AS_CHECKED =
            Problem.error("tickRate", "tick-rate-range", "5000.0 is out of range");
    private static final Problem UNKNOWN_STATE = Problem.error("initial", "unknown-state", "unknown state \"x\"");

    private final ProblemRows rows = new ProblemRows();
    private final Graph opened = Fixtures.menu();

    @Test
    void theCheckOfTheGraphAsOpenedAddsNothingTheFileAlreadySays() {
        List<Problem> file = List.of(RANGE_AS_READ, UNKNOWN_FIELD, UNKNOWN_STATE.at("g.json", 1, 20));
        rows.fileRead(opened, file);

        rows.checked(opened, List.of(RANGE_AS_CHECKED, UNKNOWN_STATE));

        assertEquals(file, rows.rows());
    }

    @Test
    void aFixedValidationProblemGoesAndTheTextsProblemsStayUntilSaved() {
        rows.fileRead(opened, List.of(UNKNOWN_FIELD, UNKNOWN_STATE.at("g.json", 1, 20)));
        rows.checked(opened, List.of(UNKNOWN_STATE));
        Graph fixed = Fixtures.menu();
        Problem newOne = Problem.warning("states[1].id", "unreachable", "unreachable");

        rows.checked(fixed, List.of(newOne));

        assertEquals(List.of(UNKNOWN_FIELD, newOne), rows.rows());
    }

    @Test
    void openingAnotherFileDropsThePreviousGraphsCheck() {
        rows.checked(Fixtures.menu(), List.of(UNKNOWN_STATE));

        rows.fileRead(opened, List.of(UNKNOWN_FIELD));

        assertEquals(List.of(UNKNOWN_FIELD), rows.rows());
    }
}
