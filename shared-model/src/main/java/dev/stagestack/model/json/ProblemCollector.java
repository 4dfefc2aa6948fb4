package dev.stagestack.model.json;

import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Gathers the problems of one read, each placed at a line and column of the text. */
final class ProblemCollector {

    private final List<Problem> problems = new ArrayList<>();

    void error(JsonPath path, int line, int column, String code, String message) {
        problems.add(Problem.error(path.toString(), code, message).at(null, line, column));
    }

    void error(JsonPath path, JsonNode at, String code, String message) {
        error(path, at.line(), at.column(), code, message);
    }

    void numberTooLarge(JsonPath path, JsonNode.JsonNumber number) {
        String reason = number.unfit();
        error(
                path,
                number,
                ProblemCodes.NUMBER_TOO_LARGE,
                "number " + DisplayText.value(number.text()) + " " + (reason == null ? "is out of range" : reason));
    }

    void warning(JsonPath path, int line, int column, String code, String message) {
        problems.add(Problem.warning(path.toString(), code, message).at(null, line, column));
    }

    void addAll(List<Problem> located) {
        problems.addAll(located);
    }

    /** Everything gathered, in text order, stamped with the file name. */
    List<Problem> sorted(String fileName) {
        List<Problem> out = new ArrayList<>(problems.size());
        for (Problem p : problems) {
            out.add(p.at(fileName, p.line(), p.column()));
        }
        out.sort(Comparator.comparingInt(Problem::line).thenComparingInt(Problem::column));
        return out;
    }
}
