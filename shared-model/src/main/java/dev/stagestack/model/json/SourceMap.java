package dev.stagestack.model.json;

import dev.stagestack.model.Problem;
import dev.stagestack.model.json.JsonNode.JsonArray;
import dev.stagestack.model.json.JsonNode.JsonObject;
import java.util.List;

/**
 * Where each value of a read graph file stands: maps a JSON path such as
 * {@code transitions[3].actions[0].target} to the line and column of that value. Lets code that
 * works on the model alone (the validator) report problems with a location.
 */
public final class SourceMap {

    private static final SourceMap EMPTY = new SourceMap(null);

    private final JsonNode root;

    SourceMap(JsonNode root) {
        this.root = root;
    }

    /** A map with no values: every path is located at 1:1 (e.g. for a file that is not JSON). */
    public static SourceMap empty() {
        return EMPTY;
    }

    /** The text of the path made of String keys and Integer indexes, e.g. {@code states[0].assets.music}. */
    public static String pathOf(Object... segments) {
        return JsonPath.render(List.of(segments));
    }

    /**
     * The position of the value at {@code path}; when the file has no such value, the position of
     * its nearest ancestor that it has; 1:1 when there is none (or the path is {@code $}).
     */
    public SourcePosition locate(String path) {
        if (root == null) {
            return SourcePosition.START;
        }
        JsonNode node = root;
        for (Object segment : JsonPath.parse(path)) {
            JsonNode child = child(node, segment);
            if (child == null) {
                break;
            }
            node = child;
        }
        return new SourcePosition(node.line(), node.column());
    }

    /**
     * {@code problem} with {@code fileName} and, unless it has a line already, the position of its path.
     */
    public Problem located(Problem problem, String fileName) {
        if (problem.line() > 0) {
            return problem.at(fileName, problem.line(), problem.column());
        }
        SourcePosition at = locate(problem.path());
        return problem.at(fileName, at.line(), at.column());
    }

    private static JsonNode child(JsonNode node, Object segment) {
        if (segment instanceof String && node instanceof JsonObject) {
            return ((JsonObject) node).get((String) segment);
        }
        if (segment instanceof Integer && node instanceof JsonArray) {
            List<JsonNode> items = ((JsonArray) node).items();
            int index = (Integer) segment;
            return index < items.size() ? items.get(index) : null;
        }
        return null;
    }
}
