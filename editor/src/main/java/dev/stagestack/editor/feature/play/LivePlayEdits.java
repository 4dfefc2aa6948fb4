package dev.stagestack.editor.feature.play;

import dev.stagestack.editor.command.StateRenames;
import dev.stagestack.editor.core.Notices;
import dev.stagestack.editor.document.EditorDocument;
import dev.stagestack.editor.document.GraphChange;
import dev.stagestack.model.Graph;
import dev.stagestack.player.fx.PlayerController;
import java.util.List;
import java.util.Map;

/**
 * Edit while playing (docs/editor.md "Edit while playing"): each change of the graph while Play
 * runs (an edit, an undo, a redo) goes to the run as a reload at its next tick (docs/semantics.md
 * §19), with the states it renamed, so the run keeps its stack. A graph with errors is not applied:
 * a note says why (the run's log too) and the run goes on with the last graph applied; the renames
 * made since then go with the next graph that is applied. Opening another graph stops Play.
 */
final class LivePlayEdits {
    private final EditorDocument document;
    private final Notices notices;
    private final Runnable stopPlay;
    private final Runnable showMarks;
    private PlayerController player;
    /** The last graph the run took or has queued (the reload was not refused), and the renames made since it. */
    private Graph applied;
    /** The last graph given to the run, taken or refused. */
    private Graph sent;

    private Map<String, String> renamesSinceApplied = Map.of();
    /** A reload was queued and no tick has been shown since: the next one shows the run with it. */
    private boolean reloadQueued;

    /**
     * @param stopPlay ends Play (another graph was opened)
     * @param showMarks marks the run's stack on the canvas again (its cards were drawn anew)
     */
    LivePlayEdits(EditorDocument document, Notices notices, Runnable stopPlay, Runnable showMarks) {
        this.document = document;
        this.notices = notices;
        this.stopPlay = stopPlay;
        this.showMarks = showMarks;
        document.addChangeListener(this::changed);
    }

    /** Play started a run of the document's graph as it is now. */
    void attach(PlayerController run) {
        player = run;
        applied = document.graph();
        sent = applied;
        renamesSinceApplied = Map.of();
    }

    /** Play stopped. */
    void detach() {
        player = null;
        applied = null;
        sent = null;
        reloadQueued = false;
    }

    private void changed(GraphChange change) {
        if (player == null) {
            return;
        }
        if (change.loaded()) {
            stopPlay.run();
            notices.toast("Another graph was opened: Play stopped");
            return;
        }
        renamesSinceApplied = StateRenames.then(renamesSinceApplied, change.renamedStates());
        showMarks.run();
        if (change.renamedStates().isEmpty() && sameButForPlaces(sent, change.graph())) {
            return; // cards moved: nothing the run uses, nothing it refused is mended
        }
        send(change.graph());
    }

    /**
     * A new run started (Restart, a script): it runs the last graph applied, so a change it could
     * not take (the run was over, the graph had errors) is given to it again.
     */
    void runStarted() {
        if (player != null && document.graph() != applied) {
            send(document.graph());
        }
    }

    private void send(Graph graph) {
        sent = graph;
        List<String> refused = player.session().reload(graph, between(applied, graph));
        if (refused.isEmpty()) {
            applied = graph;
            renamesSinceApplied = Map.of();
            reloadQueued = true;
        } else {
            notices.toast("Not applied to the run (it goes on with the last good graph): " + refused.get(0));
        }
    }

    /**
     * A tick of the run is shown: true (once) when it is the first since a reload was queued, so
     * the canvas marks the stack as the reload left it (renamed entries, deleted states' gone).
     */
    boolean tickShown() {
        boolean first = reloadQueued;
        reloadQueued = false;
        return first;
    }

    /**
     * The renames made since {@code from} that lead from one of its states to one of {@code to}'s: a
     * state added and renamed since is new to the run, and one renamed then deleted is deleted.
     */
    private Map<String, String> between(Graph from, Graph to) {
        Map<String, String> renames = new java.util.HashMap<>(renamesSinceApplied);
        renames.entrySet()
                .removeIf(r -> from.state(r.getKey()).isEmpty()
                        || to.state(r.getValue()).isEmpty());
        return renames;
    }

    /** Whether two graphs differ in nothing but where their cards are drawn. */
    private static boolean sameButForPlaces(Graph a, Graph b) {
        return unplaced(a).equals(unplaced(b));
    }

    private static Graph unplaced(Graph graph) {
        return graph.withStates(
                graph.states().stream().map(s -> s.withPosition(null, null)).toList());
    }
}
