package dev.stagestack.model.json;

import dev.stagestack.model.CoveredPolicy;
import dev.stagestack.model.DisplayText;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.RuleTexts;
import dev.stagestack.model.StateAssets;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.guard.GuardNames;
import dev.stagestack.model.json.JsonNode.JsonArray;
import java.util.ArrayList;
import java.util.List;

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
        List<String> groups = groups(f);
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
                .groups(groups)
                .build();
    }

    /** The state's groups; an item that is not a string is reported and left out. */
    private static List<String> groups(FieldReader f) {
        JsonArray array = f.array("groups", false);
        if (array == null) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        JsonPath path = f.path("groups");
        for (int i = 0; i < array.items().size(); i++) {
            JsonNode item = array.items().get(i);
            if (item instanceof JsonNode.JsonString name) {
                if (!GuardNames.isName(name.value())) {
                    f.problems()
                            .error(
                                    path.index(i),
                                    item,
                                    ProblemCodes.INVALID_ID,
                                    RuleTexts.invalidName("group", name.value()));
                }
                out.add(name.value());
            } else {
                f.problems()
                        .error(path.index(i), item, ProblemCodes.WRONG_TYPE, "expected a string, found " + item.kind());
            }
        }
        return out;
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
