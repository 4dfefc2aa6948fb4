package dev.stagestack.editor.feature.play;

import dev.stagestack.editor.canvas.PlayMarks;
import dev.stagestack.editor.core.EditorCore;
import dev.stagestack.editor.core.EditorShortcut;
import dev.stagestack.model.Graph;
import dev.stagestack.model.GraphProblemsException;
import dev.stagestack.model.Transition;
import dev.stagestack.player.fx.PlayerController;
import dev.stagestack.player.fx.model.PlayerListener;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.debug.LogLine;
import dev.stagestack.runtime.graph.BehaviorRegistry;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * Play: runs the current graph in the runtime's embedded player beside the canvas, and mirrors the
 * run on the canvas (head, covered entries, stack depth, fired transitions, following the head).
 * While it runs the graph stays editable ({@link LivePlayEdits}); clicking an edge whose trigger is
 * an input of the head fires it.
 */
public final class PlayController implements PlayerListener {
    private final EditorCore core;
    private final Consumer<String> status;
    private final PlayMarks marks;
    private final ReadOnlyBooleanWrapper playing = new ReadOnlyBooleanWrapper(this, "playing");
    private PlayerController player;
    private String headState;
    private final PlayBreakpoints breakpoints;
    private final LivePlayEdits edits;
    private boolean travelled;

    /** {@code status} shows the run's state in the status bar (null: nothing). */
    PlayController(EditorCore core, Consumer<String> status, java.util.prefs.Preferences prefs) {
        this.core = core;
        this.status = status;
        this.marks = new PlayMarks(core.canvas());
        this.breakpoints = new PlayBreakpoints(core.canvas(), core.document(), prefs);
        this.edits = new LivePlayEdits(core.document(), core.notices(), this::stop, this::showLive);
    }

    /** Starts a run of the graph as it is now; a graph with errors is refused with a toast naming the first. */
    public void start() {
        if (player != null) {
            stop();
        }
        Graph graph = core.document().graph();
        try {
            player = playerOf(graph, BehaviorRegistry.load(PlayController.class.getClassLoader()));
        } catch (GraphProblemsException refused) {
            core.notices()
                    .toast("Fix the graph's errors to play it: "
                            + refused.problems().get(0).format());
            return;
        }
        player.session().addListener(this);
        player.setKeyRouting(
                this::reachesPlayer,
                e -> EditorShortcut.PLAY.combination().match(e)
                        || EditorShortcut.STOP.combination().match(e));
        travelled = false;
        breakpoints.attach(player.session().breakpoints());
        edits.attach(player);
        player.shownTickProperty().addListener((o, was, is) -> shownTickChanged(is));
        player.pausedProperty().addListener((o, was, is) -> {
            if (player != null && !player.session().ended()) {
                showChain(); // the status says Paused or Playing
            }
        });
        core.gestures().setEdgeClickHandler(this::edgeClicked);
        core.workbench().showBesideCanvas(player.view());
        playing.set(true);
        showChain();
        player.start();
        player.view().requestFocus();
    }

    /**
     * A player of {@code graph}: a saved graph's images and sounds are loaded from its file's folder, as the
     * player loads them; a graph never saved has no folder, and its assets are counted, not loaded.
     */
    private PlayerController playerOf(Graph graph, BehaviorRegistry behaviors) {
        Path file = core.document().file();
        return file == null
                ? new PlayerController(graph, behaviors)
                : new PlayerController(graph, file.toAbsolutePath().getParent(), behaviors);
    }

    /**
     * Starts a run of the graph as it is now that plays {@code script}, paused at its start: F8
     * delivers the script's next event, F5 runs it (the Coverage tab's paths and runs).
     */
    public void playScript(dev.stagestack.runtime.trace.Script script) {
        start();
        if (player != null) {
            player.playScript(script);
        }
    }

    /**
     * While Play runs the keyboard is the game's, wherever the focus is (on the canvas after a
     * click on an edge, nowhere after a state button went away), except while typing in a text field
     * of the editor or in an editor on the canvas (a new edge's op, a trigger's key).
     */
    private boolean reachesPlayer(javafx.scene.input.KeyEvent event) {
        javafx.scene.Node owner = core.canvas().getScene().getFocusOwner();
        if (isInside(owner, core.canvas().overlayLayer())) {
            return false;
        }
        return !(owner instanceof javafx.scene.control.TextInputControl) || isInside(owner, player.view());
    }

    private static boolean isInside(javafx.scene.Node node, javafx.scene.Node ancestor) {
        for (javafx.scene.Node n = node; n != null; n = n.getParent()) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }

    /** Ends the run and returns to editing. */
    public void stop() {
        if (player == null) {
            return;
        }
        player.session().removeListener(this);
        edits.detach();
        breakpoints.detach();
        player.close();
        core.workbench().hideBesideCanvas(player.view());
        core.gestures().setEdgeClickHandler(id -> false);
        marks.clear();
        player = null;
        headState = null;
        playing.set(false);
        status.accept(null);
    }

    @Override
    public void headChanged(EntryRef head, long tick) {
        headState = head == null ? null : head.stateId();
        showChain();
        if (headState != null) {
            core.canvas().follow(headState);
        }
    }

    @Override
    public void transitionFired(Transition transition, EntryRef entry, long tick) {
        marks.flash(transition.id());
    }

    @Override
    public void error(LogLine line) {
        core.notices().toast(line.toString());
    }

    @Override
    public void started() {
        showChain();
        edits.runStarted();
    }

    @Override
    public void ended(long tick) {
        status.accept("Run ended at tick " + tick);
    }

    private void showChain() {
        List<String> chain = player.session().live().head().bottomUp().stream()
                .map(EntryRef::stateId)
                .toList();
        headState = chain.isEmpty() ? null : chain.get(chain.size() - 1);
        marks.showStack(chain);
        marks.showFireable(fireableFrom(headState));
        if (player.session().ended()) {
            return; // the status says the run ended (a reload can end it: docs/semantics.md §19)
        }
        status.accept((player != null && player.pausedProperty().get() ? "Paused" : "Playing") + " · stack depth "
                + chain.size() + (headState == null ? "" : " · head " + headState));
    }

    /** The canvas marks the live run again (its graph or the document's changed), unless it shows a travelled tick. */
    private void showLive() {
        if (player != null && !player.travelling()) {
            showChain();
        }
    }

    private void shownTickChanged(dev.stagestack.runtime.debug.TickSnapshot tick) {
        if (player == null) {
            return;
        }
        if (player.travelling()) {
            travelled = true;
            showTravelled(tick);
        } else if (travelled || edits.tickShown()) {
            travelled = false;
            showChain();
        }
    }

    /** Time travel: the canvas shows the travelled tick's stack, and nothing can be fired. */
    private void showTravelled(dev.stagestack.runtime.debug.TickSnapshot tick) {
        List<String> chain =
                tick.head().bottomUp().stream().map(EntryRef::stateId).toList();
        marks.showStack(chain);
        marks.showFireable(Set.of());
        status.accept("Time travel · tick " + tick.tick() + " · stack depth " + chain.size() + " (Ctrl+End goes live)");
    }

    private Set<String> fireableFrom(String state) {
        Set<String> ids = new HashSet<>();
        for (Transition t : core.document().graph().transitions()) {
            if (t.from().equals(state) && t.trigger().type().isInput()) {
                ids.add(t.id());
            }
        }
        return ids;
    }

    /**
     * Fires a clicked transition if it is an input of the head (true: the click is consumed); any
     * other edge is selected as when not playing (false), so that it can be edited.
     */
    public boolean edgeClicked(String transitionId) {
        Transition t = core.document().graph().transitions().stream()
                .filter(x -> x.id().equals(transitionId))
                .findFirst()
                .orElse(null);
        if (t == null
                || headState == null
                || !t.from().equals(headState)
                || !t.trigger().type().isInput()) {
            return false;
        }
        if (player.travelling()) {
            core.notices().toast("Time travel shows a past tick: go live (Ctrl+End) to fire transitions");
            return true;
        }
        switch (t.trigger().type()) {
            case KEY -> player.session().key(t.trigger().text());
            case BUTTON -> player.session().button(t.trigger().text());
            default -> player.session().signal(t.trigger().text());
        }
        return true;
    }

    public ReadOnlyBooleanProperty playingProperty() {
        return playing.getReadOnlyProperty();
    }

    /** The running player, or null when Play is off. */
    public dev.stagestack.player.fx.PlayerController player() {
        return player;
    }

    public boolean isPlaying() {
        return playing.get();
    }

    /** The state of the head entry while playing, or null. */
    public String headState() {
        return headState;
    }
}
