package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.player.fx.model.AnswerKey;
import dev.stagestack.player.fx.model.AnswersFile;
import dev.stagestack.player.fx.model.LessonFingerprint;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import dev.stagestack.tools.lesson.Lesson;
import dev.stagestack.tools.lesson.StudentAnswer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A course of 60 (docs/teaching.md, "Grading"; docs/BENCHMARKS.md, "Grading answers files"): 60 answers
 * files of {@code stack-lesson.lesson}, each student right on a known share of its six questions, graded
 * with the right scores in a new JVM running the command line, as a teacher runs it, and in this one.
 * The figures are printed; the warm run in this JVM is held under 2 s.
 */
class GradeSixtyStudentsTest {

    private static final Path SAMPLES = Path.of("..", "samples", "graphs");
    private static final int STUDENTS = 60;

    @TempDir
    Path dir;

    private final List<String> args = new ArrayList<>();
    private final List<String> expected = new ArrayList<>();

    @BeforeEach
    void sixtyAnswersFiles() throws IOException {
        Path lesson = Files.copy(SAMPLES.resolve("stack-lesson.lesson"), dir.resolve("stack-lesson.lesson"));
        Path graph = Files.copy(
                SAMPLES.resolve("stack-lesson.stagestack.json"), dir.resolve("stack-lesson.stagestack.json"));
        AnswerKey key = AnswerKey.of(
                Lesson.read(lesson).lesson(), GraphLoader.load(graph).graph(), BehaviorRegistry.load());
        String fingerprint = LessonFingerprint.of(lesson, graph);
        args.addAll(List.of("grade", lesson.toString()));
        for (int s = 0; s < STUDENTS; s++) {
            String student = String.format("Student %02d", s);
            List<StudentAnswer> answers = new ArrayList<>();
            int right = 0;
            for (AnswerKey.Keyed q : key.questions()) {
                boolean correct = (s + q.number()) % 3 != 0;
                String picked = correct
                        ? q.answer()
                        : q.choices().stream()
                                .filter(c -> !c.equals(q.answer()))
                                .findFirst()
                                .orElseThrow();
                right += correct ? 1 : 0;
                answers.add(new StudentAnswer(
                        q.number(), 0, q.moment(), q.kind(), picked, correct, "2026-12-02T14:00:00Z"));
            }
            Path file = dir.resolve(student.replace(' ', '-') + ".answers.json");
            Files.writeString(file, new AnswersFile(student, "stack-lesson.lesson", fingerprint, answers).json());
            args.add(file.toString());
            expected.add(
                    String.format("%s %d/%d", student, right, key.questions().size()));
        }
        assertEquals(6, key.questions().size(), "the stack lesson asks six questions");
    }

    @Test
    void sixtyAnswersFilesAreGradedRightInAFreshJvmAndInThisOne() throws Exception {
        long coldStart = System.nanoTime();
        Process cli =
                new ProcessBuilder(javaCommand()).redirectErrorStream(false).start();
        String coldOut = new String(cli.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        String coldErr = new String(cli.getErrorStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(cli.waitFor(120, TimeUnit.SECONDS), "the command line did not end");
        long coldMillis = (System.nanoTime() - coldStart) / 1_000_000;
        assertEquals(0, cli.exitValue(), coldErr);
        assertEquals(expected, scores(coldOut));

        CliTest.Run first = CliTest.run(args.toArray(String[]::new));
        // the grading's own processor time: a busy machine slows the clock, not the work
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long warmStart = threads.getCurrentThreadCpuTime();
        CliTest.Run warm = CliTest.run(args.toArray(String[]::new));
        long warmMillis = (threads.getCurrentThreadCpuTime() - warmStart) / 1_000_000;
        assertEquals(0, warm.code(), warm.err());
        assertEquals(coldOut, first.out(), "the same report in a new JVM and in this one");
        assertEquals(expected, scores(warm.out()));
        System.out.printf(
                "grade, 60 answers files of stack-lesson.lesson: new JVM %d ms wall%s; in this JVM %d ms CPU (warm),"
                        + " load average %.1f%n",
                coldMillis,
                cpu(coldErr),
                warmMillis,
                java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                        .getSystemLoadAverage());
        assertTrue(warmMillis < 2000, "60 answers files took " + warmMillis + " ms of processor time");
    }

    /** What {@code /usr/bin/time} said of the new JVM's CPU time, as {@code , 1.71 s user + 0.20 s system CPU}. */
    private static String cpu(String err) {
        return err.lines()
                .filter(l -> l.startsWith("cpu "))
                .map(l -> l.split(" "))
                .map(w -> ", " + w[1] + " s user + " + w[2] + " s system CPU")
                .findFirst()
                .orElse("");
    }

    /**
     * {@code java -cp THIS-CLASS-PATH StagestackCommand grade ...}: the command line in a JVM of its own,
     * under {@code /usr/bin/time} where there is one, for its CPU time.
     */
    private List<String> javaCommand() {
        List<String> command = new ArrayList<>();
        if (Files.isExecutable(Path.of("/usr/bin/time"))) {
            command.addAll(List.of("/usr/bin/time", "-f", "cpu %U %S"));
        }
        command.addAll(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                StagestackCommand.class.getName()));
        command.addAll(args);
        return command;
    }

    /** Each student's line of the report, as {@code Student 07 4/6}. */
    private static List<String> scores(String report) {
        return report.lines()
                .filter(l -> l.startsWith("  Student "))
                .map(l -> l.strip().replaceAll("^(Student \\d+)\\s+(\\d+/\\d+).*", "$1 $2"))
                .toList();
    }
}
