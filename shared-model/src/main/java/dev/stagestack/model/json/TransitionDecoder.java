package dev.stagestack.model.json;

import dev.stagestack.model.Action;
import dev.stagestack.model.ActionOp;
import dev.stagestack.model.Effect;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.model.json.JsonNode.JsonArray;
import dev.stagestack.model.json.JsonNode.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Decodes one element of {@code transitions}: its trigger and its actions. */
final class TransitionDecoder {

    private final ProblemCollector problems;
    private final PushDataDecoder pushData;

    TransitionDecoder(ProblemCollector problems) {
        this.problems = problems;
        this.pushData = new PushDataDecoder(problems);
    }

    /** The transition, or null when its id, from, trigger or actions are unusable. */
    Transition decode(JsonNode node, JsonPath path) {
        FieldReader f = FieldReader.of(node, path, problems);
        if (f == null) {
            return null;
        }
        f.warnUnknown(FormatFields.TRANSITION);
        String id = IdCheck.id(f);
        String from = f.string("from", true);
        JsonNode triggerNode = f.node("trigger", true);
        Trigger trigger = triggerNode == null ? null : trigger(triggerNode, f.path("trigger"));
        String when = f.string("when", false);
        Boolean once = f.bool("once");
        List<Action> actions = actions(f);
        String label = f.string("label", false);
        String sound = f.string("sound", false);
        if (id == null || from == null || trigger == null || actions == null) {
            return null;
        }
        return Transition.builder(id, from, trigger)
                .actions(actions)
                .label(label)
                .sound(sound)
                .when(when)
                .once(Boolean.TRUE.equals(once))
                .build();
    }

    private Trigger trigger(JsonNode node, JsonPath path) {
        FieldReader f = FieldReader.of(node, path, problems);
        if (f == null) {
            return null;
        }
        TriggerType type = f.choice("type", true, TriggerType::fromJson, FormatFields.TRIGGER_NAMES);
        if (type == null) {
            f.warnUnknown(FormatFields.TRIGGER);
            return null;
        }
        String parameter = FormatFields.triggerParameter(type);
        List<String> applicable = parameter == null ? List.of("type") : List.of("type", parameter);
        f.warnInapplicable(applicable, FormatFields.TRIGGER, "a \"" + type.jsonName() + "\" trigger");
        if (type == TriggerType.TIMER) {
            return timer(f);
        }
        if (parameter == null) {
            return new Trigger(type, null, 0);
        }
        String text = f.string(parameter, true);
        return text == null ? null : new Trigger(type, text, 0);
    }

    private static Trigger timer(FieldReader f) {
        Double seconds = f.number("seconds", true);
        if (seconds == null) {
            return null;
        }
        if (seconds < 0) {
            f.error(
                    "seconds",
                    ProblemCodes.NEGATIVE_SECONDS,
                    "timer seconds must be 0 or more, found " + NumberText.of(seconds));
        }
        return Trigger.timer(seconds);
    }

    private List<Action> actions(FieldReader f) {
        JsonArray array = f.array("actions", true);
        if (array == null) {
            return null;
        }
        if (array.items().isEmpty()) {
            f.error("actions", ProblemCodes.EMPTY_ACTIONS, "actions must list at least one action");
        }
        List<Action> out = new ArrayList<>(array.items().size());
        JsonPath path = f.path("actions");
        for (int i = 0; i < array.items().size(); i++) {
            Action action = action(array.items().get(i), path.index(i));
            if (action != null) {
                out.add(action);
            }
        }
        return out;
    }

    private Action action(JsonNode node, JsonPath path) {
        FieldReader f = FieldReader.of(node, path, problems);
        if (f == null) {
            return null;
        }
        ActionOp op = f.choice("op", true, ActionOp::fromJson, FormatFields.OP_NAMES);
        if (op == null) {
            f.warnUnknown(FormatFields.ACTION);
            return null;
        }
        f.warnInapplicable(applicableFields(op), FormatFields.ACTION, "op \"" + op.jsonName() + "\"");
        if (op.isVariable()) {
            return VariableActions.decode(f, op);
        }
        String target = op.needsTarget() ? target(f, op) : null;
        Map<String, Object> data = op.carriesData() ? data(f, op) : Map.of();
        Object result = op == ActionOp.POP ? result(f) : null;
        Effect effect = op.takesEffect() ? EffectDecoder.decode(f) : null;
        if (op.needsTarget() && target == null) {
            return null;
        }
        return new Action(op, target, data, result, null, effect);
    }

    private static List<String> applicableFields(ActionOp op) {
        if (op.isVariable()) {
            return op.carriesValue() ? List.of("op", "var", "value") : List.of("op", "var");
        }
        if (op.carriesData()) {
            return List.of("op", "target", "data", "effect");
        }
        if (op == ActionOp.POP) {
            return List.of("op", "result", "effect");
        }
        return op.needsTarget() ? List.of("op", "target", "effect") : List.of("op");
    }

    /** A pop's result: any JSON value, numbers as BigDecimal; null when absent. */
    private Object result(FieldReader f) {
        JsonNode node = f.node("result", false);
        return node == null ? null : pushData.toValue(node, f.path("result"));
    }

    private static String target(FieldReader f, ActionOp op) {
        if (f.node("target", false) == null) {
            f.errorHere(ProblemCodes.MISSING_TARGET, "\"" + op.jsonName() + "\" needs a \"target\" state");
            return null;
        }
        return f.string("target", false);
    }

    private Map<String, Object> data(FieldReader f, ActionOp op) {
        JsonNode node = f.node("data", false);
        if (node == null) {
            return Map.of();
        }
        if (!(node instanceof JsonObject)) {
            f.error("data", ProblemCodes.INVALID_DATA, PushDataDecoder.notAnObject(op.jsonName(), node));
            return Map.of();
        }
        return pushData.toMap((JsonObject) node, f.path("data"));
    }
}
