package dev.stagestack.model.check;

/**
 * The assumptions of {@link StackAnalysis}: its results hold for every run that respects them.
 *
 * @param inputEventsPerTick at most this many input events (key, button, signal) arrive in one tick;
 *                           1 models a human at 60 Hz, scripts may need more (each extra event can
 *                           fire another transition of the same head before the next commit)
 * @param depthLimit         the runtime's depth limit: pushes beyond it are refused (docs/semantics.md §2)
 * @param stepLimit          the runtime's commit step limit: longer commits are runaway (docs/semantics.md §3)
 */
public record AnalysisOptions(int inputEventsPerTick, int depthLimit, int stepLimit) {

    /** As {@code inputEventsPerTick}: no limit (the analysis stops when more events change nothing). */
    public static final int ANY_NUMBER = Integer.MAX_VALUE;

    /** The runtime's defaults and one input event per tick. */
    public static final AnalysisOptions DEFAULT = new AnalysisOptions(1, 256, 4096);

    /** Checks that the events per tick are not negative and the limits at least 1. */
    public AnalysisOptions {
        if (inputEventsPerTick < 0) {
            throw new IllegalArgumentException("inputEventsPerTick must be >= 0: " + inputEventsPerTick);
        }
        if (depthLimit < 1 || stepLimit < 1) {
            throw new IllegalArgumentException("depthLimit and stepLimit must be >= 1");
        }
    }

    /** These options with another number of input events a tick. */
    public AnalysisOptions withInputEventsPerTick(int events) {
        return new AnalysisOptions(events, depthLimit, stepLimit);
    }

    /** These options with another depth limit. */
    public AnalysisOptions withDepthLimit(int limit) {
        return new AnalysisOptions(inputEventsPerTick, limit, stepLimit);
    }

    /** These options with another commit step limit. */
    public AnalysisOptions withStepLimit(int limit) {
        return new AnalysisOptions(inputEventsPerTick, depthLimit, limit);
    }
}
