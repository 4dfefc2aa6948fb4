package dev.stagestack.model.check;

import java.util.List;
import java.util.Map;

/**
 * What {@link StackAnalysis} found, in state ids, sound for every run that respects {@code assumptions}
 * and makes no requests from behaviour code (see {@code approximations}). Read docs/analysis.md.
 *
 * @param assumptions         the event assumption and runtime limits the results hold for
 * @param maxDepth            the deepest the staging chain (so also the stack) can get, or null when unbounded
 * @param unbounded           whether pushes can repeat for ever (only the runtime's depth limit stops them)
 * @param unboundedCycle      when unbounded: a stack, bottom first, whose last state repeats an earlier
 *                            one; repeating the part between the two grows it without end. Else empty
 * @param popTargets          for each state that can have an entry, in file order: the states that can
 *                            lie directly below one of its entries, i.e. what a pop from it can reveal;
 *                            {@link #EMPTY_STACK} when it can be the bottom entry
 * @param emptyPopFrom        states a pop from which can leave the stack empty (the run ends at the next
 *                            commit, and a further pop in the same tick fails with {@code pop-empty})
 * @param popEmptyTransitions transitions one of whose actions can find the staging stack already empty
 *                            (runtime error {@code pop-empty})
 * @param runawayLoops        lifecycle-trigger loops every commit entering which runs away: the head
 *                            states of one turn of the loop, in order
 * @param runawayWitnesses    for each loop, the same turn as readable callbacks and transitions
 * @param reachable           states that can get an entry, in file order
 * @param headStates          states that can be head when input and timers are handled (docs/semantics.md §4)
 * @param approximations      where the results over-approximate, in words
 * @param complete            false when the analysis stopped at its work budget and every field is the
 *                            coarsest sound answer (see {@code approximations}); true otherwise
 */
public record StackReport(
        AnalysisOptions assumptions,
        Integer maxDepth,
        boolean unbounded,
        List<String> unboundedCycle,
        Map<String, List<String>> popTargets,
        List<String> emptyPopFrom,
        List<String> popEmptyTransitions,
        List<List<String>> runawayLoops,
        List<String> runawayWitnesses,
        List<String> reachable,
        List<String> headStates,
        List<String> approximations,
        boolean complete) {

    /** Stands for "no entry below": the empty stack. It can never be a state id (docs/format.md "State"). */
    public static final String EMPTY_STACK = "<empty>";

    /** Copies the lists and the map. */
    public StackReport {
        unboundedCycle = List.copyOf(unboundedCycle);
        popTargets = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(popTargets));
        emptyPopFrom = List.copyOf(emptyPopFrom);
        popEmptyTransitions = List.copyOf(popEmptyTransitions);
        runawayLoops = runawayLoops.stream().map(List::copyOf).toList();
        runawayWitnesses = List.copyOf(runawayWitnesses);
        reachable = List.copyOf(reachable);
        headStates = List.copyOf(headStates);
        approximations = List.copyOf(approximations);
    }

    /**
     * How the first line of {@link #approximations} about guards and variables starts; it is there only
     * for graphs with variables, guards or once transitions, and goes on with {@code exact (...)} or
     * {@code variables abstracted: ...} (docs/analysis.md "Guards and variables").
     */
    public static final String GUARDS_NOTE = "Guards and variables: ";

    /** The approximation line about guards and variables, without {@link #GUARDS_NOTE}; empty when none applies. */
    public java.util.Optional<String> guardsPrecision() {
        return approximations.stream()
                .filter(line -> line.startsWith(GUARDS_NOTE))
                .map(line -> line.substring(GUARDS_NOTE.length()))
                .findFirst();
    }

    /** What a pop from {@code stateId} can reveal; empty when it never gets an entry. */
    public List<String> popTargetsOf(String stateId) {
        return popTargets.getOrDefault(stateId, List.of());
    }
}
