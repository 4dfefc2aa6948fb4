package dev.stagestack.model.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.json.Corpus;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.model.load.LoadedGraph;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Seeded mutations of every corpus file, read and validated in process, checked as {@link Mutants} checks
 * every reader: no input may throw, take more than one second of CPU, or give a problem that is not one
 * bounded line. {@code mvn verify} runs {@link Mutants#DEFAULT_CASES}; the longer run documented in
 * docs/testing.md sets {@code -Dstagestack.fuzz.cases=100000} (and {@code -Dstagestack.fuzz.seed=N}).
 */
class ReaderFuzzTest {

    /** Fragments that have broken readers before: huge numbers, surrogates, control bytes, deep nesting. */
    private static final String[] NASTY = {
        "1e999999999",
        "1e2147483647",
        "-1e-2147483648",
        "1" + "0".repeat(5000),
        "0." + "0".repeat(3000) + "1",
        "\"\\ud800\"",
        "\"\\udc00\\ud800\"",
        "\"\\u0000\"",
        "\"\u001b]0;x\u0007\"",
        "\"a\nb\"",
        "[".repeat(70),
        "{\"a\":".repeat(70),
        "\"x\":1,".repeat(400),
        "\"\\",
        "\u00ff",
        "\uFEFF",
        "null",
        "true",
        "[]",
        "{}",
        ",",
        ":",
        "\"key\":\"ESACPE\"",
        "\"op\":\"popTo\"",
        "\"target\":\"nowhere\"",
        "\"id\":\"" + "x".repeat(3000) + "\"",
        "\"images\":{\"a\":\"x\\u0000.png\"}",
        "\"music\":\"../../etc/passwd\"",
        "\"seconds\":1e308",
    };

    /** Valid JSON values that are hostile to the decoders and the validator behind the parser. */
    private static final String[] VALUES = {
        "1e308",
        "1e400",
        "-0",
        "0.1",
        "1" + "0".repeat(1200),
        "1e-400",
        "123456789012345678901234567890",
        "true",
        "null",
        "[]",
        "{}",
        "\"\"",
        "\"\\u0000\"",
        "\"\\u001b[31mred\"",
        "\"\\ud83d\\ude00\"",
        "\"\\ud800\"",
        "\"line\\nbreak\"",
        "\"" + "y".repeat(5000) + "\"",
        "\"ESCAPE\"",
        "\"ESACPE\"",
        "\"push\"",
        "\"popTo\"",
        "\"restart\"",
        "\"quit\"",
        "\"timer\"",
        "\"key\"",
        "\"title\"",
        "\"a/../../b.png\"",
        "\"/etc/passwd\"",
        "[1,[2,[3,[4]]]]",
        "{\"op\":\"pop\"}",
        "{\"type\":\"enter\"}",
        "\"freeze\"",
        "\"#zzzzzz\"",
    };

    private static final Pattern TOKEN =
            Pattern.compile("\"(?:[^\"\\\\]++|\\\\.)*+\"|-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?");

    @Test
    void mutatedFilesNeverThrowHangOrFloodTheTerminal() {
        int cases = Mutants.cases();
        long seed = Mutants.seed(20261124L);
        List<String> seeds = new ArrayList<>();
        Corpus.good().forEach(p -> seeds.add(Corpus.read(p)));
        Corpus.bad().forEach(p -> seeds.add(Corpus.read(p)));
        int[] turn = {0};
        int[] decoded = {0};
        List<String> failures = Mutants.failures(
                cases,
                seed,
                random -> turn[0]++ % 2 == 0 ? mutate(seeds, random) : replaceValues(seeds, random),
                input -> {
                    LoadedGraph loaded = GraphLoader.load("fuzz.stagestack.json", input);
                    decoded[0] += loaded.graph() != null ? 1 : 0;
                    return loaded.problems();
                });
        assertEquals(List.of(), failures);
        assertTrue(decoded[0] > cases / 5, "only " + decoded[0] + " of " + cases + " mutants got past the parser");
    }

    /** Replaces one to three string or number values with hostile valid ones: the file stays JSON. */
    static String replaceValues(List<String> seeds, SplittableRandom random) {
        String text = seeds.get(random.nextInt(seeds.size()));
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits; e++) {
            List<int[]> tokens = new ArrayList<>();
            Matcher m = TOKEN.matcher(text);
            while (m.find()) {
                if (isValue(text, m.start())) {
                    tokens.add(new int[] {m.start(), m.end()});
                }
            }
            if (tokens.isEmpty()) {
                return text;
            }
            int[] token = tokens.get(random.nextInt(tokens.size()));
            text = text.substring(0, token[0]) + VALUES[random.nextInt(VALUES.length)] + text.substring(token[1]);
        }
        return text;
    }

    /** Whether the token at {@code start} is a field's value (after a colon), not a field name. */
    private static boolean isValue(String text, int start) {
        int i = start - 1;
        while (i >= 0 && Character.isWhitespace(text.charAt(i))) {
            i--;
        }
        return i >= 0 && text.charAt(i) == ':';
    }

    static String mutate(List<String> seeds, SplittableRandom random) {
        return Mutants.mutate(seeds, NASTY, random);
    }

    @Test
    void mutationsChangeTheInputs() {
        List<String> seeds = List.of("{\"format\":\"stagestack\"}");
        SplittableRandom random = new SplittableRandom(1);
        int changed = 0;
        for (int i = 0; i < 100; i++) {
            if (!mutate(seeds, random).equals(seeds.get(0))) {
                changed++;
            }
        }
        assertTrue(changed > 90, "only " + changed + " of 100 mutants differ from their seed");
    }
}
