package dev.stagestack.model.hostile;

import dev.stagestack.model.Problem;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * Seeded mutants of the files a reader takes (graphs, lessons, scripts), and the one check each reader
 * must pass on them: no input may throw, take more than one second of CPU, or give a problem that is not
 * one bounded line. Time is measured as the reading thread's CPU time, so a busy machine does not make it
 * fail. The runs are set with {@code -Dstagestack.fuzz.cases=N} and {@code -Dstagestack.fuzz.seed=N}
 * (docs/testing.md).
 */
public final class Mutants {

    /** How many mutants {@code mvn verify} reads, unless {@code stagestack.fuzz.cases} says otherwise. */
    public static final int DEFAULT_CASES = 3000;
    /** The most CPU time one mutant may take. */
    public static final long MAX_CPU_NANOS = 1_000_000_000L;

    private Mutants() {}

    /** The number of cases to run. */
    public static int cases() {
        return Integer.getInteger("stagestack.fuzz.cases", DEFAULT_CASES);
    }

    /** The seed of the run. */
    public static long seed(long byDefault) {
        return Long.getLong("stagestack.fuzz.seed", byDefault);
    }

    /**
     * Reads {@code cases} mutants made by {@code mutant} with {@code read}, which gives the problems the
     * reader found; returns what went wrong, at most five cases.
     */
    public static List<String> failures(
            int cases, long seed, Function<SplittableRandom, String> mutant, Function<String, List<Problem>> read) {
        SplittableRandom random = new SplittableRandom(seed);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < cases && failures.size() < 5; i++) {
            String input = mutant.apply(random);
            long start = cpu.getCurrentThreadCpuTime();
            try {
                List<Problem> problems = read.apply(input);
                long spent = cpu.getCurrentThreadCpuTime() - start;
                if (spent > MAX_CPU_NANOS) {
                    failures.add("case " + i + " (seed " + seed + ") took " + spent / 1_000_000 + " ms of CPU");
                }
                checkOneBoundedLinePerProblem(problems, i, failures);
            } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                failures.add("case " + i + " (seed " + seed + ") threw " + e);
            }
        }
        return failures;
    }

    private static void checkOneBoundedLinePerProblem(List<Problem> problems, int i, List<String> failures) {
        for (Problem p : problems) {
            String line = p.format();
            if (line.length() > 1600
                    || line.indexOf('\n') >= 0
                    || line.indexOf('\r') >= 0
                    || line.indexOf('\u001b') >= 0) {
                failures.add("case " + i + " gave a problem that is not one bounded line: "
                        + line.substring(0, Math.min(200, line.length())));
                return;
            }
        }
    }

    /**
     * One to four edits of a seed: a nasty fragment put in, a span deleted or repeated, a character
     * replaced, a piece of another seed put in, any character put in.
     */
    public static String mutate(List<String> seeds, String[] nasty, SplittableRandom random) {
        StringBuilder text = new StringBuilder(seeds.get(random.nextInt(seeds.size())));
        int edits = 1 + random.nextInt(4);
        for (int e = 0; e < edits && text.length() > 0; e++) {
            int at = random.nextInt(text.length() + 1);
            switch (random.nextInt(6)) {
                case 0 -> text.insert(at, nasty[random.nextInt(nasty.length)]);
                case 1 -> text.delete(at, Math.min(text.length(), at + 1 + random.nextInt(40)));
                case 2 -> {
                    int from = random.nextInt(text.length());
                    String span = text.substring(from, Math.min(text.length(), from + 1 + random.nextInt(200)));
                    text.insert(at, span.repeat(1 + random.nextInt(20)));
                }
                case 3 -> {
                    if (at < text.length()) {
                        text.setCharAt(at, (char) random.nextInt(0x80));
                    }
                }
                case 4 -> {
                    String other = seeds.get(random.nextInt(seeds.size())) + " ";
                    int from = random.nextInt(other.length());
                    text.insert(at, other, from, Math.min(other.length(), from + random.nextInt(300)));
                }
                default -> text.insert(at, (char) random.nextInt(0x10000));
            }
        }
        return text.toString();
    }
}
