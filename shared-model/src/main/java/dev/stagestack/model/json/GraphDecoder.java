package dev.stagestack.model.json;

import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Graph;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.RuleTexts;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.json.JsonNode.JsonArray;
import dev.stagestack.model.json.JsonNode.JsonNumber;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Turns the JSON tree of a graph file into a {@link Graph}, collecting every problem. Elements that
 * lack what the model needs (a state without an id, a transition without a trigger) are left out;
 * the graph itself is null only when the header refuses the file or a top-level part is unusable.
 */
final class GraphDecoder {

    private final ProblemCollector problems;
    private final StateDecoder states;
    private final TransitionDecoder transitions;

    GraphDecoder(ProblemCollector problems) {
        this.problems = problems;
        this.states = new StateDecoder(problems);
        this.transitions = new TransitionDecoder(problems);
    }

    Graph decode(JsonNode root) {
        FieldReader top = FieldReader.of(root, JsonPath.ROOT, problems);
        if (top == null || !acceptsHeader(top)) {
            return null;
        }
        top.warnUnknown(FormatFields.TOP);
        String name = top.string("name", true);
        String initial = top.string("initial", true);
        double tickRate = tickRate(top);
        List<StateDef> stateList = list(top, "states", states::decode);
        List<Transition> transitionList = list(top, "transitions", transitions::decode);
        if (name == null || initial == null || stateList == null || transitionList == null) {
            return null;
        }
        return new Graph(name, initial, tickRate, stateList, transitionList);
    }

    /** Checks format and version; false when the file must not be read any further. */
    private boolean acceptsHeader(FieldReader top) {
        String format = top.string("format", true);
        if (format != null && !format.equals(Graph.FORMAT)) {
            top.error("format", ProblemCodes.WRONG_FORMAT,
                    "not a Stagestack graph: format must be " + DisplayText.quoted(Graph.FORMAT) + ", found " + DisplayText.quoted(format));
            return false;
        }
        JsonNode version = top.node("version", true);
        if (version == null) {
            return true;
        }
        if (!(version instanceof JsonNumber)) {
            top.error("version", ProblemCodes.WRONG_TYPE, "expected a number, found " + version.kind());
            return true;
        }
        return acceptsVersion(top, (JsonNumber) version);
    }

    private boolean acceptsVersion(FieldReader top, JsonNumber version) {
        BigDecimal value;
        try {
            value = version.toBigDecimal();
        } catch (NumberFormatException tooLarge) {
            top.numberTooLarge("version");
            return false;
        }
        if (value.scale() > 0 || value.compareTo(BigDecimal.ONE) < 0) {
            top.error("version", ProblemCodes.INVALID_VERSION,
                    "version must be a whole number, 1 or more, found " + version.text());
            return true;
        }
        if (value.compareTo(BigDecimal.valueOf(Graph.VERSION)) > 0) {
            top.error("version", ProblemCodes.NEWER_VERSION, "written by a newer version of Stagestack (format version "
                    + value.toPlainString() + "); this version reads version " + Graph.VERSION);
            return false;
        }
        return true;
    }

    private double tickRate(FieldReader top) {
        Double rate = top.number("tickRate", false);
        if (rate == null) {
            return Graph.DEFAULT_TICK_RATE;
        }
        if (rate < Graph.MIN_TICK_RATE || rate > Graph.MAX_TICK_RATE) {
            top.error("tickRate", ProblemCodes.TICK_RATE_RANGE, RuleTexts.tickRateOutOfRange(rate));
        }
        return rate;
    }

    /** Decodes each item of a required array; items that decode to null are left out. */
    private <T> List<T> list(FieldReader top, String key, BiFunction<JsonNode, JsonPath, T> decodeItem) {
        JsonArray array = top.array(key, true);
        if (array == null) {
            return null;
        }
        if (array.items().isEmpty() && key.equals("states")) {
            top.error(key, ProblemCodes.EMPTY_STATES, "states must list at least one state");
        }
        List<T> out = new ArrayList<>(array.items().size());
        JsonPath path = top.path(key);
        for (int i = 0; i < array.items().size(); i++) {
            T item = decodeItem.apply(array.items().get(i), path.index(i));
            if (item != null) {
                out.add(item);
            }
        }
        return out;
    }
}
