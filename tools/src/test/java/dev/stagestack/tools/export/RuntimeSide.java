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
import dev.stagestack.runtime.graph.GraphRun;
import dev.stagestack.runtime.trace.ScriptEvent;
import dev.stagestack.tools.paths.GraphOnly;
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
     * the run ends: the stack the commit settled on and the variables as they were when it settled
     * (a change made by the tick's input or timers shows with the next commit, as in the machine).
     */
    static List<String> configurations(Differential.Case c, int depthLimit) {
        List<String> out = new ArrayList<>();
        CommitValues values = new CommitValues(c.graph().variables());
        boolean ran = replay(c, depthLimit, values, (run, tick) -> out.add(name(run.stack(), values)));
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
     * The configuration as docs/export.md names it: the chain of state ids bottom first, joined by
     * {@code " > "}, then, when the graph has variables, their values in file order: {@code title {lives=2}}.
     */
    private static String name(StateStack stack, CommitValues values) {
        List<String> ids = new ArrayList<>();
        for (Entry e = stack.head(); e != null; e = e.parent()) {
            ids.add(0, e.stateId());
        }
        String chain = String.join(" > ", ids);
        return values.definitions.isEmpty() ? chain : chain + " {" + values.after(stack) + "}";
    }

    /**
     * The variables as the last commit left them: every change heard as it happens, and the values
     * taken when a commit settles (or is stopped as a runaway). A tick's values before its first
     * change are those its commit starts from; a tick whose commit takes no step changes nothing
     * before its input, so those stand.
     */
    private static final class CommitValues implements StackListener {
        final List<Variable> definitions;
        private final long[] now;
        private final long[] atCommit;
        /** The tick of the last news: a change, or a commit's end. */
        private long tick = -1;

        CommitValues(List<Variable> definitions) {
            this.definitions = definitions;
            this.now = definitions.stream().mapToLong(Variable::initial).toArray();
            this.atCommit = now.clone();
        }

        @Override
        public void variableSet(StateStack stack, Variable variable, long value) {
            beginIfNew(stack);
            now[definitions.indexOf(variable)] = value;
        }

        @Override
        public void committed(StateStack stack, int steps) {
            take(stack);
        }

        @Override
        public void error(StateStack stack, StackError code, Entry entry, String message) {
            if (code == StackError.RUNAWAY) {
                take(stack);
            }
        }

        private void take(StateStack stack) {
            beginIfNew(stack);
            System.arraycopy(now, 0, atCommit, 0, now.length);
        }

        /** At a tick's first news, before it changes anything: its commit starts from these values. */
        private void beginIfNew(StateStack stack) {
            if (stack.tick() != tick) {
                tick = stack.tick();
                System.arraycopy(now, 0, atCommit, 0, now.length);
            }
        }

        /** After a tick of {@code stack}: the values its commit settled on, {@code lives=2, hasSave=true}. */
        String after(StateStack stack) {
            long[] values = stack.tick() == tick ? atCommit : now;
            List<String> pairs = new ArrayList<>();
            for (int i = 0; i < definitions.size(); i++) {
                pairs.add(definitions.get(i).id() + "=" + definitions.get(i).format(values[i]));
            }
            return String.join(", ", pairs);
        }
    }
}
