package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.hostile.Mutants;
import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.runtime.trace.HeadlessRunner;
import dev.stagestack.runtime.trace.Script;
import dev.stagestack.runtime.trace.ScriptParse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reader fuzz test ({@link Mutants}, docs/testing.md) for lessons and scripts: seeded mutants of the
 * sample lesson and scripts, written to a file and taken the way {@code stagestack validate} and
 * {@code trace --script} take them — read, parsed, the lesson's graph loaded, the run made and its captions
 * placed. No mutant may throw, take more than one second of CPU, or give a problem that is not one
 * bounded line.
 */
class LessonScriptFuzzTest {

    private static final Path SAMPLES = Path.of("..", "samples", "graphs");

    /** Fragments that have broken these readers before, or come near their limits. */
    private static final String[] NASTY = {
        "10000000 ",
        "10000001 ",
        "9999999 ",
        "9223372036854775807 ",
        "9223372036854775808 ",
        "99999999999999999999 ",
        "0",
        "00000000000000000000000001 ",
        "-1 ",
        "\uFEFF",
        "\u0000",
        "\u001b[31m",
        "\r",
        "\n",
        "\u2028",
        "\t",
        "#",
        "graph: /etc/passwd\n",
        "graph: ../stack-lesson.stagestack.json\n",
        "graph: \n",
        "graph: nothere.json\n",
        "graph: stack-lesson.stagestack.json\n",
        "graph: a\\b\n",
        "title: " + "t".repeat(3000) + "\n",
        "> ",
        ">\n",
        "? stack\n",
        "? next-step\n",
        "? nope\n",
        "key ",
        "hold ",
        "release ",
        "button " + "x".repeat(3000),
        "signal ",
        "ESCAPE",
        "Escape",
        " 1 key ENTER\n".repeat(50),
        "5 key ENTER\n> c\n> c\n> c\n> c\n",
        "\u0661 key A\n",
    };

    @TempDir
    Path dir;

    private static List<String> samples(String extension) throws IOException {
        List<String> texts = new ArrayList<>();
        try (Stream<Path> files = Files.list(SAMPLES)) {
            for (Path file :
                    files.filter(f -> f.toString().endsWith(extension)).sorted().toList()) {
                texts.add(Files.readString(file));
            }
        }
        return texts;
    }

    private Path written(String name, String text) {
        try {
            return Files.write(dir.resolve(name), text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void mutatedLessonsNeverThrowHangOrFloodTheTerminal() throws IOException {
        List<String> seeds = samples(".lesson");
        Files.copy(SAMPLES.resolve("stack-lesson.stagestack.json"), dir.resolve("stack-lesson.stagestack.json"));
        BehaviorRegistry behaviors = BehaviorRegistry.load();
        int[] ran = {0};
        List<String> failures = Mutants.failures(
                Mutants.cases(), Mutants.seed(20261128L), random -> Mutants.mutate(seeds, NASTY, random), text -> {
                    LessonInput.Result result = LessonInput.check(
                            written("fuzz.lesson", text), behaviors, HeadlessRunner.Options.DEFAULTS.withTicks(0));
                    ran[0] += result.checked().isPresent() ? 1 : 0;
                    return result.problems();
                });
        assertEquals(List.of(), failures);
        assertTrue(ran[0] > Mutants.cases() / 10, "only " + ran[0] + " mutants were run as lessons");
    }

    @Test
    void mutatedScriptsNeverThrowHangOrFloodTheTerminal() throws IOException {
        List<String> seeds = samples(".script");
        Graph graph = GraphLoader.load(SAMPLES.resolve("stack-lesson.stagestack.json"))
                .graph();
        BehaviorRegistry behaviors = BehaviorRegistry.load();
        int[] ran = {0};
        List<String> failures = Mutants.failures(
                Mutants.cases(), Mutants.seed(20261128L), random -> Mutants.mutate(seeds, NASTY, random), text -> {
                    ScriptParse parse = Script.read(written("fuzz.script", text));
                    if (!parse.problems().isEmpty()) {
                        return parse.problems();
                    }
                    ran[0]++;
                    List<Problem> refused = HeadlessRunner.run(
                            graph,
                            behaviors,
                            parse.script(),
                            HeadlessRunner.Options.DEFAULTS.withExplain(true),
                            new StringBuilder());
                    return refused;
                });
        assertEquals(List.of(), failures);
        assertTrue(ran[0] > Mutants.cases() / 10, "only " + ran[0] + " mutants were run as scripts");
    }
}
