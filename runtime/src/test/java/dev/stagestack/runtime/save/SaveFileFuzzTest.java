package dev.stagestack.runtime.save;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Problem;
import dev.stagestack.model.SaveProblemsException;
import dev.stagestack.model.hostile.Mutants;
import dev.stagestack.model.json.SaveCodec;
import dev.stagestack.model.json.SaveRead;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.runtime.trace.Pairing;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Hostile save files (docs/testing.md, "Hostile input"): mutants of real saves, each read and restored into a
 * run of the game as a game does it. A mutant is refused with located, one-line problems or runs paired to its
 * end; none may throw anything else, take more than a second of CPU or give a problem that is not one line.
 */
class SaveFileFuzzTest {

    private static final String[] NASTY = {
        "1e999999999",
        "-1",
        "0",
        "2147483648",
        "9007199254740992",
        "1.5",
        "1" + "0".repeat(3000),
        "\"\\ud800\"",
        "\"\u001b]0;x\u0007\"",
        "\"a\nb\"",
        "[".repeat(70),
        "{\"a\":".repeat(70),
        "\"x\":1,".repeat(400),
        "\"\\",
        "\uFEFF",
        "null",
        "true",
        "[]",
        "{}",
        ",",
        ":",
        "\"state\":\"levle\",",
        "\"state\":\"" + "x".repeat(3000) + "\",",
        "\"serial\":1,",
        "\"graph\":\"Bounce\",",
        "\"version\":2,",
        "\"format\":\"stagestack\",",
        "{\"state\":\"pause\"},",
        "{\"state\":\"title\",\"serial\":99},",
        "\"data\":[1],",
        "\"saved\":\"x\",",
        "\"store\":{},",
    };

    /** Valid JSON values put in place of real ones, so that half the mutants reach the decoder and the restore. */
    private static final String[] VALUES = {
        "0",
        "-1",
        "1.5",
        "2147483647",
        "2147483648",
        "9007199254740991",
        "1e400",
        "null",
        "true",
        "[]",
        "{}",
        "\"\"",
        "\"levle\"",
        "\"pause\"",
        "\"title\"",
        "\"audio\"",
        "\"\\u001b[31mred\"",
        "\"\\ud800\"",
        "\"" + "y".repeat(5000) + "\"",
        "[1,[2,[3]]]",
        "{\"score\":1}",
        "{\"score\":\"x\"}",
        "\"stagestack-save\"",
    };

    private static final Pattern TOKEN = Pattern.compile("\"(?:[^\"\\\\]++|\\\\.)*+\"|-?\\d+(?:\\.\\d+)?");

    /** A seed with one of its strings or numbers replaced by a hostile value. */
    private static String replaceValue(List<String> seeds, SplittableRandom random) {
        String seed = seeds.get(random.nextInt(seeds.size()));
        List<int[]> tokens = new ArrayList<>();
        Matcher m = TOKEN.matcher(seed);
        while (m.find()) {
            tokens.add(new int[] {m.start(), m.end()});
        }
        int[] token = tokens.get(random.nextInt(tokens.size()));
        return seed.substring(0, token[0]) + VALUES[random.nextInt(VALUES.length)] + seed.substring(token[1]);
    }

    /** The saves the mutants start from: the game played to its options, and to its level. */
    private static List<String> seeds() {
        List<String> seeds = new ArrayList<>();
        seeds.add(SaveCodec.write(
                SaveGames.playedToLevel(SaveGames.run(new StringBuilder())).snapshot()));
        seeds.add(SaveCodec.write(
                SaveGames.playedToOptions(SaveGames.run(new StringBuilder())).snapshot()));
        return seeds;
    }

    @Test
    void mutatedSaveFilesAreRefusedWithLocatedMessagesOrRestoredPaired() {
        List<String> seeds = seeds();
        int[] restored = {0};
        int[] turn = {0};
        List<String> unpaired = new ArrayList<>();
        List<String> failures = Mutants.failures(
                Mutants.cases(),
                Mutants.seed(20261128L),
                random -> turn[0]++ % 2 == 0 ? Mutants.mutate(seeds, NASTY, random) : replaceValue(seeds, random),
                text -> {
                    SaveRead read = SaveCodec.read("save.json", text);
                    StringBuilder trace = new StringBuilder();
                    GraphRun run = SaveGames.run(trace).strict(false);
                    try {
                        run.restore(read);
                    } catch (SaveProblemsException refused) {
                        checkLocated(refused.problems());
                        return refused.problems();
                    }
                    restored[0]++;
                    run.offer(InputEvent.key("ESCAPE"));
                    run.tick();
                    run.tick();
                    run.finish();
                    unpaired.addAll(Pairing.violations(trace.toString()));
                    return read.problems();
                });
        assertEquals(List.of(), failures);
        assertEquals(List.of(), unpaired);
        assertTrue(restored[0] > Mutants.cases() / 20, "only " + restored[0] + " mutants were restored");
    }

    /** Every problem of a refused file names the file and a line in it. */
    private static void checkLocated(List<Problem> problems) {
        for (Problem p : problems) {
            if (!"save.json".equals(p.file()) || (p.line() < 1 && !p.code().equals("file-too-large"))) {
                throw new IllegalStateException("not located: " + p.format());
            }
        }
    }
}
