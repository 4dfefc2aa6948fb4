package dev.stagestack.model.json;

import dev.stagestack.model.Problem;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Checks that the JSON Schema and the codec agree on whether a graph file is valid: the schema
 * accepts it exactly when {@link GraphCodec#read} reports no error (warnings such as unknown fields
 * do not make a file invalid, and the schema allows unknown fields).
 *
 * <p>Intended differences, which no committed file exercises: the codec also refuses files over
 * 32 MiB, nesting deeper than 64 levels and numbers beyond double range; the schema cannot say so.
 */
public final class SchemaAgreement {

    private final GraphSchema schema;

    public SchemaAgreement(GraphSchema schema) {
        this.schema = schema;
    }

    /** Throws an AssertionError naming both verdicts when the schema and the codec disagree. */
    public void assertAgree(String fileName, String text) {
        List<String> violations = schema.violations(text);
        List<Problem> errors = codecErrors(fileName, text);
        if (violations.isEmpty() != errors.isEmpty()) {
            throw new AssertionError(fileName + ": schema and codec disagree\n  schema: "
                    + (violations.isEmpty() ? "valid" : String.join("; ", violations))
                    + "\n  codec: " + (errors.isEmpty() ? "valid" : describe(errors)));
        }
    }

    static List<Problem> codecErrors(String fileName, String text) {
        return GraphCodec.read(fileName, text).problems().stream()
                .filter(Problem::isError)
                .collect(Collectors.toList());
    }

    private static String describe(List<Problem> errors) {
        return errors.stream().map(Problem::format).collect(Collectors.joining("; "));
    }
}
