package dev.stagestack.editor.command;

import dev.stagestack.model.guard.Expr;
import dev.stagestack.model.guard.GuardParser;
import dev.stagestack.model.guard.GuardSyntaxException;
import java.util.ArrayList;
import java.util.List;

/**
 * A guard's text with a variable or a state renamed: only the name itself is rewritten, the rest
 * of the text stays as typed. A guard that does not parse stays as it is.
 */
public final class GuardRenames {
    private GuardRenames() {}

    /** Every read of the variable {@code from} spelled {@code to}. */
    public static String variable(String guard, String from, String to) {
        return rewrite(guard, from, to);
    }

    /** Every {@code onStack}, {@code count} and {@code visits} of the state {@code from} naming {@code to}. */
    public static String state(String guard, String from, String to) {
        try {
            GuardParser.parse(guard);
        } catch (GuardSyntaxException e) {
            return guard;
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(
                        "\\b((?:onStack|count|visits)\\(\\s*)" + java.util.regex.Pattern.quote(from) + "(?=\\s*\\))")
                .matcher(guard);
        return m.replaceAll(r -> java.util.regex.Matcher.quoteReplacement(r.group(1) + to));
    }

    private static String rewrite(String guard, String from, String to) {
        Expr parsed;
        try {
            parsed = GuardParser.parse(guard);
        } catch (GuardSyntaxException e) {
            return guard;
        }
        List<Integer> starts = new ArrayList<>();
        collect(parsed, from, starts);
        StringBuilder text = new StringBuilder(guard);
        for (int i = starts.size() - 1; i >= 0; i--) {
            int at = starts.get(i);
            text.replace(at, at + from.length(), to);
        }
        return text.toString();
    }

    /** Where (0-based) each read of the variable {@code name} starts, left to right. */
    private static void collect(Expr e, String name, List<Integer> starts) {
        if (e instanceof Expr.VarRef v && v.name().equals(name)) {
            starts.add(v.column() - 1);
        } else if (e instanceof Expr.Not n) {
            collect(n.operand(), name, starts);
        } else if (e instanceof Expr.Negate n) {
            collect(n.operand(), name, starts);
        } else if (e instanceof Expr.Binary b) {
            collect(b.left(), name, starts);
            collect(b.right(), name, starts);
        }
    }
}
