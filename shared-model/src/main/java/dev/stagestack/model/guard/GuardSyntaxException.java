package dev.stagestack.model.guard;

/** A guard's text that is not an expression, with the 1-based column where it goes wrong. */
public final class GuardSyntaxException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int column;

    /** A syntax error at {@code column} (1-based) of the guard's text. */
    public GuardSyntaxException(int column, String message) {
        super(message);
        this.column = column;
    }

    /** The 1-based column in the guard's text. */
    public int column() {
        return column;
    }
}
