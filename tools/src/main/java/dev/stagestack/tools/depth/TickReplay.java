package dev.stagestack.tools.depth;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.graph.CompiledGraph;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.graph.InputEvent;
import dev.stagestack.tools.paths.GraphOnly;
import dev.stagestack.tools.paths.RunConditions;
import dev.stagestack.tools.paths.TestPath;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Replays a path through the real runtime (the graph's own transitions, the runtime's default limits)
 * and copies, after each tick, what decides how the run goes on (as {@code paths}' run states do): the
 * head and staging chains, the head chain's restart flags, head's timer counter, whether it is
 * quitting, the variables, each entry's spent once transitions and the visit counts guards read
 * ({@link RunConditions}); and the transitions that fired in the tick.
 */
final class TickReplay {

    /**
     * The run after one tick, copied when it happened (entries are pooled and change later).
     *
     * @param head        the head chain's entries by serial number, bottom first (empty once the run ended)
     * @param headStates  their state ids
     * @param staging     the staging chain's entries by serial number, bottom first
     * @param stagingStates their state ids
     * @param headTicks   head's active-tick counter
     * @param restarts    for each entry of the head chain, whether it is flagged for a restart
     * @param quitting    whether a quit is pending
     * @param headSpent   for each entry of the head chain, the once transitions it has spent
     * @param stagingSpent for each entry of the staging chain, the same
     * @param run         the variables' values and the visit counts as kept, which belong to the run
     * @param fired       the transitions that made requests in this tick, in order
     */
    record Tick(
            List<Integer> head,
            List<String> headStates,
            List<Integer> staging,
            List<String> stagingStates,
            long headTicks,
            List<Boolean> restarts,
            boolean quitting,
            List<List<String>> headSpent,
            List<List<String>> stagingSpent,
            List<Long> run,
            List<String> fired) {

        boolean ended() {
            return head.isEmpty();
        }

        /** The committed depth. */
        int depth() {
            return head.size();
        }

        /** How many entries, from the bottom, head and staging share. */
        int shared() {
            int n = 0;
            while (n < head.size() && n < staging.size() && head.get(n).equals(staging.get(n))) {
                n++;
            }
            return n;
        }

        /** The part of the run above the shared entries, as states and flags: what a turn of a pump repeats. */
        List<Object> top() {
            int n = shared();
            return List.of(
                    headStates.subList(n, headStates.size()),
                    stagingStates.subList(n, stagingStates.size()),
                    restarts.subList(n, restarts.size()),
                    headSpent.subList(n, headSpent.size()),
                    stagingSpent.subList(n, stagingSpent.size()),
                    run,
                    headTicks,
                    quitting);
        }

        /** The once transitions each shared entry has spent, bottom first. */
        List<List<String>> sharedSpent() {
            return headSpent.subList(0, shared());
        }

        /** The states of the shared entries, bottom first. */
        List<String> sharedStates() {
            return headStates.subList(0, shared());
        }

        /** Whether the first {@code count} shared entries of {@code lower}, the very same ones, lie under both chains. */
        boolean standsOn(Tick lower, int count) {
            List<Integer> base = lower.head.subList(0, count);
            return head.size() > count
                    && staging.size() > count
                    && head.subList(0, count).equals(base)
                    && staging.subList(0, count).equals(base);
        }
    }

    private TickReplay() {}

    /** The ticks of {@code path} on {@code graph}, one per tick, stopping after the tick that ends the run. */
    static List<Tick> of(Graph graph, TestPath path) {
        GraphRun run = new GraphRun(GraphOnly.compile(graph));
        RunConditions conditions = RunConditions.of(graph);
        Fired fired = new Fired();
        run.addListener(fired);
        run.start();
        List<Tick> ticks = new ArrayList<>();
        for (List<InputEvent> events : path.ticks()) {
            events.forEach(run::offer);
            fired.now.clear();
            boolean goesOn = run.tick();
            List<String> firedNow = List.copyOf(fired.now);
            ticks.add(
                    goesOn
                            ? snapshot(run.stack(), conditions, firedNow)
                            : new Tick(
                                    List.of(), List.of(), List.of(), List.of(), 0, List.of(), false, List.of(),
                                    List.of(), List.of(), firedNow));
            if (!goesOn) {
                break;
            }
        }
        return ticks;
    }

    private static Tick snapshot(StateStack stack, RunConditions conditions, List<String> fired) {
        List<Entry> head = chain(stack.head());
        List<Entry> staging = chain(stack.staging());
        List<Long> run = new ArrayList<>();
        stack.variables().definitions().forEach(v -> run.add(stack.variables().value(v.id())));
        run.addAll(conditions.keptVisits(stack));
        return new Tick(
                serials(head),
                states(head),
                serials(staging),
                states(staging),
                stack.head().activeTicks(),
                head.stream().map(Entry::restartFlagged).toList(),
                stack.quitting(),
                head.stream().map(conditions::spent).toList(),
                staging.stream().map(conditions::spent).toList(),
                run,
                fired);
    }

    /** The chain under {@code top}, bottom first. */
    private static List<Entry> chain(Entry top) {
        List<Entry> chain = new ArrayList<>();
        for (Entry e = top; e != null; e = e.parent()) {
            chain.add(e);
        }
        Collections.reverse(chain);
        return chain;
    }

    private static List<Integer> serials(List<Entry> chain) {
        return chain.stream().map(Entry::serial).toList();
    }

    private static List<String> states(List<Entry> chain) {
        return chain.stream().map(Entry::stateId).toList();
    }

    /** The graph transitions whose requests were made, in order. */
    private static final class Fired implements StackListener {
        private final List<String> now = new ArrayList<>();

        @Override
        public void because(StateStack stack, Entry entry, String cause) {
            CompiledGraph.transitionOf(cause).ifPresent(now::add);
        }
    }
}
