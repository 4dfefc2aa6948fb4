package dev.stagestack.editor.command;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The undo and redo history, bounded: when full, the oldest step is forgotten. The stack does not
 * hold the graph; the document applies what {@link #undo()} and {@link #redo()} hand back.
 * Each pushed step gets a new serial, so "unchanged since save" is a comparison of {@link #version()}.
 */
public final class CommandStack {
    /** Steps kept by default. */
    public static final int DEFAULT_CAPACITY = 200;

    private record Step(Command command, long serial) {}

    private final int capacity;
    private final Deque<Step> undo = new ArrayDeque<>();
    private final Deque<Step> redo = new ArrayDeque<>();
    private final ReadOnlyLongWrapper version = new ReadOnlyLongWrapper(this, "version", 0);
    private final ReadOnlyStringWrapper undoText = new ReadOnlyStringWrapper(this, "undoText");
    private final ReadOnlyStringWrapper redoText = new ReadOnlyStringWrapper(this, "redoText");
    private long nextSerial = 1;

    public CommandStack() {
        this(DEFAULT_CAPACITY);
    }

    public CommandStack(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1");
        }
        this.capacity = capacity;
    }

    /** Records a command that has just been applied; clears the redo side. */
    public void push(Command command) {
        undo.push(new Step(command, nextSerial++));
        if (undo.size() > capacity) {
            undo.removeLast();
        }
        redo.clear();
        changed();
    }

    /** The command to revert, moved to the redo side; empty when there is nothing to undo. */
    public Optional<Command> undo() {
        return move(undo, redo);
    }

    /** The command to apply again, moved to the undo side; empty when there is nothing to redo. */
    public Optional<Command> redo() {
        return move(redo, undo);
    }

    private Optional<Command> move(Deque<Step> from, Deque<Step> to) {
        Step step = from.poll();
        if (step == null) {
            return Optional.empty();
        }
        to.push(step);
        changed();
        return Optional.of(step.command());
    }

    /** Forgets every step (a new or opened file). */
    public void clear() {
        undo.clear();
        redo.clear();
        changed();
    }

    private void changed() {
        version.set(undo.isEmpty() ? 0 : undo.peek().serial());
        undoText.set(undo.isEmpty() ? null : undo.peek().command().description());
        redoText.set(redo.isEmpty() ? null : redo.peek().command().description());
    }

    /** Identifies the current point in history: equal versions mean equal graphs. */
    public ReadOnlyLongProperty versionProperty() {
        return version.getReadOnlyProperty();
    }

    public long version() {
        return version.get();
    }

    /** Description of the step Undo would revert, or null. */
    public ReadOnlyStringProperty undoTextProperty() {
        return undoText.getReadOnlyProperty();
    }

    /** Description of the step Redo would apply, or null. */
    public ReadOnlyStringProperty redoTextProperty() {
        return redoText.getReadOnlyProperty();
    }

    public int undoSize() {
        return undo.size();
    }

    public int redoSize() {
        return redo.size();
    }

    public int capacity() {
        return capacity;
    }
}
