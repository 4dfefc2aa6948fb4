package dev.stagestack.tools.export;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.TriggerType;
import dev.stagestack.model.Variable;
import dev.stagestack.model.check.StackAnalysis;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.EntryResources;
import dev.stagestack.runtime.StackError;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.TransitionCheck;
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.trace.ScriptEvent;
import dev.stagestack.tools.paths.GraphOnly;
import dev.stagestack.tools.paths.RunConditions;
import dev.stagestack.tools.paths.VisitCounts;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.ObjLongConsumer;

/**
 * The runtime's side of a differential case: its headless run of the graph (its transitions only, no
 * behaviour code, as the export), and scripts that a machine taking one event at a time can follow.
 */
final class RuntimeSide {
    private RuntimeSide() {}

    /**
     * The runtime's configuration after each tick's commit, named as docs/export.md names them, until
     * the run ends: the stack the commit settled on, each entry's spent once transitions, the variables
     * and the visit counts as they were when it settled (a change made by the tick's input or timers
     * shows with the next commit, as in the machine).
     */
    static List<String> configurations(Differential.Case c, int depthLimit) {
        List<String> out = new ArrayList<>();
        CommitNames names = new CommitNames(c.graph(), depthLimit);
        boolean ran = replay(c, depthLimit, names, (run, tick) -> out.add(names.after(run.stack())));
        if (!ran) {
            out.add("(ended)");
        }
        return out;
    }

    /** The depth limit both sides run {@code graph} with: the runtime's, or {@link Differential#BOUND} when its stack is unbounded. */
    static int depthLimit(Graph graph) {
        return StackAnalysis.analyze(graph).unbounded() ? Differential.BOUND : 256;
    }

    /**
     * A case whose script a machine can follow whole (docs/export.md "One event a tick"): the {@code
     * events} (at most one a tick) without those the runtime's run delivers in a tick in which a timer
     * of head fires too, dropped earliest first, each drop followed by a new run.
     */
    static Differential.Case raceFree(String name, Graph graph, List<ScriptEvent> events, long ticks) {
        List<ScriptEvent> kept = new ArrayList<>(events);
        while (true) {
            Set<Long> timerTicks = new HashSet<>();
            StackListener quiet = new StackListener() {};
            replay(new Differential.Case(name, graph, kept, ticks), depthLimit(graph), quiet, (run, tick) -> {
                Entry head = run.stack().head();
                if (timerThresholds(graph, head.stateId()).contains(head.activeTicks())) {
                    timerTicks.add(tick);
                }
            });
            Optional<ScriptEvent> clash =
                    kept.stream().filter(e -> timerTicks.contains(e.tick())).findFirst();
            if (clash.isEmpty()) {
                return new Differential.Case(name, graph, kept, ticks);
            }
            kept.remove(clash.get());
        }
    }

    /** The thresholds, in ticks of head's activation, of the timers of {@code state}: its own, its groups', every state's. */
    private static Set<Long> timerThresholds(Graph graph, String state) {
        Set<Long> out = new HashSet<>();
        StateDef def = graph.states().stream()
                .filter(s -> s.id().equals(state))
                .findFirst()
                .orElseThrow();
        for (Transition t : graph.transitionsApplyingTo(def)) {
            if (t.trigger().type() == TriggerType.TIMER) {
                out.add(t.trigger().timerTicks(graph.tickRate()));
            }
        }
        return out;
    }

    /**
     * Runs the case: the events of each tick offered before it, {@code listener} hearing the stack
     * (refused requests are part of these runs: heard, not logged), {@code afterTick} told after each
     * tick that leaves the run going.
     *
     * @return false when the run ended within the case's ticks
     */
    private static boolean replay(
            Differential.Case c, int depthLimit, StackListener listener, ObjLongConsumer<GraphRun> afterTick) {
        GraphRun run = new GraphRun(GraphOnly.compile(c.graph()), depthLimit, 4096, EntryResources.Factory.NONE);
        run.addListener(listener);
        run.start();
        int next = 0;
        try {
            for (long tick = 0; tick < c.ticks(); tick++) {
                while (next < c.events().size() && c.events().get(next).tick() == tick) {
                    run.offer(c.events().get(next++).event());
                }
                if (!run.tick()) {
                    return false;
                }
                afterTick.accept(run, tick);
            }
            return true;
        } finally {
            run.finish();
        }
    }

    /**
     * The configuration as docs/export.md names it, as the last commit left it: every news of a tick
     * (a variable set, a guard or once tried) first takes the name as it stands, and a commit's end (or
     * a runaway's stop) takes it again. A tick's input and timers come after its commit, so what they
     * change shows with the next commit, as in the machine; a tick without news changed nothing.
     */
    private static final class CommitNames implements StackListener {
        private final RunConditions conditions;
        private final List<Variable> definitions;
        /** The variables as heard: a change is told after it is made, so they are not read off the stack. */
        private final long[] values;

        private String atCommit;
        /** The tick of the last news: a change, a check, or a commit's end. */
        private long tick = -1;

        CommitNames(Graph graph, int depthLimit) {
            this.conditions = RunConditions.of(graph, depthLimit);
            this.definitions = graph.variables();
            this.values = definitions.stream().mapToLong(Variable::initial).toArray();
        }

        @Override
        public void variableSet(StateStack stack, Variable variable, long value) {
            beginIfNew(stack);
            values[definitions.indexOf(variable)] = value;
        }

        @Override
        public void transitionChecked(StateStack stack, Entry entry, TransitionCheck check) {
            beginIfNew(stack);
        }

        @Override
        public void committed(StateStack stack, int steps) {
            beginIfNew(stack);
            atCommit = now(stack);
        }

        @Override
        public void error(StateStack stack, StackError code, Entry entry, String message) {
            if (code == StackError.RUNAWAY) {
                committed(stack, 0);
            }
        }

        private void beginIfNew(StateStack stack) {
            if (stack.tick() != tick) {
                tick = stack.tick();
                atCommit = now(stack);
            }
        }

        /** After a tick of {@code stack}: the name its commit settled on. */
        String after(StateStack stack) {
            return stack.tick() == tick ? atCommit : now(stack);
        }

        /**
         * The name as the stack stands: the head chain, each entry with the once transitions it spent,
         * {@code title[show-tip] > world}, then the variables and the visit counts when there are any:
         * {@code {lives=2, visits(world)=3+}}.
         */
        private String now(StateStack stack) {
            List<String> entries = new ArrayList<>();
            for (Entry e = stack.head(); e != null; e = e.parent()) {
                List<String> spent = conditions.spent(e);
                entries.add(0, e.stateId() + (spent.isEmpty() ? "" : "[" + String.join(", ", spent) + "]"));
            }
            List<String> facts = new ArrayList<>();
            for (int i = 0; i < definitions.size(); i++) {
                facts.add(definitions.get(i).id() + "=" + definitions.get(i).format(values[i]));
            }
            List<Long> kept = conditions.keptVisits(stack);
            VisitCounts counts = conditions.visits();
            for (int i = 0; i < kept.size(); i++) {
                String state = counts.states().get(i);
                facts.add("visits(" + state + ")=" + kept.get(i) + (kept.get(i) == counts.cap(state) ? "+" : ""));
            }
            String chain = String.join(" > ", entries);
            return facts.isEmpty() ? chain : chain + " {" + String.join(", ", facts) + "}";
        }
    }
}
