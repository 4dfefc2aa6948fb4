package dev.stagestack.tools.paths;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.trace.Script;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What runs exercised, read from their traces (docs/semantics.md §9): the states entered, the
 * configurations committed (the head chain at the end of each tick) and, from the explanation lines
 * of an explained trace ({@code trace --explain}), the transitions that fired, and from its
 * {@code skip ... when} lines the guards seen false.
 */
public final class Exercised {

    private final Set<String> states = new LinkedHashSet<>();
    private final Set<Configuration> configurations = new LinkedHashSet<>();
    private final Set<String> transitions = new LinkedHashSet<>();
    private final Set<String> guardsSeenFalse = new LinkedHashSet<>();
    private int traces;
    private int explainedTraces;

    /** Nothing exercised yet. */
    public Exercised() {}

    /**
     * Adds one trace.
     *
     * @param trace the text of a trace, as {@code stagestack trace} or the player writes it
     * @return this
     */
    public Exercised addTrace(String trace) {
        List<String> chain = new ArrayList<>();
        String tick = null;
        boolean explained = false;
        for (String line : trace.split("\n", -1)) {
            if (line.startsWith("#")) {
                explained = true;
                CompiledGraph.transitionOf(line).ifPresent(transitions::add);
                continue;
            }
            String[] words = line.split(" ", 4);
            if (words.length < 2) {
                continue;
            }
            if (!words[0].equals(tick)) {
                commit(chain);
                tick = words[0];
            }
            if (words.length >= 3) {
                follow(chain, words[1], words[2]);
            }
            if (words.length == 4 && words[1].equals("skip")) {
                skipped(words[3]);
            }
        }
        commit(chain);
        traces++;
        if (explained) {
            explainedTraces++;
        }
        return this;
    }

    /**
     * Adds the run of a script on {@code graph}'s own transitions (behaviour code is not run, as in
     * {@link ConfigurationExplorer}), for {@code ticks} ticks, explained.
     *
     * @param graph  a graph without errors
     * @param script the input events
     * @param ticks  how many ticks to run, as {@code stagestack trace --ticks}
     * @return this
     */
    public Exercised addScript(Graph graph, Script script, long ticks) {
        return addTrace(GraphOnly.explainedTrace(graph, script, ticks));
    }

    /** Moves the head chain as a commit callback does: enter puts an entry on top, exit takes it off. */
    private void follow(List<String> chain, String event, String entry) {
        int hash = entry.lastIndexOf('#');
        if (hash <= 0) {
            return;
        }
        if (event.equals("enter")) {
            chain.add(entry);
            states.add(entry.substring(0, hash));
        } else if (event.equals("exit")
                && !chain.isEmpty()
                && chain.get(chain.size() - 1).equals(entry)) {
            chain.remove(chain.size() - 1);
        }
    }

    /**
     * A trace's {@code skip} line (docs/semantics.md §21), after its entry: {@code <transition> when
     * <guard>} says the guard was false when the transition would have fired; {@code <transition> once}
     * says nothing about its guard.
     */
    private void skipped(String rest) {
        String[] parts = rest.split(" ", 3);
        if (parts.length >= 2 && parts[1].equals("when")) {
            guardsSeenFalse.add(parts[0]);
        }
    }

    /** At the end of a tick: the head chain is that tick's committed stack. */
    private void commit(List<String> chain) {
        if (!chain.isEmpty()) {
            configurations.add(new Configuration(
                    chain.stream().map(e -> e.substring(0, e.lastIndexOf('#'))).toList()));
        }
    }

    /** @return the states entered, in the order first entered */
    public Set<String> states() {
        return Collections.unmodifiableSet(states);
    }

    /** @return the configurations committed, in the order first committed */
    public Set<Configuration> configurations() {
        return Collections.unmodifiableSet(configurations);
    }

    /** @return the transitions that fired, in the order first fired (only explained traces say) */
    public Set<String> transitions() {
        return Collections.unmodifiableSet(transitions);
    }

    /** @return the transitions a run skipped because their guard was false, in the order first skipped */
    public Set<String> guardsSeenFalse() {
        return Collections.unmodifiableSet(guardsSeenFalse);
    }

    /** @return the number of traces added */
    public int traces() {
        return traces;
    }

    /** @return the number of traces added that carry explanation lines, so name the transitions that fired */
    public int explainedTraces() {
        return explainedTraces;
    }
}
