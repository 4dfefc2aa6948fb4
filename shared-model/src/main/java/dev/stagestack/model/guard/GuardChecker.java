package dev.stagestack.model.guard;

import dev.stagestack.model.Graph;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Suggestions;
import dev.stagestack.model.Variable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Checks a parsed guard against a graph (docs/format.md "Guards"): every variable and state it
 * names exists, each operator gets the kind of value it needs, and the whole guard is true or
 * false. Messages name what is wrong and, for a misspelled name, the closest one.
 */
public final class GuardChecker {
    private final Graph graph;
    private final List<GuardProblem> problems = new ArrayList<>();

    private GuardChecker(Graph graph) {
        this.graph = graph;
    }

    /** The problems of {@code guard} in {@code graph}, in the order of the text; empty when it is sound. */
    public static List<GuardProblem> check(Expr guard, Graph graph) {
        GuardChecker checker = new GuardChecker(graph);
        Kind kind = checker.kindOf(guard);
        if (kind == Kind.NUMBER) {
            checker.problems.add(new GuardProblem(
                    column(guard),
                    "the guard is a number, not true or false (did you mean \"" + guard.toText() + " > 0\"?)"));
        }
        return List.copyOf(checker.problems);
    }

    /** The problems of a guard's text: its syntax error, or what {@link #check} finds. */
    public static List<GuardProblem> check(String guardText, Graph graph) {
        try {
            return check(GuardParser.parse(guardText), graph);
        } catch (GuardSyntaxException e) {
            return List.of(new GuardProblem(e.column(), e.getMessage()));
        }
    }

    private enum Kind {
        BOOLEAN,
        NUMBER,
        UNKNOWN
    }

    private Kind kindOf(Expr e) {
        if (e instanceof Expr.Literal l) {
            return l.isBoolean() ? Kind.BOOLEAN : Kind.NUMBER;
        }
        if (e instanceof Expr.VarRef v) {
            return variable(v);
        }
        if (e instanceof Expr.StackFact f) {
            state(f);
            return f.function().isBoolean() ? Kind.BOOLEAN : Kind.NUMBER;
        }
        if (e instanceof Expr.Not n) {
            need(n.operand(), Kind.BOOLEAN, "! needs true or false");
            return Kind.BOOLEAN;
        }
        if (e instanceof Expr.Negate n) {
            need(n.operand(), Kind.NUMBER, "- needs a number");
            return Kind.NUMBER;
        }
        if (e instanceof Expr.Binary b) {
            return binary(b);
        }
        return Kind.NUMBER; // depth
    }

    private Kind binary(Expr.Binary b) {
        String op = b.op().text();
        if (b.op().isLogical()) {
            need(b.left(), Kind.BOOLEAN, op + " needs true or false on each side");
            need(b.right(), Kind.BOOLEAN, op + " needs true or false on each side");
            return Kind.BOOLEAN;
        }
        if (b.op().isArithmetic() || b.op().isOrdering()) {
            need(b.left(), Kind.NUMBER, op + " needs a number on each side");
            need(b.right(), Kind.NUMBER, op + " needs a number on each side");
            return b.op().isArithmetic() ? Kind.NUMBER : Kind.BOOLEAN;
        }
        Kind left = kindOf(b.left());
        Kind right = kindOf(b.right());
        if (left != Kind.UNKNOWN && right != Kind.UNKNOWN && left != right) {
            problems.add(new GuardProblem(b.column(), op + " compares " + describe(left) + " with " + describe(right)));
        }
        return Kind.BOOLEAN;
    }

    private void need(Expr operand, Kind wanted, String message) {
        Kind kind = kindOf(operand);
        if (kind != Kind.UNKNOWN && kind != wanted) {
            problems.add(
                    new GuardProblem(column(operand), message + "; \"" + operand.toText() + "\" is " + describe(kind)));
        }
    }

    private Kind variable(Expr.VarRef v) {
        Optional<Variable> variable = graph.variable(v.name());
        if (variable.isEmpty()) {
            List<String> names = graph.variables().stream().map(Variable::id).toList();
            problems.add(new GuardProblem(
                    v.column(), "unknown variable \"" + v.name() + "\"" + Suggestions.didYouMean(v.name(), names)));
            return Kind.UNKNOWN;
        }
        return variable.get().isBoolean() ? Kind.BOOLEAN : Kind.NUMBER;
    }

    private void state(Expr.StackFact f) {
        if (graph.state(f.state()).isEmpty()) {
            List<String> ids = graph.states().stream().map(StateDef::id).toList();
            problems.add(new GuardProblem(
                    f.column(), "unknown state \"" + f.state() + "\"" + Suggestions.didYouMean(f.state(), ids)));
        }
    }

    private static String describe(Kind kind) {
        return kind == Kind.BOOLEAN ? "true or false" : "a number";
    }

    private static int column(Expr e) {
        if (e instanceof Expr.Binary b) {
            return column(b.left());
        }
        if (e instanceof Expr.Literal l) {
            return l.column();
        }
        if (e instanceof Expr.VarRef v) {
            return v.column();
        }
        if (e instanceof Expr.StackFact f) {
            return f.column();
        }
        if (e instanceof Expr.Not n) {
            return n.column();
        }
        if (e instanceof Expr.Negate n) {
            return n.column();
        }
        return ((Expr.Depth) e).column();
    }
}
