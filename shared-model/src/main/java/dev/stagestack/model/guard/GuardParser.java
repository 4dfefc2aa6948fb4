package dev.stagestack.model.guard;

import java.util.Optional;

/**
 * Reads a guard's text into an {@link Expr} (docs/format.md "Guards"). The grammar, weakest first:
 *
 * <pre>
 * expr    := and ( "||" and )*
 * and     := compare ( "&amp;&amp;" compare )*
 * compare := sum ( ( "==" | "!=" | "&lt;" | "&lt;=" | "&gt;" | "&gt;=" ) sum )?
 * sum     := unary ( ( "+" | "-" ) unary )*
 * unary   := "!" unary | "-" unary | atom
 * atom    := number | "true" | "false" | "depth" | variable
 *          | ( "onStack" | "count" | "visits" ) "(" stateId ")" | "(" expr ")"
 * </pre>
 *
 * Names are checked against a graph by {@link GuardChecker}, not here.
 */
public final class GuardParser {
    /** The longest guard text, so that a hostile file cannot nest without end. */
    public static final int MAX_LENGTH = 1000;

    private static final int MAX_NESTING = 64;

    private final GuardTokens tokens;
    private int nesting;

    private GuardParser(String text) throws GuardSyntaxException {
        this.tokens = new GuardTokens(text);
    }

    /** The expression in {@code text}; fails with the column of the first thing that is wrong. */
    public static Expr parse(String text) throws GuardSyntaxException {
        if (text.length() > MAX_LENGTH) {
            throw new GuardSyntaxException(MAX_LENGTH + 1, "a guard may be at most " + MAX_LENGTH + " characters");
        }
        GuardParser parser = new GuardParser(text);
        if (parser.tokens.atEnd()) {
            throw new GuardSyntaxException(1, "the guard is empty");
        }
        Expr e = parser.or();
        if (!parser.tokens.atEnd()) {
            throw new GuardSyntaxException(
                    parser.tokens.column(), "unexpected \"" + parser.tokens.peekText() + "\"" + hint(parser));
        }
        return e;
    }

    private static String hint(GuardParser parser) {
        String t = parser.tokens.peekText();
        if (t.equals("=")) {
            return " (did you mean \"==\"?)";
        }
        if (t.equals("&") || t.equals("|")) {
            return " (did you mean \"" + t + t + "\"?)";
        }
        return "";
    }

    private Expr or() throws GuardSyntaxException {
        Expr left = and();
        while (tokens.peek("||")) {
            int col = tokens.next().column();
            left = new Expr.Binary(BinaryOp.OR, left, and(), col);
        }
        return left;
    }

    private Expr and() throws GuardSyntaxException {
        Expr left = compare();
        while (tokens.peek("&&")) {
            int col = tokens.next().column();
            left = new Expr.Binary(BinaryOp.AND, left, compare(), col);
        }
        return left;
    }

    private Expr compare() throws GuardSyntaxException {
        Expr left = sum();
        Optional<BinaryOp> op = comparison();
        if (op.isEmpty()) {
            return left;
        }
        int col = tokens.next().column();
        Expr right = sum();
        if (comparison().isPresent()) {
            throw new GuardSyntaxException(tokens.column(), "comparisons do not chain; join them with &&");
        }
        return new Expr.Binary(op.get(), left, right, col);
    }

    private Optional<BinaryOp> comparison() {
        for (BinaryOp op :
                new BinaryOp[] {BinaryOp.EQ, BinaryOp.NE, BinaryOp.LE, BinaryOp.GE, BinaryOp.LT, BinaryOp.GT}) {
            if (tokens.peek(op.text())) {
                return Optional.of(op);
            }
        }
        return Optional.empty();
    }

    private Expr sum() throws GuardSyntaxException {
        Expr left = unary();
        while (tokens.peek("+") || tokens.peek("-")) {
            GuardTokens.Token t = tokens.next();
            BinaryOp op = t.text().equals("+") ? BinaryOp.ADD : BinaryOp.SUB;
            left = new Expr.Binary(op, left, unary(), t.column());
        }
        return left;
    }

    private Expr unary() throws GuardSyntaxException {
        if (tokens.peek("!") || tokens.peek("-")) {
            GuardTokens.Token t = tokens.next();
            Expr operand = nested();
            return t.text().equals("!") ? new Expr.Not(operand, t.column()) : new Expr.Negate(operand, t.column());
        }
        return atom();
    }

    private Expr nested() throws GuardSyntaxException {
        if (++nesting > MAX_NESTING) {
            throw new GuardSyntaxException(
                    tokens.column(), "the guard nests more than " + MAX_NESTING + " levels deep");
        }
        Expr e = unary();
        nesting--;
        return e;
    }

    private Expr atom() throws GuardSyntaxException {
        if (tokens.atEnd()) {
            throw new GuardSyntaxException(tokens.column(), "the guard ends too early");
        }
        GuardTokens.Token t = tokens.next();
        switch (t.kind()) {
            case NUMBER:
                return number(t);
            case NAME:
                return named(t);
            case SYMBOL:
                if (t.text().equals("(")) {
                    return parenthesised(t);
                }
                throw new GuardSyntaxException(t.column(), "unexpected \"" + t.text() + "\"");
            default:
                throw new GuardSyntaxException(t.column(), "unexpected \"" + t.text() + "\"");
        }
    }

    private Expr parenthesised(GuardTokens.Token open) throws GuardSyntaxException {
        if (++nesting > MAX_NESTING) {
            throw new GuardSyntaxException(open.column(), "the guard nests more than " + MAX_NESTING + " levels deep");
        }
        Expr inner = or();
        nesting--;
        expect(")", open);
        return inner;
    }

    private static Expr number(GuardTokens.Token t) throws GuardSyntaxException {
        try {
            return new Expr.Literal(Long.parseLong(t.text()), false, t.column());
        } catch (NumberFormatException e) {
            throw new GuardSyntaxException(t.column(), "the number " + t.text() + " is too large");
        }
    }

    private Expr named(GuardTokens.Token t) throws GuardSyntaxException {
        switch (t.text()) {
            case "true":
                return new Expr.Literal(1, true, t.column());
            case "false":
                return new Expr.Literal(0, true, t.column());
            case "depth":
                return new Expr.Depth(t.column());
            default:
                break;
        }
        Optional<StackFunction> function = StackFunction.named(t.text());
        if (function.isPresent()) {
            return stackFact(function.get(), t);
        }
        if (tokens.peek("(")) {
            throw new GuardSyntaxException(
                    t.column(),
                    "unknown function \"" + t.text() + "\"; a guard may use onStack(S), count(S) and visits(S)");
        }
        return new Expr.VarRef(t.text(), t.column());
    }

    private Expr stackFact(StackFunction function, GuardTokens.Token name) throws GuardSyntaxException {
        GuardTokens.Token open = expect("(", name);
        int column = tokens.column();
        String state = tokens.stateId();
        if (state.isEmpty()) {
            throw new GuardSyntaxException(column, function.text() + "( needs a state id");
        }
        expect(")", open);
        return new Expr.StackFact(function, state, column);
    }

    private GuardTokens.Token expect(String symbol, GuardTokens.Token after) throws GuardSyntaxException {
        if (!tokens.peek(symbol)) {
            String found = tokens.atEnd() ? "the end" : "\"" + tokens.peekText() + "\"";
            throw new GuardSyntaxException(
                    tokens.column(), "expected \"" + symbol + "\" after \"" + after.text() + "\", found " + found);
        }
        return tokens.next();
    }
}
