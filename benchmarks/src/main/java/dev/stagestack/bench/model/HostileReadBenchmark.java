package dev.stagestack.bench.model;

import dev.stagestack.model.load.GraphLoader;
import dev.stagestack.model.load.LoadedGraph;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Reading time of the crafted files that used to take minutes, at 1×, 10× and 100× their base size,
 * with a well-formed control of the same shape, so growth can be read as a ratio in one run:
 * linear reading gives about 10× per step.
 * <ul>
 *   <li>{@code manyFields}: 3,000 × scale unknown fields in one object (100× = 300,000);</li>
 *   <li>{@code manyTypos}: 200 × scale states, each with a transition whose target is misspelt
 *       (100× = 20,000 typos among 20,000 states);</li>
 *   <li>{@code longNumber}: push data holding a number of 5,000 × scale digits (100× = 500,000);</li>
 *   <li>{@code control}: 200 × scale states with correct targets (the same file without typos).</li>
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class HostileReadBenchmark {

    /** How much bigger than the base file. */
    @Param({"1", "10", "100"})
    public int scale;

    /** Which crafted file. */
    @Param({"manyFields", "manyTypos", "longNumber", "control"})
    public String file;

    private String text;

    private static final String HEADER =
            "{\"format\":\"stagestack\",\"version\":1,\"name\":\"g\",\"initial\":\"state-0\",";

    /** Builds the file once. */
    @Setup
    public void build() {
        text = switch (file) {
            case "manyFields" -> manyFields(3000 * scale);
            case "manyTypos" -> states(200 * scale, "stat-");
            case "longNumber" -> longNumber(5000 * scale);
            case "control" -> states(200 * scale, "state-");
            default -> throw new IllegalArgumentException(file);
        };
    }

    /** Reads and validates the file, as every tool does. */
    @Benchmark
    public LoadedGraph read() {
        return GraphLoader.load("crafted.stagestack.json", text);
    }

    static String manyFields(int n) {
        StringBuilder fields = new StringBuilder(HEADER);
        for (int i = 0; i < n; i++) {
            fields.append("\"f").append(i).append("\":0,");
        }
        return fields.append("\"states\":[{\"id\":\"state-0\"}],\"transitions\":[]}")
                .toString();
    }

    static String states(int n, String targetPrefix) {
        StringBuilder states = new StringBuilder();
        StringBuilder transitions = new StringBuilder();
        for (int i = 0; i < n; i++) {
            states.append(i == 0 ? "" : ",")
                    .append("{\"id\":\"state-")
                    .append(i)
                    .append("\"}");
            transitions
                    .append(i == 0 ? "" : ",")
                    .append("{\"id\":\"t")
                    .append(i)
                    .append("\",\"from\":\"state-")
                    .append(i)
                    .append("\",\"trigger\":{\"type\":\"key\",\"key\":\"SPACE\"},\"actions\":[{\"op\":\"push\","
                            + "\"target\":\"")
                    .append(targetPrefix)
                    .append((i + 1) % n)
                    .append("\"}]}");
        }
        return HEADER + "\"states\":[" + states + "],\"transitions\":[" + transitions + "]}";
    }

    static String longNumber(int digits) {
        return HEADER + "\"states\":[{\"id\":\"state-0\"}],\"transitions\":[{\"id\":\"t\",\"from\":\"state-0\","
                + "\"trigger\":{\"type\":\"enter\"},\"actions\":[{\"op\":\"push\",\"target\":\"state-0\",\"data\":{\"n\":1"
                + "0".repeat(digits - 1) + "}}]}]}";
    }
}
