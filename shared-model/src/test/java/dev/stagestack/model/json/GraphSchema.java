package dev.stagestack.model.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The published JSON Schema of format 1, loaded from the classpath as tools load it, checked with the
 * networknt validator. Test code of any module can use it to check graph files.
 *
 * <p>Documents are parsed strictly, as the codec parses: a repeated field name or text after the
 * document is an error, not something a parser may silently resolve.
 */
public final class GraphSchema {

    /** Where the schema sits on the classpath (packaged from docs/schema by shared-model's pom). */
    public static final String RESOURCE = "dev/stagestack/model/json/stagestack-1.schema.json";

    /** Jackson's own limits (string length, nesting) lifted, so that only the schema judges. */
    private static final JsonFactory UNLIMITED = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxStringLength(Integer.MAX_VALUE)
                    .maxNestingDepth(Integer.MAX_VALUE)
                    .maxNumberLength(Integer.MAX_VALUE)
                    .build())
            .build();

    private static final JsonMapper STRICT = JsonMapper.builder(UNLIMITED)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private final JsonSchema schema;

    private GraphSchema(JsonSchema schema) {
        this.schema = schema;
    }

    public static GraphSchema load() {
        return load(RESOURCE);
    }

    /** Another published schema of the same directory, such as the save files' ({@code stagestack-save-1.schema.json}). */
    public static GraphSchema load(String resource) {
        try (InputStream in = GraphSchema.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is not on the classpath");
            }
            return new GraphSchema(JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                    .getSchema(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Why the schema rejects {@code text}; empty when it is JSON that the schema accepts. */
    public List<String> violations(String text) {
        JsonNode document;
        try {
            document = STRICT.readTree(text);
        } catch (JsonProcessingException notJson) {
            return List.of("not JSON: " + notJson.getOriginalMessage());
        }
        if (document == null || document.isMissingNode()) {
            return List.of("not JSON: the document is empty");
        }
        List<String> out = new ArrayList<>();
        for (ValidationMessage m : schema.validate(document)) {
            out.add(m.getMessage());
        }
        return out;
    }

    public boolean accepts(String text) {
        return violations(text).isEmpty();
    }
}
