package dev.stagestack.model.json;

import dev.stagestack.model.Graph;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.RuleTexts;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Variable;
import dev.stagestack.model.json.JsonNode.JsonArray;
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
    private final VariableDecoder variables;

    GraphDecoder(ProblemCollector problems) {
        this.problems = problems;
        this.states = new StateDecoder(problems);
        this.transitions = new TransitionDecoder(problems);
        this.variables = new VariableDecoder(problems);
    }

    Graph decode(JsonNode root) {
        FieldReader top = FieldReader.of(root, JsonPath.ROOT, problems);
        if (top == null || !FormatHeader.GRAPH.accepts(top)) {
            return null;
        }
        top.warnUnknown(FormatFields.TOP);
        String name = top.string("name", true);
        String initial = top.string("initial", true);
        double tickRate = tickRate(top);
        List<Variable> variableList =
                top.node("variables", false) == null ? List.of() : list(top, "variables", variables::decode);
        List<StateDef> stateList = list(top, "states", states::decode);
        List<Transition> transitionList = list(top, "transitions", transitions::decode);
        if (name == null || initial == null || stateList == null || transitionList == null) {
            return null;
        }
        return new Graph(name, initial, tickRate, stateList, transitionList, variableList);
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

    /** Decodes each item of an array required once asked for; items that decode to null are left out. */
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
