package dev.stagestack.model.json;

import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.DisplayText;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.StateAssets;
import dev.stagestack.model.StateDef;

/** Decodes one element of {@code states}. */
final class StateDecoder {

    private final ProblemCollector problems;
    private final AssetsDecoder assets;

    StateDecoder(ProblemCollector problems) {
        this.problems = problems;
        this.assets = new AssetsDecoder(problems);
    }

    /** The state, or null when the element is not an object or has no usable id. */
    StateDef decode(JsonNode node, JsonPath path) {
        FieldReader f = FieldReader.of(node, path, problems);
        if (f == null) {
            return null;
        }
        f.warnUnknown(FormatFields.STATE);
        String id = IdCheck.id(f);
        String name = f.string("name", false);
        CoveredPolicy covered = f.choice("covered", false, CoveredPolicy::fromJson, FormatFields.COVERED_NAMES);
        Boolean overlay = f.bool("overlay");
        String color = color(f);
        String behavior = f.string("behavior", false);
        String notes = f.string("notes", false);
        Double x = f.number("x", false);
        Double y = f.number("y", false);
        StateAssets declared = assets.decode(f);
        if (id == null) {
            return null;
        }
        return StateDef.builder(id)
                .name(name)
                .covered(covered)
                .overlay(Boolean.TRUE.equals(overlay))
                .color(color)
                .behavior(behavior)
                .notes(notes)
                .position(x, y)
                .assets(declared)
                .build();
    }

    private static String color(FieldReader f) {
        String color = f.string("color", false);
        if (color != null && !FormatFields.isValidColor(color)) {
            f.error(
                    "color",
                    ProblemCodes.INVALID_COLOR,
                    "color must be #rrggbb (six hex digits), found " + DisplayText.quoted(color));
            return null;
        }
        return color;
    }
}
