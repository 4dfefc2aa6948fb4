package dev.stagestack.model.json;

import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.json.JsonNode.JsonObject;
import java.util.List;
import java.util.Map;

/**
 * The {@code data} of a push as text, e.g. in an editor's field: read with the graph file reader's
 * own parser and decoder, so it accepts exactly what a file accepts (strict JSON, numbers kept as
 * written, {@code 60} stays {@code 60}), and written as a file writes it.
 */
public final class PushDataText {

    /**
     * What {@link #read} found.
     *
     * @param data     the push data (empty for blank text), or null when the text is refused
     * @param problems why it is refused, located {@code line:col} in the text; empty when accepted
     */
    public record Read(Map<String, Object> data, List<Problem> problems) {

        /** Copies the problems. */
        public Read {
            problems = List.copyOf(problems);
        }
    }

    private PushDataText() {}

    /** Reads push data; blank text is no data. */
    public static Read read(String text) {
        if (text.isBlank()) {
            return new Read(Map.of(), List.of());
        }
        JsonTextParser.Outcome parsed = JsonTextParser.parse(text);
        ProblemCollector problems = new ProblemCollector();
        problems.addAll(parsed.problems());
        Map<String, Object> data = parsed.root() == null ? null : decode(parsed.root(), problems);
        List<Problem> found = problems.sorted(null);
        return found.isEmpty() ? new Read(data, found) : new Read(null, found);
    }

    /** The text of {@code data} as a graph file holds it, on one line; empty for no data. */
    public static String write(Map<String, Object> data) {
        return data.isEmpty() ? "" : GraphEncoder.encodeData(data);
    }

    private static Map<String, Object> decode(JsonNode root, ProblemCollector problems) {
        if (!(root instanceof JsonObject)) {
            problems.error(JsonPath.ROOT, root, ProblemCodes.INVALID_DATA, PushDataDecoder.notAnObject("push", root));
            return null;
        }
        return new PushDataDecoder(problems).toMap((JsonObject) root, JsonPath.ROOT);
    }
}
