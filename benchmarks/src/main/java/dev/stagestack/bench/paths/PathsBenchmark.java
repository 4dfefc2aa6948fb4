package dev.stagestack.bench.paths;

import dev.stagestack.model.Graph;
import dev.stagestack.tools.paths.ConfigurationExplorer;
import dev.stagestack.tools.paths.ConfigurationGraph;
import dev.stagestack.tools.paths.ExploreOptions;
import dev.stagestack.tools.paths.PathCover;
import dev.stagestack.tools.paths.TestPath;
import java.io.IOException;
import java.util.List;
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
 * Exploring a graph's stack configurations ({@link ConfigurationExplorer}) and covering them
 * ({@link PathCover}), what {@code stagestack paths} does: on every sample, and on {@link MenuTree}
 * graphs of 50, 200 and 1,000 states at most 6 deep. {@link #explore()} is the figure of the target.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class PathsBenchmark {

    /** A sample's file name, or {@code tree-N} for a menu tree of N states. */
    @Param({
        "basic-stack",
        "shovel-flow",
        "diverged",
        "levels",
        "menu-prototype",
        "bounce",
        "tree-50",
        "tree-200",
        "tree-1000"
    })
    public String graph;

    private Graph loaded;
    private ConfigurationGraph explored;

    /** Loads the sample or generates the tree, and explores it once for {@link #cover()}. */
    @Setup
    public void load() throws IOException {
        loaded = PathsGraphs.load(graph);
        explored = ConfigurationExplorer.explore(loaded, ExploreOptions.DEFAULTS);
    }

    /** The exploration: every reachable run state, through the runtime. */
    @Benchmark
    public ConfigurationGraph explore() {
        return ConfigurationExplorer.explore(loaded, ExploreOptions.DEFAULTS);
    }

    /** The greedy tours over an exploration. */
    @Benchmark
    public List<TestPath> cover() {
        return PathCover.cover(explored, PathCover.Goal.TRANSITIONS);
    }
}
