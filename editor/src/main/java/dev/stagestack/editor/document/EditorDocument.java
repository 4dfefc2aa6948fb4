package dev.stagestack.editor.document;

import dev.stagestack.editor.command.Command;
import dev.stagestack.editor.command.CommandStack;
import dev.stagestack.model.Graph;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The open graph as the editor sees it (the file on disk is not the live model): the immutable
 * model, the selection, the undo history and the file. Every change goes through
 * {@link #execute(Command)}. Toolkit-free.
 */
public final class EditorDocument {
    private final ReadOnlyObjectWrapper<Graph> graph = new ReadOnlyObjectWrapper<>(this, "graph");
    private final CommandStack history = new CommandStack();
    private final Selection selection = new Selection();
    private final ObjectProperty<Path> file = new SimpleObjectProperty<>(this, "file");
    private final LongProperty savedVersion = new SimpleLongProperty(this, "savedVersion", 0);
    private final StringProperty lockReason = new SimpleStringProperty(this, "lockReason");
    private final BooleanBinding dirty;
    private final StringBinding title;
    private Consumer<String> onBlocked = message -> {};
    private final javafx.beans.property.ReadOnlyIntegerWrapper refusals =
            new javafx.beans.property.ReadOnlyIntegerWrapper(this, "refusals");
    private final java.util.List<Consumer<GraphChange>> changeListeners = new java.util.ArrayList<>();

    public EditorDocument(Graph initial, Path path) {
        graph.set(initial);
        file.set(path);
        dirty = Bindings.createBooleanBinding(
                () -> history.version() != savedVersion.get(), history.versionProperty(), savedVersion);
        title = Bindings.createStringBinding(this::computeTitle, graph, file, dirty);
    }

    /**
     * Applies {@code command} and records it for undo, unless editing is locked or it would give an
     * id to two states or two transitions (every edit keyed by id would then touch both; the user
     * is told which id is taken).
     */
    public boolean execute(Command command) {
        if (isBlocked()) {
            return false;
        }
        Graph result = command.apply(graph.get());
        Optional<String> taken = TakenIds.newlyShared(graph.get(), result);
        if (taken.isPresent()) {
            onBlocked.accept(taken.get());
            refusals.set(refusals.get() + 1);
            return false;
        }
        graph.set(result);
        history.push(command);
        pruneSelection();
        changed(command.renamedStates(), false);
        return true;
    }

    public boolean undo() {
        if (isBlocked()) {
            return false;
        }
        history.undo().ifPresent(c -> {
            graph.set(c.revert(graph.get()));
            changed(dev.stagestack.editor.command.StateRenames.reversed(c.renamedStates()), false);
        });
        pruneSelection();
        return true;
    }

    public boolean redo() {
        if (isBlocked()) {
            return false;
        }
        history.redo().ifPresent(c -> {
            graph.set(c.apply(graph.get()));
            changed(c.renamedStates(), false);
        });
        pruneSelection();
        return true;
    }

    private boolean isBlocked() {
        return !isEditable();
    }

    /** Whether edits are allowed now; when not, tells the blocked handler why. */
    public boolean isEditable() {
        if (lockReason.get() == null) {
            return true;
        }
        onBlocked.accept(lockReason.get());
        return false;
    }

    /** Replaces the whole content (new, open, recover): history is cleared. */
    public void load(Graph newGraph, Path path, boolean modified) {
        selection.clear();
        history.clear();
        graph.set(newGraph);
        file.set(path);
        savedVersion.set(modified ? -1 : history.version());
        changed(java.util.Map.of(), true);
    }

    /** Tells {@code listener} of every change of the graph after it is made, with the states it renamed. */
    public void addChangeListener(Consumer<GraphChange> listener) {
        changeListeners.add(listener);
    }

    private void changed(java.util.Map<String, String> renamedStates, boolean loaded) {
        GraphChange change = new GraphChange(graph.get(), renamedStates, loaded);
        List.copyOf(changeListeners).forEach(l -> l.accept(change));
    }

    /** Records that the current graph is what {@code path} now holds. */
    public void markSaved(Path path) {
        file.set(path);
        savedVersion.set(history.version());
    }

    private void pruneSelection() {
        Set<String> states = new HashSet<>();
        graph.get().states().forEach(s -> states.add(s.id()));
        Set<String> transitions = new HashSet<>();
        graph.get().transitions().forEach(t -> transitions.add(t.id()));
        selection.items().removeIf(r -> !(r.isState() ? states : transitions).contains(r.id()));
    }

    private String computeTitle() {
        Path path = file.get();
        String fileName = path == null ? "untitled" : String.valueOf(path.getFileName());
        return (dirty.get() ? "• " : "") + graph.get().name() + " — " + fileName + " — Stagestack";
    }

    /** Locks editing with a reason shown to the user (e.g. while Play runs); null unlocks. */
    public void setLockReason(String reason) {
        lockReason.set(reason);
    }

    public StringProperty lockReasonProperty() {
        return lockReason;
    }

    /**
     * Counts the edits refused for what they would do (an id taken twice): a view showing what the
     * user typed shows the graph again, since it did not change.
     */
    public javafx.beans.property.ReadOnlyIntegerProperty refusalsProperty() {
        return refusals.getReadOnlyProperty();
    }

    /** Called with the lock reason whenever an edit is refused, and with what {@link #tell} says. */
    public void setOnBlocked(Consumer<String> handler) {
        onBlocked = handler;
    }

    /** Tells the user, as a refusal is told, what an edit left out (a view cannot keep it on screen). */
    public void tell(String message) {
        onBlocked.accept(message);
    }

    public Graph graph() {
        return graph.get();
    }

    public ReadOnlyObjectProperty<Graph> graphProperty() {
        return graph.getReadOnlyProperty();
    }

    public CommandStack history() {
        return history;
    }

    public Selection selection() {
        return selection;
    }

    public ObjectProperty<Path> fileProperty() {
        return file;
    }

    public Path file() {
        return file.get();
    }

    public BooleanBinding dirtyProperty() {
        return dirty;
    }

    public boolean isDirty() {
        return dirty.get();
    }

    /** Window title: dirty mark, graph name and file name. */
    public StringBinding titleProperty() {
        return title;
    }
}
