package dev.stagestack.model.guard;

/** The binary operators of the guard language, weakest-binding first. */
public enum BinaryOp {
    /** Or: true when either side is. */
    OR("||", 1),
    /** And: true when both sides are. */
    AND("&&", 2),
    /** Equal: two numbers or two booleans. */
    EQ("==", 3),
    /** Not equal: two numbers or two booleans. */
    NE("!=", 3),
    /** Less than. */
    LT("<", 4),
    /** Less than or equal. */
    LE("<=", 4),
    /** Greater than. */
    GT(">", 4),
    /** Greater than or equal. */
    GE(">=", 4),
    /** Sum of two numbers. */
    ADD("+", 5),
    /** Difference of two numbers. */
    SUB("-", 5);

    private final String text;
    private final int precedence;

    BinaryOp(String text, int precedence) {
        this.text = text;
        this.precedence = precedence;
    }

    /** The operator as written. */
    public String text() {
        return text;
    }

    /** Higher binds tighter. */
    public int precedence() {
        return precedence;
    }

    /** Whether both sides are booleans and so is the result: {@code &&} and {@code ||}. */
    public boolean isLogical() {
        return this == AND || this == OR;
    }

    /** Whether both sides are numbers and the result is a number: {@code +} and {@code -}. */
    public boolean isArithmetic() {
        return this == ADD || this == SUB;
    }

    /** Whether the sides are numbers and the result a boolean: {@code < <= > >=}. */
    public boolean isOrdering() {
        return this == LT || this == LE || this == GT || this == GE;
    }

    /** The result for these operand values; booleans are 0 and 1. */
    public long apply(long l, long r) {
        return switch (this) {
            case OR -> (l != 0 || r != 0) ? 1 : 0;
            case AND -> (l != 0 && r != 0) ? 1 : 0;
            case EQ -> l == r ? 1 : 0;
            case NE -> l != r ? 1 : 0;
            case LT -> l < r ? 1 : 0;
            case LE -> l <= r ? 1 : 0;
            case GT -> l > r ? 1 : 0;
            case GE -> l >= r ? 1 : 0;
            case ADD -> l + r;
            case SUB -> l - r;
        };
    }
}
