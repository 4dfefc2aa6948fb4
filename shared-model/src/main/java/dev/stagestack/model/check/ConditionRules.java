package dev.stagestack.model.check;

import dev.stagestack.model.Action;
import dev.stagestack.model.ActionOp;
import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.RuleTexts;
import dev.stagestack.model.Suggestions;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Variable;
import dev.stagestack.model.guard.GuardChecker;
import dev.stagestack.model.guard.GuardNames;
import dev.stagestack.model.guard.GuardProblem;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The errors of variables, groups, global transitions and guards (docs/format.md "Variables",
 * "Guards", "Groups and global transitions"): names, bounds, values that do not suit their
 * variable, groups no state is in, and guards that cannot be read or do not type.
 */
final class ConditionRules {

    private final Graph graph;
    private final List<Problem> problems = new ArrayList<>();
    private final Map<String, Variable> variables = new HashMap<>();

    private ConditionRules(Graph graph) {
        this.graph = graph;
    }

    static List<Problem> check(Graph graph) {
        ConditionRules rules = new ConditionRules(graph);
        rules.checkVariables();
        rules.checkGroups();
        for (int i = 0; i < graph.transitions().size(); i++) {
            rules.checkTransition("transitions[" + i + "]", graph.transitions().get(i));
        }
        return rules.problems;
    }

    private void checkVariables() {
        Map<String, Integer> first = new HashMap<>();
        for (int i = 0; i < graph.variables().size(); i++) {
            Variable v = graph.variables().get(i);
            String at = "variables[" + i + "]";
            checkName(at + ".id", "variable", v.id());
            Integer earlier = first.putIfAbsent(v.id(), i);
            if (earlier != null) {
                error(
                        at + ".id",
                        ProblemCodes.DUPLICATE_ID,
                        "duplicate variable " + DisplayText.quoted(v.id()) + " (first at variables[" + earlier + "])");
            }
            variables.putIfAbsent(v.id(), v);
            checkBounds(at, v);
        }
    }

    private void checkName(String path, String what, String name) {
        if (!GuardNames.isName(name)) {
            error(path, ProblemCodes.INVALID_ID, RuleTexts.invalidName(what, name));
        } else if (what.equals("variable") && GuardNames.RESERVED.contains(name)) {
            error(path, ProblemCodes.RESERVED_NAME, RuleTexts.reservedName(name));
        }
    }

    private void checkBounds(String at, Variable v) {
        if (!v.isBoolean()) {
            checkLimit(at + ".min", v.min());
            checkLimit(at + ".max", v.max());
            if (v.min() > v.max()) {
                error(at + ".max", ProblemCodes.VALUE_RANGE, "max " + v.max() + " is below min " + v.min());
                return;
            }
        }
        if (!v.admits(v.initial())) {
            error(
                    at + ".initial",
                    ProblemCodes.VALUE_RANGE,
                    "initial value " + v.initial() + " is outside " + bounds(v));
        }
    }

    private void checkLimit(String path, long value) {
        if (Math.abs(value) > Variable.LIMIT) {
            error(path, ProblemCodes.VALUE_RANGE, "expected " + RuleTexts.wholeNumberRange() + ", found " + value);
        }
    }

    private void checkGroups() {
        for (int i = 0; i < graph.states().size(); i++) {
            List<String> groups = graph.states().get(i).groups();
            for (int j = 0; j < groups.size(); j++) {
                String path = "states[" + i + "].groups[" + j + "]";
                checkName(path, "group", groups.get(j));
                int earlier = groups.indexOf(groups.get(j));
                if (earlier < j) {
                    error(
                            path,
                            ProblemCodes.DUPLICATE_GROUP,
                            "duplicate group " + DisplayText.quoted(groups.get(j)) + " (first at states[" + i
                                    + "].groups[" + earlier + "])");
                }
            }
        }
    }

    private void checkTransition(String at, Transition t) {
        t.fromGroup().ifPresent(group -> checkGroup(at + ".from", group));
        if (t.when() != null) {
            for (GuardProblem p : GuardChecker.check(t.when(), graph)) {
                error(
                        at + ".when",
                        ProblemCodes.INVALID_GUARD,
                        p.message() + " (at column " + p.column() + " of the guard)");
            }
        }
        for (int k = 0; k < t.actions().size(); k++) {
            Action a = t.actions().get(k);
            if (a.op().isVariable()) {
                checkVariableAction(at + ".actions[" + k + "]", a);
            }
        }
    }

    private void checkGroup(String path, String group) {
        if (group.isEmpty()) {
            error(path, ProblemCodes.UNKNOWN_GROUP, "\"@\" needs the name of a group after it");
            return;
        }
        List<String> groups = graph.groups();
        if (!groups.contains(group)) {
            error(
                    path,
                    ProblemCodes.UNKNOWN_GROUP,
                    "no state is in group " + DisplayText.quoted(group) + Suggestions.didYouMean(group, groups));
        }
    }

    private void checkVariableAction(String at, Action a) {
        Variable v = variables.get(a.target());
        if (v == null) {
            error(
                    at + ".var",
                    ProblemCodes.UNKNOWN_VARIABLE,
                    "unknown variable " + DisplayText.quoted(a.target())
                            + Suggestions.didYouMean(a.target(), variables.keySet()));
            return;
        }
        if (a.op() == ActionOp.ADD) {
            checkAdd(at, v, (Long) a.value());
        } else if (a.op() == ActionOp.SET) {
            checkSet(at, v, a.value());
        }
    }

    private void checkAdd(String at, Variable v, long amount) {
        if (v.isBoolean()) {
            error(
                    at + ".var",
                    ProblemCodes.WRONG_VALUE_TYPE,
                    "add needs an integer variable; " + DisplayText.quoted(v.id()) + " is a boolean (use set)");
        } else {
            checkLimit(at + ".value", amount);
        }
    }

    private void checkSet(String at, Variable v, Object value) {
        if (v.isBoolean() != value instanceof Boolean) {
            error(
                    at + ".value",
                    ProblemCodes.WRONG_VALUE_TYPE,
                    DisplayText.quoted(v.id()) + " is "
                            + (v.isBoolean()
                                    ? "a boolean: set it to true or false"
                                    : "an integer: set it to a whole number")
                            + ", not " + value);
        } else if (!v.admits(Variable.valueOf(value))) {
            error(
                    at + ".value",
                    ProblemCodes.VALUE_RANGE,
                    value + " is outside the bounds of " + DisplayText.quoted(v.id()) + ", " + bounds(v));
        }
    }

    private static String bounds(Variable v) {
        return v.isBoolean() ? "true and false" : v.min() + " to " + v.max();
    }

    private void error(String path, String code, String message) {
        problems.add(Problem.error(path, code, message));
    }
}
