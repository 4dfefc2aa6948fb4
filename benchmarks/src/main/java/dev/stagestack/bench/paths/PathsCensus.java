package dev.stagestack.bench.paths;

import dev.stagestack.model.Graph;
import dev.stagestack.tools.paths.ConfigurationExplorer;
import dev.stagestack.tools.paths.ConfigurationGraph;
import dev.stagestack.tools.paths.ExploreOptions;
import dev.stagestack.tools.paths.PathCover;
import dev.stagestack.tools.paths.TestPath;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.List;
import java.util.Locale;

/**
 * One row per graph of what {@link PathsBenchmark} explores: its size, what the exploration found,
 * the first exploration's time in a fresh JVM (what {@code stagestack paths} costs once), and the heap
 * an exploration holds once done. Run each graph in its own JVM for the cold time:
 * {@code java -cp benchmarks/target/benchmarks.jar dev.stagestack.bench.paths.PathsCensus tree-1000}.
 */
public final class PathsCensus {

    private PathsCensus() {}

    /** @param args graph names, as {@link PathsBenchmark#graph} */
    public static void main(String[] args) throws Exception {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        for (String name : args) {
            Graph graph = PathsGraphs.load(name);
            long before = usedAfterGc(memory);
            long start = System.nanoTime();
            ConfigurationGraph explored = ConfigurationExplorer.explore(graph, ExploreOptions.DEFAULTS);
            long exploreNanos = System.nanoTime() - start;
            List<TestPath> cover = PathCover.cover(explored, PathCover.Goal.TRANSITIONS);
            long held = usedAfterGc(memory) - before;
            System.out.printf(
                    Locale.ROOT,
                    "%-15s states %5d transitions %5d run states %7d configurations %6d"
                            + " fired %5d/%-5d cover scripts %4d complete %-5s explore %7.0f ms held %6.1f MB peak heap %6.0f MB%n",
                    name,
                    graph.states().size(),
                    graph.transitions().size(),
                    explored.exploration().runStates(),
                    explored.configurations().size(),
                    graph.transitions().size() - explored.neverFired().size(),
                    graph.transitions().size(),
                    cover.size(),
                    explored.exploration().complete(),
                    exploreNanos / 1e6,
                    held / 1048576.0,
                    peakHeap() / 1048576.0);
        }
    }

    private static long usedAfterGc(MemoryMXBean memory) {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return memory.getHeapMemoryUsage().getUsed();
    }

    private static long peakHeap() {
        return ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(pool -> pool.getType() == java.lang.management.MemoryType.HEAP)
                .mapToLong(pool -> pool.getPeakUsage().getUsed())
                .sum();
    }
}
