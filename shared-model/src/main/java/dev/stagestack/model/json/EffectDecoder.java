package dev.stagestack.model.json;

import dev.stagestack.model.Effect;
import dev.stagestack.model.EffectKind;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.RuleTexts;
import dev.stagestack.model.SlideDirection;

/**
 * Decodes an action's {@code effect}: {@code kind}, {@code seconds} and, for a slide,
 * {@code direction} (docs/format.md "Effect").
 */
final class EffectDecoder {

    private EffectDecoder() {}

    /** The effect of the action {@code action} reads, or null when it has none or it is unusable (reported). */
    static Effect decode(FieldReader action) {
        JsonNode node = action.node("effect", false);
        if (node == null) {
            return null;
        }
        FieldReader f = FieldReader.of(node, action.path("effect"), action.problems());
        if (f == null) {
            return null;
        }
        EffectKind kind = f.choice("kind", true, EffectKind::fromJson, FormatFields.EFFECT_KIND_NAMES);
        Double seconds = seconds(f);
        if (kind == null) {
            f.warnUnknown(FormatFields.EFFECT);
            return null;
        }
        SlideDirection direction = direction(f, kind);
        if (seconds == null || (kind == EffectKind.SLIDE && direction == null)) {
            return null;
        }
        return new Effect(kind, seconds, direction);
    }

    private static Double seconds(FieldReader f) {
        Double seconds = f.number("seconds", true);
        if (seconds != null && !Effect.isValidSeconds(seconds)) {
            f.error("seconds", ProblemCodes.EFFECT_SECONDS, RuleTexts.effectSeconds(seconds));
            return null;
        }
        return seconds;
    }

    private static SlideDirection direction(FieldReader f, EffectKind kind) {
        if (kind != EffectKind.SLIDE) {
            f.warnInapplicable(
                    java.util.List.of("kind", "seconds"), FormatFields.EFFECT, "a \"" + kind.jsonName() + "\" effect");
            return null;
        }
        f.warnUnknown(FormatFields.EFFECT);
        return f.choice("direction", true, SlideDirection::fromJson, FormatFields.DIRECTION_NAMES);
    }
}
