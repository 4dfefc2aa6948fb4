package dev.stagestack.model.json;

import dev.stagestack.model.ActionOp;
import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.EffectKind;
import dev.stagestack.model.SlideDirection;
import dev.stagestack.model.TriggerType;
import dev.stagestack.model.VariableType;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The field names of format version 1, in canonical writing order, and the syntax rules of
 * single values (ids, colors). The reader checks against these lists and the writer follows the
 * same order.
 */
final class FormatFields {

    static final List<String> TOP =
            List.of("format", "version", "name", "initial", "tickRate", "variables", "states", "transitions");
    static final List<String> VARIABLE = List.of("id", "type", "min", "max", "initial");
    static final List<String> STATE =
            List.of("id", "name", "covered", "overlay", "groups", "color", "behavior", "notes", "x", "y", "assets");
    static final List<String> ASSETS = List.of("images", "sounds", "music");
    static final List<String> TRANSITION =
            List.of("id", "from", "trigger", "when", "once", "actions", "label", "sound");
    static final List<String> TRIGGER = List.of("type", "key", "label", "seconds", "name");
    static final List<String> ACTION = List.of("op", "target", "var", "value", "data", "result", "effect");
    static final List<String> EFFECT = List.of("kind", "seconds", "direction");

    static final List<String> COVERED_NAMES = names(CoveredPolicy.values(), CoveredPolicy::jsonName);
    static final List<String> TRIGGER_NAMES = names(TriggerType.values(), TriggerType::jsonName);
    static final List<String> VARIABLE_TYPE_NAMES = names(VariableType.values(), VariableType::jsonName);
    static final List<String> OP_NAMES = names(ActionOp.values(), ActionOp::jsonName);
    static final List<String> EFFECT_KIND_NAMES = names(EffectKind.values(), EffectKind::jsonName);
    static final List<String> DIRECTION_NAMES = names(SlideDirection.values(), SlideDirection::jsonName);

    static final int MAX_ID_LENGTH = dev.stagestack.model.RuleTexts.MAX_ID_LENGTH;

    private FormatFields() {}

    /** The field that carries a trigger's parameter ("key", "label", "seconds", "name"), or null. */
    static String triggerParameter(TriggerType type) {
        switch (type) {
            case KEY:
                return "key";
            case BUTTON:
                return "label";
            case TIMER:
                return "seconds";
            case SIGNAL:
                return "name";
            default:
                return null;
        }
    }

    /** Whether {@code id} is 1..64 characters of {@code A-Z a-z 0-9 _ . -}. */
    static boolean isValidId(String id) {
        if (id.isEmpty() || id.length() > MAX_ID_LENGTH) {
            return false;
        }
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            boolean ok = (c >= 'a' && c <= 'z')
                    || (c >= 'A' && c <= 'Z')
                    || (c >= '0' && c <= '9')
                    || c == '_'
                    || c == '.'
                    || c == '-';
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code color} is {@code #rrggbb} with hex digits of either case. */
    static boolean isValidColor(String color) {
        if (color.length() != 7 || color.charAt(0) != '#') {
            return false;
        }
        for (int i = 1; i < 7; i++) {
            if (JsonScanner.hexDigit(color.charAt(i)) < 0) {
                return false;
            }
        }
        return true;
    }

    private static <E> List<String> names(E[] values, Function<E, String> jsonName) {
        List<String> out = new ArrayList<>();
        for (E v : values) {
            out.add(jsonName.apply(v));
        }
        return List.copyOf(out);
    }
}
