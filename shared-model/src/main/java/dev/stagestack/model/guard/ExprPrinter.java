package dev.stagestack.model.guard;

/** Writes an expression as canonical text, with parentheses only where the grammar needs them. */
final class ExprPrinter {
    private static final int UNARY = 6;
    private static final int ATOM = 7;

    private ExprPrinter() {}

    static String print(Expr e) {
        if (e instanceof Expr.Literal l) {
            return l.isBoolean() ? Boolean.toString(l.value() != 0) : Long.toString(l.value());
        }
        if (e instanceof Expr.VarRef v) {
            return v.name();
        }
        if (e instanceof Expr.StackFact f) {
            return f.function().text() + "(" + f.state() + ")";
        }
        if (e instanceof Expr.Not n) {
            return "!" + operand(n.operand(), UNARY);
        }
        if (e instanceof Expr.Negate n) {
            return "-" + operand(n.operand(), UNARY);
        }
        if (e instanceof Expr.Binary b) {
            return binary(b);
        }
        return "depth";
    }

    private static String binary(Expr.Binary b) {
        int p = b.op().precedence();
        // left-associative: the right side needs parentheses at the same precedence
        return operand(b.left(), p) + " " + b.op().text() + " " + operand(b.right(), p + 1);
    }

    private static String operand(Expr e, int needed) {
        String text = print(e);
        return precedence(e) < needed ? "(" + text + ")" : text;
    }

    private static int precedence(Expr e) {
        if (e instanceof Expr.Binary b) {
            return b.op().precedence();
        }
        return e instanceof Expr.Not || e instanceof Expr.Negate ? UNARY : ATOM;
    }
}
