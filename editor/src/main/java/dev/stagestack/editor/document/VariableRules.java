package dev.stagestack.editor.document;

import dev.stagestack.model.Variable;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What makes a graph's variables valid (docs/format.md "Variables"): ids of letters, digits and
 * {@code _} not starting with a digit, at most 64 long, unique, no reserved word; an integer's
 * bounds within {@link Variable#LIMIT}, min at most max, the initial value between them. Pure.
 */
public final class VariableRules {
    /** The words a guard gives a meaning of its own. */
    public static final Set<String> RESERVED = Set.of("true", "false", "depth", "onStack", "count", "visits");

    private static final Pattern ID = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,63}");

    private VariableRules() {}

    /** Why {@code candidate} cannot replace the variable at {@code index} of {@code variables}, if it cannot. */
    public static Optional<String> whyNot(List<Variable> variables, int index, Variable candidate) {
        String id = candidate.id();
        if (!ID.matcher(id).matches()) {
            return Optional.of("\"" + id + "\" is no variable id: letters, digits and _, not starting with a digit,"
                    + " at most 64");
        }
        if (RESERVED.contains(id)) {
            return Optional.of("\"" + id + "\" is a reserved word of guards");
        }
        for (int i = 0; i < variables.size(); i++) {
            if (i != index && variables.get(i).id().equals(id)) {
                return Optional.of("another variable is called \"" + id + "\"");
            }
        }
        return bounds(candidate);
    }

    private static Optional<String> bounds(Variable v) {
        if (Math.abs(v.min()) > Variable.LIMIT || Math.abs(v.max()) > Variable.LIMIT) {
            return Optional.of("bounds go from -" + Variable.LIMIT + " to " + Variable.LIMIT);
        }
        if (v.min() > v.max()) {
            return Optional.of("min " + v.min() + " is above max " + v.max());
        }
        if (!v.admits(v.initial())) {
            return Optional.of("initial " + v.initial() + " is not between " + v.min() + " and " + v.max());
        }
        return Optional.empty();
    }
}
