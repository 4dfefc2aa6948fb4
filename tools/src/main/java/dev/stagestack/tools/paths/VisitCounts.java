package dev.stagestack.tools.paths;

import dev.stagestack.model.Graph;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Variable;
import dev.stagestack.model.guard.BinaryOp;
import dev.stagestack.model.guard.Expr;
import dev.stagestack.model.guard.GuardParser;
import dev.stagestack.model.guard.GuardSyntaxException;
import dev.stagestack.model.guard.StackFunction;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How far each {@code visits(S)} a graph's guards read must be counted (docs/paths.md "Once and
 * visits"). A count only grows, without end, but a guard only compares it: in {@code visits(intro) >= 2}
 * every count from 3 on gives the same answer as 3, so counting up to 3 and stopping there
 * (saturating) tells apart every two runs a guard can tell apart. Each comparison is read as a sum
 * {@code a·visits(S) + rest} compared with 0, where {@code rest} lies within bounds known from the
 * graph (variables within theirs, {@code depth} and {@code count} within the depth limit, another
 * state's visits at least 0): past {@code (1 - min rest) / a} (or {@code (max rest + 1) / -a}) the sum
 * keeps its sign. A count compared with something unbounded the other way ({@code visits(a) >
 * visits(b)}) has no such cap: it is counted exactly, {@link #EXACT}.
 */
public final class VisitCounts {

    /** The cap of a count that is kept exactly: no bound makes its guards' answers stand still. */
    public static final long EXACT = Long.MAX_VALUE;

    /** Per state whose visits a guard reads, in the order first read: its cap, or {@link #EXACT}. */
    private final Map<String, Long> caps;

    private VisitCounts(Map<String, Long> caps) {
        this.caps = caps;
    }

    /**
     * @param graph      a graph whose guards parse
     * @param depthLimit the most entries staging can hold (bounds {@code depth} and {@code count})
     */
    public static VisitCounts of(Graph graph, int depthLimit) {
        Map<String, Long> caps = new LinkedHashMap<>();
        Map<String, Variable> variables = new HashMap<>();
        graph.variables().forEach(v -> variables.put(v.id(), v));
        for (Transition t : graph.transitions()) {
            if (t.isGuarded() && t.when().contains(StackFunction.VISITS.text())) {
                new Reader(variables, depthLimit, caps).condition(parse(t.when()));
            }
        }
        return new VisitCounts(caps);
    }

    private static Expr parse(String guard) {
        try {
            return GuardParser.parse(guard);
        } catch (GuardSyntaxException e) {
            throw new IllegalArgumentException("a guard that does not parse: " + guard, e);
        }
    }

    /** Whether no guard reads {@code visits}. */
    public boolean isEmpty() {
        return caps.isEmpty();
    }

    /** The states whose visits a guard reads, in the order first read. */
    public List<String> states() {
        return List.copyOf(caps.keySet());
    }

    /** The cap of {@code state}'s count: counts from it on are one; {@link #EXACT} when kept exactly. */
    public long cap(String state) {
        return caps.getOrDefault(state, 0L);
    }

    /** {@code count} as kept: at most the cap of {@code state}. */
    public long kept(String state, long count) {
        return Math.min(count, cap(state));
    }

    /** Per state, how its count is kept: {@code visits(intro) up to 3}, {@code visits(a) exactly}. */
    public List<String> describe() {
        return caps.entrySet().stream()
                .map(e ->
                        "visits(" + e.getKey() + ")" + (e.getValue() == EXACT ? " exactly" : " up to " + e.getValue()))
                .toList();
    }

    /** Reads one guard, raising the caps of the counts its comparisons read. */
    private record Reader(Map<String, Variable> variables, int depthLimit, Map<String, Long> caps) {

        /** A boolean expression: its comparisons, each on its own. */
        void condition(Expr e) {
            if (e instanceof Expr.Not n) {
                condition(n.operand());
            } else if (e instanceof Expr.Binary b && b.op().isLogical()) {
                condition(b.left());
                condition(b.right());
            } else if (e instanceof Expr.Binary b) {
                Sum sum = sum(b.left()).minus(sum(b.right()));
                sum.visits.forEach((state, a) -> raise(state, capOf(sum, state, a)));
                nested(b.left());
                nested(b.right());
            } else if (e instanceof Expr.StackFact f && f.function() == StackFunction.VISITS) {
                raise(f.state(), EXACT); // a count read other than in a comparison: keep it whole
            }
        }

        /** The comparisons inside a comparison's side ({@code (visits(a) > 1) == onStack(b)}); its counts are summed. */
        private void nested(Expr e) {
            if (e instanceof Expr.Not || e instanceof Expr.Binary b && !b.op().isArithmetic()) {
                condition(e);
            } else if (e instanceof Expr.Negate n) {
                nested(n.operand());
            } else if (e instanceof Expr.Binary b) {
                nested(b.left());
                nested(b.right());
            }
        }

        /** The count of {@code state} from which {@code sum} keeps its sign, with {@code a} its coefficient. */
        private static long capOf(Sum sum, String state, long a) {
            if (a == 0) {
                return 0;
            }
            double lo = sum.low;
            double hi = sum.high;
            for (Map.Entry<String, Long> other : sum.visits.entrySet()) {
                if (!other.getKey().equals(state)) {
                    lo += other.getValue() < 0 ? Double.NEGATIVE_INFINITY : 0;
                    hi += other.getValue() > 0 ? Double.POSITIVE_INFINITY : 0;
                }
            }
            double cap = a > 0 ? Math.ceil((1 - lo) / a) : Math.ceil((hi + 1) / -a);
            return Double.isInfinite(cap) || cap >= EXACT ? EXACT : Math.max(0, (long) cap);
        }

        private void raise(String state, long cap) {
            caps.merge(state, cap, Math::max);
        }

        /** A numeric expression as visit counts with coefficients plus the bounds of everything else. */
        private Sum sum(Expr e) {
            if (e instanceof Expr.Literal l) {
                return Sum.between(l.value(), l.value());
            }
            if (e instanceof Expr.VarRef v) {
                Variable variable = variables.get(v.name());
                return variable == null
                        ? Sum.between(Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY)
                        : Sum.between(variable.min(), variable.max());
            }
            if (e instanceof Expr.Depth) {
                return Sum.between(0, depthLimit);
            }
            if (e instanceof Expr.StackFact f) {
                return switch (f.function()) {
                    case ON_STACK -> Sum.between(0, 1);
                    case COUNT -> Sum.between(0, depthLimit);
                    case VISITS -> Sum.visits(f.state());
                };
            }
            if (e instanceof Expr.Negate n) {
                return sum(n.operand()).negated();
            }
            if (e instanceof Expr.Binary b && b.op() == BinaryOp.ADD) {
                return sum(b.left()).plus(sum(b.right()));
            }
            if (e instanceof Expr.Binary b && b.op() == BinaryOp.SUB) {
                return sum(b.left()).minus(sum(b.right()));
            }
            return Sum.between(0, 1); // a boolean: its own comparisons are read on their own
        }
    }

    /** {@code Σ a·visits(S) + rest}, {@code rest} within {@code [low, high]}. */
    private record Sum(Map<String, Long> visits, double low, double high) {
        static Sum between(double low, double high) {
            return new Sum(Map.of(), low, high);
        }

        static Sum visits(String state) {
            return new Sum(Map.of(state, 1L), 0, 0);
        }

        Sum plus(Sum other) {
            Map<String, Long> all = new LinkedHashMap<>(visits);
            other.visits.forEach((s, a) -> all.merge(s, a, Long::sum));
            return new Sum(all, low + other.low, high + other.high);
        }

        Sum negated() {
            Map<String, Long> all = new LinkedHashMap<>();
            visits.forEach((s, a) -> all.put(s, -a));
            return new Sum(all, -high, -low);
        }

        Sum minus(Sum other) {
            return plus(other.negated());
        }
    }
}
