package dev.stagestack.tools.paths;

import dev.stagestack.model.Variable;
import dev.stagestack.runtime.CommitStep;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.EntryResources;
import dev.stagestack.runtime.StackError;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StackOptions;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.Variables;
import dev.stagestack.runtime.assets.RunAssets;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Runs a path through the real runtime and looks at where it ends: the graph's own transitions only
 * (no behaviour code), the runtime's default limits. A run is deterministic, so replaying a path
 * always reaches the same run state.
 */
final class RunProbe {

    private final Map<String, Long> timerCaps;
    /** Each entry's spent once transitions and the visit counts guards read: part of a run state too. */
    private final RunConditions conditions;
    /** Where the configurations the runs commit are numbered. */
    private final StackTable stacks;
    /**
     * The run every replay is a {@link GraphRun#rerun() rerun} of, never started itself: the replays
     * share its table of states and its asset tables (which only count references; nothing is
     * loaded), since building them for each of a large graph's hundred thousand replays would cost
     * more than the replays themselves (1,000-state tree: 22.7 s, then 12 s with shared assets, then
     * under 3 s with the shared table too, docs/benchmarks-log.md, "Test paths").
     */
    private final GraphRun template;

    /**
     * @param graph     a graph compiled without behaviours
     * @param timerCaps per state id, the largest timer threshold of its transitions (absent: none)
     * @param stacks    where to number the configurations committed
     */
    RunProbe(CompiledGraph graph, Map<String, Long> timerCaps, StackTable stacks) {
        this.timerCaps = timerCaps;
        this.conditions = RunConditions.of(graph.source());
        this.stacks = stacks;
        this.template = new GraphRun(
                graph,
                StackOptions.DEFAULT_MAX_DEPTH,
                StackOptions.DEFAULT_MAX_STEPS,
                EntryResources.Factory.NONE,
                RunAssets.referencesOnly(graph.source()));
    }

    /** A listener that hears every replay and says nothing. */
    private static final dev.stagestack.runtime.StackListener EXPLORING = new dev.stagestack.runtime.StackListener() {};

    /**
     * Where a run is after a tick, and what fired in that tick.
     *
     * @param key       the run state, as {@link #keyOf} writes it; null when the run ended
     * @param committed the number of the committed configuration in {@link #stacks}; NONE when ended
     */
    record Outcome(String key, int committed, List<String> firedInCommit, List<String> firedAfter, boolean ended) {}

    /** Starts a run, replays {@code path}, then runs one more tick with {@code events}. */
    Outcome replayThen(TestPath path, List<InputEvent> events) {
        GraphRun run = template.rerun();
        FiredTransitions fired = new FiredTransitions();
        run.addListener(EXPLORING); // the refusals a path meets are edges being explored, not news to log
        run.start();
        for (List<InputEvent> tick : path.ticks()) {
            tick.forEach(run::offer);
            if (!run.tick()) {
                throw new IllegalStateException("a path goes on after its run ended");
            }
        }
        run.addListener(fired);
        events.forEach(run::offer);
        boolean goesOn = run.tick();
        if (!goesOn) {
            return new Outcome(null, StackTable.NONE, fired.inCommit, fired.after, true);
        }
        List<Entry> headChain = chain(run.stack().head());
        int committed = StackTable.NONE;
        for (Entry e : headChain) {
            committed = stacks.push(committed, e.stateId());
        }
        return new Outcome(keyOf(run.stack(), headChain, committed), committed, fired.inCommit, fired.after, false);
    }

    /**
     * Everything that decides what a graph-only run does next, in a few characters: the head chain
     * (its configuration's number) with its restart flags, the staging chain where it leaves the head
     * chain, whether the run is quitting, and head's active-tick counter up to the last timer
     * threshold of head's state, the variables' values, and each entry's spent once transitions and the
     * visit counts guards read (as {@link RunConditions} keeps them).
     */
    private String keyOf(StateStack stack, List<Entry> headChain, int committed) {
        StringBuilder key = new StringBuilder();
        appendNumber(key, committed);
        for (int i = 0; i < headChain.size(); i++) {
            if (headChain.get(i).restartFlagged()) {
                key.append('!');
                appendNumber(key, i);
            }
        }
        List<Entry> stagingChain = chain(stack.staging());
        int shared = 0;
        while (shared < headChain.size()
                && shared < stagingChain.size()
                && headChain.get(shared) == stagingChain.get(shared)) {
            shared++;
        }
        key.append('|');
        appendNumber(key, shared);
        for (Entry e : stagingChain.subList(shared, stagingChain.size())) {
            appendNumber(key, stacks.stateNumber(e.stateId()));
        }
        Entry head = stack.head();
        long cap = timerCaps.getOrDefault(head.stateId(), 0L);
        key.append(stack.quitting() ? 'q' : '|');
        appendNumber(key, (int) Math.min(head.activeTicks(), Math.min(cap, Integer.MAX_VALUE)));
        appendVariables(key, stack.variables());
        if (conditions.any()) {
            List<Entry> entries = new ArrayList<>(headChain);
            entries.addAll(stagingChain.subList(shared, stagingChain.size()));
            conditions.appendKey(key, entries, stack);
        }
        return key.toString();
    }

    /**
     * The variables' values, in the graph's order (docs/semantics.md §21): two runs that differ only
     * there may fire different guarded transitions next, so they are two run states. A value is within
     * ±1,000,000,000 (docs/format.md "Variables"), so it fits the two chars of an int.
     */
    private static void appendVariables(StringBuilder key, Variables variables) {
        for (Variable v : variables.definitions()) {
            appendNumber(key, (int) variables.value(v.id()));
        }
    }

    /** An int as two chars: keys stay a few characters long whatever the ids are. */
    private static void appendNumber(StringBuilder key, int number) {
        key.append((char) (number >>> 16)).append((char) number);
    }

    private static List<Entry> chain(Entry top) {
        List<Entry> chain = new ArrayList<>();
        for (Entry e = top; e != null; e = e.parent()) {
            chain.add(e);
        }
        Collections.reverse(chain);
        return chain;
    }

    /**
     * The graph transitions whose requests were made, in order, repeats included: those fired by
     * lifecycle triggers during the tick's commit, and those fired after it (input and timers).
     */
    private static final class FiredTransitions implements StackListener {
        private final List<String> inCommit = new ArrayList<>();
        private final List<String> after = new ArrayList<>();
        private boolean committing;

        @Override
        public void stepped(StateStack stack, CommitStep step, Entry entry) {
            committing = true;
        }

        @Override
        public void committed(StateStack stack, int steps) {
            committing = false;
        }

        @Override
        public void error(StateStack stack, StackError code, Entry entry, String message) {
            if (code == StackError.RUNAWAY) {
                committing = false;
            }
        }

        @Override
        public void because(StateStack stack, Entry entry, String cause) {
            CompiledGraph.transitionOf(cause).ifPresent(committing ? inCommit::add : after::add);
        }
    }
}
