package dev.stagestack.tools.export;

import java.util.regex.Pattern;
import org.apache.commons.scxml.Context;
import org.apache.commons.scxml.Evaluator;
import org.apache.commons.scxml.env.SimpleContext;

/**
 * The exports hold no expressions (no cond, no data model). Commons SCXML 0.9 follows an early draft
 * in which {@code <send>}'s {@code event} and {@code delay} are expressions; the export writes them as
 * the W3C recommendation's literals, which this evaluator hands back as they are. Anything else would
 * be an expression in the export, and fails the test.
 */
final class LiteralSends implements Evaluator {
    private static final Pattern LITERALS = Pattern.compile("timer\\.[0-9]+|[0-9]+(\\.[0-9]+)?ms");

    @Override
    public Object eval(Context context, String expression) {
        if (expression != null && LITERALS.matcher(expression).matches()) {
            return expression;
        }
        throw new AssertionError("an expression in the export: " + expression);
    }

    @Override
    public Boolean evalCond(Context context, String expression) {
        throw new AssertionError("a condition in the export: " + expression);
    }

    @Override
    public org.w3c.dom.Node evalLocation(Context context, String expression) {
        throw new AssertionError("a location in the export: " + expression);
    }

    @Override
    public Context newContext(Context parent) {
        return new SimpleContext(parent);
    }
}
