package dev.stagestack.model.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.ProblemCodes;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The schema and the codec agree on every corpus file; their documented differences are pinned here. */
class SchemaAgreementTest {

    private static GraphSchema schema;
    private static SchemaAgreement agreement;

    @BeforeAll
    static void loadSchema() {
        schema = GraphSchema.load();
        agreement = new SchemaAgreement(schema);
    }

    @TestFactory
    Stream<DynamicTest> schemaAndCodecAgreeOnEveryCorpusFile() {
        return Stream.concat(Corpus.good().stream(), Corpus.bad().stream())
                .map(file -> DynamicTest.dynamicTest(
                        file.getFileName().toString(),
                        () -> agreement.assertAgree(file.getFileName().toString(), Corpus.read(file))));
    }

    @Test
    void schemaAcceptsEveryGoodFileAndRejectsTheBadOnes() {
        for (Path file : Corpus.good()) {
            assertEquals(List.of(), schema.violations(Corpus.read(file)), file.toString());
        }
        long rejected = Corpus.bad().stream()
                .filter(f -> !schema.accepts(Corpus.read(f)))
                .count();
        assertEquals(Corpus.bad().size() - 1, rejected, "all bad files but the warnings-only one are invalid");
    }

    @Test
    void theAgreementCheckNoticesADisagreement() {
        String hugeCoordinate = shovelFlow().replaceFirst("\"x\": 80", "\"x\": 1e400");

        assertThrows(AssertionError.class, () -> agreement.assertAgree("huge.stagestack.json", hugeCoordinate));
    }

    @Test
    void onlyTheCodecRefusesNestingDeeperThan64Levels() {
        String deep = "{\"deep\": " + "[".repeat(70) + "]".repeat(70) + "}";
        String text = shovelFlow().replaceFirst("\"op\": \"push\",", "\"op\": \"push\", \"data\": " + deep + ",");

        assertTrue(schema.accepts(text));
        assertEquals(List.of(ProblemCodes.TOO_DEEP), codes(text));
    }

    @Test
    void onlyTheCodecRefusesFilesOver32MiB() {
        String notes = "x".repeat((int) GraphCodec.MAX_FILE_BYTES);
        String text = shovelFlow().replaceFirst("\"notes\": \"[^\"]*\"", "\"notes\": \"" + notes + "\"");

        assertTrue(schema.accepts(text));
        assertEquals(List.of(ProblemCodes.FILE_TOO_LARGE), codes(text));
    }

    @Test
    void schemaAndCodecBothRefuseEachMistakeInVariablesGroupsGuardsAndVariableActions() {
        String good = Corpus.read(Corpus.good("conditions.stagestack.json"));
        List<List<String>> mistakes = List.of(
                List.of("\"initial\": false", "\"initial\": 0"),
                List.of("\"min\": 0", "\"min\": 0.5"),
                List.of("\"max\": 5", "\"max\": 1000000001"),
                List.of("\"type\": \"integer\"", "\"type\": \"int\""),
                List.of("\"id\": \"lives\"", "\"id\": \"count\""),
                List.of("\"id\": \"lives\"", "\"id\": \"2lives\""),
                List.of("\"popups\"", "\"pop ups\""),
                List.of("\"menus\",", "\"menus\", 7,"),
                List.of("\"type\": \"anyKey\"", "\"type\": \"anykey\""),
                List.of("\"once\": true", "\"once\": 1"),
                List.of("\"when\": \"seenSplash", "\"when\": 1, \"x\": \"seenSplash"),
                List.of("\"value\": true", "\"value\": \"true\""),
                List.of("\"value\": -1", "\"value\": false"),
                List.of("\"value\": 5", "\"value\": 5.5"),
                List.of("\"op\": \"reset\",\n          \"var\"", "\"op\": \"reset\",\n          \"target\""));
        assertBothRefuseEach(good, mistakes);
    }

    @Test
    void schemaAndCodecBothRefuseEachMistakeInEffects() {
        String good = Corpus.read(Corpus.good("effects.stagestack.json"));
        List<List<String>> mistakes = List.of(
                List.of("\"seconds\": 0.5", "\"seconds\": 0"),
                List.of("\"seconds\": 0.5", "\"seconds\": -1"),
                List.of("\"seconds\": 10", "\"seconds\": 10.001"),
                List.of("\"seconds\": 0.5", "\"seconds\": \"0.5\""),
                List.of("\"kind\": \"fade\"", "\"kind\": \"fdae\""),
                List.of("\"kind\": \"fade\",", ""),
                List.of("\"direction\": \"left\"", "\"direction\": \"west\""),
                List.of(",\n            \"direction\": \"left\"", ""),
                List.of("\"effect\": {", "\"effect\": [], \"x\": {"));
        assertBothRefuseEach(good, mistakes);
    }

    /** Each mistake replaces the first occurrence of its first text in {@code good} by its second. */
    private static void assertBothRefuseEach(String good, List<List<String>> mistakes) {
        for (List<String> mistake : mistakes) {
            String text = good.replaceFirst(Pattern.quote(mistake.get(0)), Matcher.quoteReplacement(mistake.get(1)));

            assertNotEquals(good, text, mistake::toString);
            assertFalse(schema.accepts(text), mistake::toString);
            agreement.assertAgree("mistake.stagestack.json", text);
        }
    }

    private static String shovelFlow() {
        return Corpus.read(Corpus.good("shovel-flow.stagestack.json"));
    }

    private static List<String> codes(String text) {
        return SchemaAgreement.codecErrors("generated.stagestack.json", text).stream()
                .map(p -> p.code())
                .toList();
    }
}
