package dev.stagestack.runtime;

import dev.stagestack.model.guard.Expr;
import dev.stagestack.model.guard.GuardFacts;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a guard reads at the moment its transition would fire (docs/semantics.md §21): the run's
 * {@link Variables} and the <em>staging</em> chain — {@code depth}, {@code count(S)} and
 * {@code onStack(S)} count staging's entries, since requests act on staging — and {@code visits(S)}, how
 * many times an entry of S has been entered since the run started. Live: it reads the stack as it is.
 */
public final class StagingFacts implements GuardFacts {

    private final StateStack stack;

    StagingFacts(StateStack stack) {
        this.stack = stack;
    }

    @Override
    public long variable(String id) {
        return stack.variables().value(id);
    }

    @Override
    public int depth() {
        Entry top = stack.staging();
        return top == null ? 0 : top.depth;
    }

    @Override
    public int count(String stateId) {
        int n = 0;
        for (Entry e = stack.staging(); e != null; e = e.parent) {
            if (e.type.id().equals(stateId)) {
                n++;
            }
        }
        return n;
    }

    @Override
    public long visits(String stateId) {
        return stack.visits(stateId);
    }

    /**
     * What {@code guard} reads now, one fact each in the order of its text, e.g. {@code hasSave = false},
     * {@code onStack(fade) = true}, {@code depth = 2}.
     */
    public List<String> factsOf(Expr guard) {
        Set<String> out = new LinkedHashSet<>();
        collect(guard, out);
        return new ArrayList<>(out);
    }

    private void collect(Expr e, Set<String> out) {
        if (e instanceof Expr.VarRef v) {
            out.add(v.name() + " = " + stack.variables().definition(v.name()).format(variable(v.name())));
        } else if (e instanceof Expr.Depth) {
            out.add("depth = " + depth());
        } else if (e instanceof Expr.StackFact f) {
            long value = f.evaluate(this);
            String shown = f.function().isBoolean() ? Boolean.toString(value != 0) : Long.toString(value);
            out.add(f.toText() + " = " + shown);
        } else if (e instanceof Expr.Not n) {
            collect(n.operand(), out);
        } else if (e instanceof Expr.Negate n) {
            collect(n.operand(), out);
        } else if (e instanceof Expr.Binary b) {
            collect(b.left(), out);
            collect(b.right(), out);
        }
    }
}
