package dev.stagestack.model.check;

import dev.stagestack.model.guard.BinaryOp;
import dev.stagestack.model.guard.Expr;

/**
 * Evaluates a guard over ranges of values instead of values (interval arithmetic): each fact the
 * guard reads is known only to lie between two bounds, and the result is a range that contains the
 * value of every concrete evaluation with facts within those bounds. A boolean's range is
 * {@code [0, 0]} (surely false), {@code [1, 1]} (surely true) or {@code [0, 1]} (either way).
 */
final class GuardRanges {

    /** Stands for "no bound": larger than any count a run can reach, small enough that sums never overflow. */
    static final long UNBOUNDED = 1L << 60;

    /** What a guard may read, as ranges: {@code {lowest, highest}}. */
    interface Facts {
        long[] variable(String id);

        long[] depth();

        long[] count(String state);

        long[] visits(String state);
    }

    private GuardRanges() {}

    static long[] range(long lo, long hi) {
        return new long[] {lo, hi};
    }

    /** The range of {@code expr}'s value over every choice of facts within {@code facts}. */
    static long[] evaluate(Expr expr, Facts facts) {
        if (expr instanceof Expr.Literal l) {
            return range(l.value(), l.value());
        }
        if (expr instanceof Expr.VarRef v) {
            return facts.variable(v.name());
        }
        if (expr instanceof Expr.Depth) {
            return facts.depth();
        }
        if (expr instanceof Expr.StackFact f) {
            return switch (f.function()) {
                case ON_STACK -> truthOf(facts.count(f.state()));
                case COUNT -> facts.count(f.state());
                case VISITS -> facts.visits(f.state());
            };
        }
        if (expr instanceof Expr.Not n) {
            long[] r = evaluate(n.operand(), facts);
            return range(1 - r[1], 1 - r[0]);
        }
        if (expr instanceof Expr.Negate n) {
            long[] r = evaluate(n.operand(), facts);
            return range(-r[1], -r[0]);
        }
        Expr.Binary b = (Expr.Binary) expr;
        return binary(b.op(), evaluate(b.left(), facts), evaluate(b.right(), facts));
    }

    /** Whether a count in this range is above zero: surely, surely not, or either. */
    private static long[] truthOf(long[] count) {
        return range(count[0] > 0 ? 1 : 0, count[1] > 0 ? 1 : 0);
    }

    private static long[] binary(BinaryOp op, long[] l, long[] r) {
        return switch (op) {
            case OR -> range(l[0] != 0 || r[0] != 0 ? 1 : 0, l[1] != 0 || r[1] != 0 ? 1 : 0);
            case AND -> range(l[0] != 0 && r[0] != 0 ? 1 : 0, l[1] != 0 && r[1] != 0 ? 1 : 0);
            case EQ -> equal(l, r);
            case NE -> range(1 - equal(l, r)[1], 1 - equal(l, r)[0]);
            case LT -> ordered(l[1] < r[0], l[0] >= r[1]);
            case LE -> ordered(l[1] <= r[0], l[0] > r[1]);
            case GT -> ordered(l[0] > r[1], l[1] <= r[0]);
            case GE -> ordered(l[0] >= r[1], l[1] < r[0]);
            case ADD -> range(clamp(l[0] + r[0]), clamp(l[1] + r[1]));
            case SUB -> range(clamp(l[0] - r[1]), clamp(l[1] - r[0]));
        };
    }

    private static long[] equal(long[] l, long[] r) {
        if (l[0] == l[1] && r[0] == r[1] && l[0] == r[0]) {
            return range(1, 1);
        }
        boolean disjoint = l[1] < r[0] || r[1] < l[0];
        return disjoint ? range(0, 0) : range(0, 1);
    }

    private static long[] ordered(boolean surelyTrue, boolean surelyFalse) {
        return range(surelyTrue ? 1 : 0, surelyFalse ? 0 : 1);
    }

    /** Keeps sums of unbounded ranges from overflowing: beyond {@link #UNBOUNDED} is still unbounded. */
    private static long clamp(long value) {
        return Math.max(-UNBOUNDED, Math.min(UNBOUNDED, value));
    }
}
