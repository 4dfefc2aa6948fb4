package dev.stagestack.tools.paths;

import dev.stagestack.runtime.graph.InputEvent;
import java.util.List;

/**
 * How a run goes from one configuration to the next: the input events delivered while the stack
 * stood at {@code from} and the transitions that fired from then until {@code to} was committed.
 *
 * @param from        the configuration before
 * @param to          the configuration after, or null when the run ends
 * @param events      the input events, in order; empty when only timers or lifecycle transitions acted
 * @param transitions the ids of the transitions that fired, in order, repeats included
 */
public record ConfigurationEdge(
        Configuration from, Configuration to, List<InputEvent> events, List<String> transitions) {

    /** Copies the lists. */
    public ConfigurationEdge {
        events = List.copyOf(events);
        transitions = List.copyOf(transitions);
    }

    /** @return whether the run ends on this edge */
    public boolean endsRun() {
        return to == null;
    }
}
