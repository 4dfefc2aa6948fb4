package dev.stagestack.model.guard;

import java.util.function.Consumer;

/** Visits every node of an expression, parents before children, left before right. */
final class ExprWalk {
    private ExprWalk() {}

    static void visit(Expr e, Consumer<Expr> visitor) {
        visitor.accept(e);
        if (e instanceof Expr.Not n) {
            visit(n.operand(), visitor);
        } else if (e instanceof Expr.Negate n) {
            visit(n.operand(), visitor);
        } else if (e instanceof Expr.Binary b) {
            visit(b.left(), visitor);
            visit(b.right(), visitor);
        }
    }
}
