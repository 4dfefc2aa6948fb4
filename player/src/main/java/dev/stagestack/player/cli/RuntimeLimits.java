package dev.stagestack.player.cli;

import dev.stagestack.runtime.StackOptions;
import picocli.CommandLine.Option;

/**
 * The runtime's two limits as command-line options, shared by every command that runs or reasons
 * about a run ({@code trace}, {@code analyze}); defaults are the runtime's own (docs/semantics.md §2, §3).
 */
final class RuntimeLimits {

    @Option(
            names = "--max-depth",
            paramLabel = "D",
            defaultValue = "" + StackOptions.DEFAULT_MAX_DEPTH,
            description = "Depth limit of the staging chain (default: ${DEFAULT-VALUE}).")
    int maxDepth;

    @Option(
            names = "--max-steps",
            paramLabel = "S",
            defaultValue = "" + StackOptions.DEFAULT_MAX_STEPS,
            description = "Commit step limit before a commit is a runaway (default: ${DEFAULT-VALUE}).")
    int maxSteps;
}
