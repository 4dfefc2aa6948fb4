package dev.stagestack.player.fx.model;

import dev.stagestack.model.Graph;
import dev.stagestack.model.SaveGame;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.ScriptTokens;
import dev.stagestack.runtime.trace.StartStack;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Where a session's runs begin: at the initial state, at a stack given with a script ({@code trace
 * --start}), or, once, at a save a Continue resumes (docs/semantics.md §20). It begins a run there and
 * writes the header of the run's replay script, which says where it began.
 */
final class RunStart {

    /** The stack the runs start from, or null for the initial state. */
    private StartStack startFrom;
    /** The save the next run continues from, or null. */
    private SaveGame continueSave;

    /** The next runs start at the initial state. */
    void atInitialState() {
        startFrom = null;
    }

    /** The next runs start from {@code start}, or from the initial state when it is null. */
    void at(StartStack start) {
        startFrom = start;
    }

    /** The next run continues from {@code save}; those after it start at the initial state. */
    void continuing(SaveGame save) {
        startFrom = null;
        continueSave = Objects.requireNonNull(save, "save");
    }

    /**
     * Begins {@code run}, a run of {@code graph}, where it is to begin. A save to continue from that
     * does not fit begins it at the initial state instead: what refused the save is returned, else null.
     */
    RuntimeException begin(GraphRun run, Graph graph) {
        SaveGame save = continueSave;
        continueSave = null;
        if (save != null) {
            return restoreOrStart(run, save);
        }
        if (startFrom == null) {
            run.start();
        } else {
            run.restore(startFrom.save(graph));
        }
        return null;
    }

    /** Restores {@code save}, or starts afresh when it is refused (the run is then unchanged); what refused it. */
    private static RuntimeException restoreOrStart(GraphRun run, SaveGame save) {
        try {
            run.restore(save);
            return null;
        } catch (IllegalArgumentException refused) {
            run.start();
            return refused;
        }
    }

    /** The stack the runs start from, if not the initial state. */
    Optional<StartStack> stack() {
        return Optional.ofNullable(startFrom);
    }

    /**
     * The replay script's header for run {@code run} of {@code graphName}: what it is, and the
     * command that replays it ({@code --start} when the run did not begin at the initial state).
     */
    List<String> scriptHeader(String graphName, int run, long ticks, int events) {
        List<String> lines = new ArrayList<>();
        lines.add(ScriptTokens.comment("Stagestack player session of \"" + graphName + "\", run " + run + ", " + ticks
                + " ticks, " + events + " input events."));
        String from = startFrom == null ? "" : "--start \"" + startFrom.text() + "\" ";
        lines.add(
                ScriptTokens.comment("Replay: stagestack trace GRAPH " + from + "--script THIS-FILE --ticks " + ticks));
        return lines;
    }
}
