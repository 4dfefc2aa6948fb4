package dev.stagestack.tools.export;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Variable;
import dev.stagestack.model.guard.Expr;
import dev.stagestack.model.guard.GuardParser;
import dev.stagestack.model.guard.GuardSyntaxException;
import dev.stagestack.tools.paths.VisitCounts;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/** What a {@link ChainRun} reads of a graph: its states by id, its variables by index, its parsed guards, the depth limit. */
final class RunRules {
    final Graph graph;
    final int depthLimit;
    final Map<String, StateDef> states = new HashMap<>();
    final Map<String, Integer> variables = new HashMap<>();
    private final Map<Transition, Expr> guards = new IdentityHashMap<>();
    /** Per once transition, its number among them in file order; and per number, its id. */
    private final Map<Transition, Integer> onceNumbers = new IdentityHashMap<>();

    final List<String> onceIds = new ArrayList<>();
    /** How far each count a guard reads is kept (docs/paths.md "Once and visits"). */
    final VisitCounts visits;

    RunRules(Graph graph, int depthLimit) throws ExportRefusedException {
        this.graph = graph;
        this.depthLimit = depthLimit;
        graph.states().forEach(s -> states.putIfAbsent(s.id(), s));
        List<Variable> vars = graph.variables();
        for (int i = 0; i < vars.size(); i++) {
            variables.put(vars.get(i).id(), i);
        }
        for (Transition t : graph.transitions()) {
            if (t.once()) {
                onceNumbers.put(t, onceIds.size());
                onceIds.add(t.id());
            }
            if (t.isGuarded()) {
                try {
                    guards.put(t, GuardParser.parse(t.when()));
                } catch (GuardSyntaxException e) {
                    throw new ExportRefusedException(
                            "transition " + t.id() + ": its guard does not parse; validate it");
                }
            }
        }
        this.visits = VisitCounts.of(graph, depthLimit);
    }

    /** The number of once transition {@code t} among the graph's, or -1 when it is not once. */
    int onceNumber(Transition t) {
        return onceNumbers.getOrDefault(t, -1);
    }

    /** The initial value of every variable, in file order. */
    long[] initialValues() {
        return graph.variables().stream().mapToLong(Variable::initial).toArray();
    }

    /** The guard of {@code t}, or null when it has none. */
    Expr guard(Transition t) {
        return guards.get(t);
    }

    Variable variable(String id) {
        return graph.variables().get(variables.get(id));
    }
}
