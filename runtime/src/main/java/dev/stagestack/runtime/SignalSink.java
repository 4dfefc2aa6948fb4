package dev.stagestack.runtime;

/** Receives the signals that behaviours raise through {@link Context#signal(String)}. */
@FunctionalInterface
public interface SignalSink {

    /** A sink that drops every signal: for stacks that run no graph. */
    SignalSink NONE = name -> {
    };

    /** Raises the signal {@code name} for a later input phase (docs/semantics.md §12). */
    void signal(String name);
}
