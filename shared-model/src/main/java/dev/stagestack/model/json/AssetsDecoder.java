package dev.stagestack.model.json;

import dev.stagestack.model.AssetPaths;
import dev.stagestack.model.DisplayText;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.StateAssets;
import dev.stagestack.model.json.JsonNode.JsonObject;
import dev.stagestack.model.json.JsonNode.JsonString;
import dev.stagestack.model.json.JsonNode.Member;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Decodes a state's optional {@code assets} object: named images and sounds, one music path. */
final class AssetsDecoder {

    private final ProblemCollector problems;

    AssetsDecoder(ProblemCollector problems) {
        this.problems = problems;
    }

    /** The state's assets; {@link StateAssets#EMPTY} when the field is absent or unusable. */
    StateAssets decode(FieldReader state) {
        JsonNode node = state.node("assets", false);
        if (node == null) {
            return StateAssets.EMPTY;
        }
        FieldReader f = FieldReader.of(node, state.path("assets"), problems);
        if (f == null) {
            return StateAssets.EMPTY;
        }
        f.warnUnknown(FormatFields.ASSETS);
        String music = f.string("music", false);
        if (music != null && !checkPath(f.path("music"), f.object().get("music"), music)) {
            music = null;
        }
        return new StateAssets(named(f, "images"), named(f, "sounds"), music);
    }

    private Map<String, String> named(FieldReader f, String key) {
        JsonNode node = f.node(key, false);
        if (node == null) {
            return Map.of();
        }
        if (!(node instanceof JsonObject)) {
            f.error(key, ProblemCodes.WRONG_TYPE, "expected an object of name: path, found " + node.kind());
            return Map.of();
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (Member m : ((JsonObject) node).members()) {
            JsonPath path = f.path(key).key(m.key());
            if (!FormatFields.isValidId(m.key())) {
                problems.error(
                        path,
                        m.line(),
                        m.column(),
                        ProblemCodes.INVALID_ID,
                        "invalid asset name " + DisplayText.quoted(m.key()) + ": use 1 to " + FormatFields.MAX_ID_LENGTH
                                + " characters of A-Z a-z 0-9 _ . -");
            } else if (!(m.value() instanceof JsonString)) {
                problems.error(
                        path,
                        m.value(),
                        ProblemCodes.WRONG_TYPE,
                        "expected a path string, found " + m.value().kind());
            } else if (checkPath(path, m.value(), ((JsonString) m.value()).value())) {
                out.put(m.key(), ((JsonString) m.value()).value());
            }
        }
        return out;
    }

    private boolean checkPath(JsonPath path, JsonNode at, String value) {
        Optional<String> problem = AssetPaths.syntaxProblem(value);
        problem.ifPresent(message -> problems.error(path, at, ProblemCodes.INVALID_ASSET_PATH, message));
        return problem.isEmpty();
    }
}
