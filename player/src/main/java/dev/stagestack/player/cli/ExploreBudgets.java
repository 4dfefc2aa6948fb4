package dev.stagestack.player.cli;

import dev.stagestack.tools.paths.ConfigurationGraph;
import dev.stagestack.tools.paths.ExploreOptions;
import java.time.Duration;
import picocli.CommandLine.Option;

/**
 * The budgets of an exploration as command-line options, shared by {@code paths} and {@code coverage}
 * (docs/paths.md, "Limits"): whichever is spent first stops it with what it found.
 */
final class ExploreBudgets {

    @Option(
            names = "--budget",
            paramLabel = "N",
            defaultValue = "200000",
            description = "Run states to explore at most (default: ${DEFAULT-VALUE}).")
    int runStates;

    @Option(
            names = "--memory",
            paramLabel = "MB",
            defaultValue = "" + (ExploreOptions.DEFAULT_MEMORY_BYTES >> 20),
            description = "Megabytes the exploration's tables may take, at most a quarter of the Java heap "
                    + "(default: ${DEFAULT-VALUE}).")
    int memoryMegabytes;

    @Option(
            names = "--time",
            paramLabel = "SECONDS",
            defaultValue = "5",
            description = "Seconds the exploration may take (default: ${DEFAULT-VALUE}).")
    double seconds;

    /**
     * @return the options with these budgets
     * @throws IllegalArgumentException when a limit is out of range
     */
    ExploreOptions options(int eventsPerTick, int maxDepth) {
        if (!(seconds > 0) || seconds > Duration.ofDays(1).toSeconds()) {
            throw new IllegalArgumentException(
                    "--time takes a number of seconds above 0 and up to a day, not " + seconds);
        }
        if (memoryMegabytes < 1) {
            throw new IllegalArgumentException(
                    "--memory takes a number of megabytes of at least 1, not " + memoryMegabytes);
        }
        return new ExploreOptions(
                eventsPerTick,
                maxDepth,
                runStates,
                (long) memoryMegabytes << 20,
                Duration.ofMillis(Math.max(1, Math.round(seconds * 1000))));
    }

    /** @return the option that raises the budget that stopped an exploration */
    static String optionFor(ConfigurationGraph.Limit limit) {
        return switch (limit) {
            case RUN_STATES -> "--budget";
            case MEMORY -> "--memory";
            case TIME, NONE -> "--time";
        };
    }
}
