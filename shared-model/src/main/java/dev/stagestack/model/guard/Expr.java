package dev.stagestack.model.guard;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * A parsed guard expression. Every expression evaluates to a {@code long}; a boolean one to 0
 * (false) or 1 (true). Columns are 1-based positions in the guard's text, for messages.
 */
public sealed interface Expr
        permits Expr.Literal, Expr.VarRef, Expr.Depth, Expr.StackFact, Expr.Not, Expr.Negate, Expr.Binary {

    /** The value over these facts: 0 or 1 for a boolean expression. */
    long evaluate(GuardFacts facts);

    /** The expression as canonical text: single spaces around operators, parentheses only where needed. */
    default String toText() {
        return ExprPrinter.print(this);
    }

    /** The variables the expression reads, in the order they appear. */
    default Set<String> variables() {
        Set<String> out = new LinkedHashSet<>();
        ExprWalk.visit(this, e -> {
            if (e instanceof VarRef v) {
                out.add(v.name());
            }
        });
        return out;
    }

    /** The states the expression asks about ({@code onStack(S)}, {@code count(S)}, {@code visits(S)}), in order. */
    default Set<String> states() {
        Set<String> out = new LinkedHashSet<>();
        ExprWalk.visit(this, e -> {
            if (e instanceof StackFact f) {
                out.add(f.state());
            }
        });
        return out;
    }

    /** The states the expression asks {@code function} about, in order: {@code visits(S)} gives S for VISITS. */
    default Set<String> states(StackFunction function) {
        Set<String> out = new LinkedHashSet<>();
        ExprWalk.visit(this, e -> {
            if (e instanceof StackFact f && f.function() == function) {
                out.add(f.state());
            }
        });
        return out;
    }

    /** Whether the expression reads the stack ({@code depth}, {@code onStack}, {@code count}, {@code visits}). */
    default boolean readsStack() {
        boolean[] found = {false};
        ExprWalk.visit(this, e -> found[0] |= e instanceof Depth || e instanceof StackFact);
        return found[0];
    }

    /** {@code true}, {@code false} or a whole number. */
    record Literal(long value, boolean isBoolean, int column) implements Expr {
        @Override
        public long evaluate(GuardFacts facts) {
            return value;
        }
    }

    /** A graph variable, read by name. */
    record VarRef(String name, int column) implements Expr {
        @Override
        public long evaluate(GuardFacts facts) {
            return facts.variable(name);
        }
    }

    /** {@code depth}: how many entries the staging chain holds. */
    record Depth(int column) implements Expr {
        @Override
        public long evaluate(GuardFacts facts) {
            return facts.depth();
        }
    }

    /** {@code onStack(S)}, {@code count(S)} or {@code visits(S)}. */
    record StackFact(StackFunction function, String state, int column) implements Expr {
        @Override
        public long evaluate(GuardFacts facts) {
            return switch (function) {
                case ON_STACK -> facts.count(state) > 0 ? 1 : 0;
                case COUNT -> facts.count(state);
                case VISITS -> facts.visits(state);
            };
        }
    }

    /** {@code !operand}. */
    record Not(Expr operand, int column) implements Expr {
        @Override
        public long evaluate(GuardFacts facts) {
            return operand.evaluate(facts) == 0 ? 1 : 0;
        }
    }

    /** {@code -operand}. */
    record Negate(Expr operand, int column) implements Expr {
        @Override
        public long evaluate(GuardFacts facts) {
            return -operand.evaluate(facts);
        }
    }

    /** {@code left op right}; {@code &&} and {@code ||} evaluate the right side only when needed. */
    record Binary(BinaryOp op, Expr left, Expr right, int column) implements Expr {
        @Override
        public long evaluate(GuardFacts facts) {
            long l = left.evaluate(facts);
            if (op == BinaryOp.AND && l == 0) {
                return 0;
            }
            if (op == BinaryOp.OR && l != 0) {
                return 1;
            }
            return op.apply(l, right.evaluate(facts));
        }
    }
}
