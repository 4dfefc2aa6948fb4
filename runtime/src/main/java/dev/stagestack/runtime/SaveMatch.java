package dev.stagestack.runtime;

import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.SaveGame;
import dev.stagestack.model.Suggestions;
import dev.stagestack.model.Variable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Whether a save fits the stack it is restored into (docs/semantics.md §20): every saved state is one of the
 * stack's, the save is no deeper than its depth limit and, for a graph run, it is a save of that graph. Each
 * problem names its place in the save ({@code stack[2].state}), so a file's are located.
 */
final class SaveMatch {

    private SaveMatch() {}

    /**
     * @param expectedGraph the name the save's {@code graph} must have, or null to take any
     */
    static List<Problem> problems(SaveGame save, StateStack stack, String expectedGraph) {
        List<Problem> problems = new ArrayList<>();
        if (expectedGraph != null && save.graph() != null && !save.graph().equals(expectedGraph)) {
            problems.add(Problem.error(
                    "graph",
                    ProblemCodes.OTHER_GRAPH,
                    "a save of the graph "
                            + DisplayText.quoted(save.graph()) + " cannot be restored into a run of "
                            + DisplayText.quoted(expectedGraph)));
        }
        if (save.stack().size() > stack.options().maxDepth()) {
            problems.add(Problem.error(
                    "stack",
                    ProblemCodes.DEPTH_LIMIT,
                    "the save holds " + save.stack().size() + " entries; the stack's depth limit is "
                            + stack.options().maxDepth()));
        } else if (save.stack().size() > stack.options().maxSteps()) {
            problems.add(Problem.error(
                    "stack",
                    ProblemCodes.DEPTH_LIMIT,
                    "the save holds " + save.stack().size() + " entries; a commit takes at most "
                            + stack.options().maxSteps() + " steps"));
        }
        Set<String> known =
                new HashSet<>(stack.types().stream().map(StateType::id).toList());
        Suggestions.Among ids =
                Suggestions.among(stack.types().stream().map(StateType::id).toList());
        for (int i = 0; i < save.stack().size(); i++) {
            String id = save.stack().get(i).state();
            if (!known.contains(id)) {
                problems.add(Problem.error(
                        "stack[" + i + "].state",
                        ProblemCodes.UNKNOWN_STATE,
                        "unknown state " + DisplayText.quoted(id) + ids.didYouMean(id)));
            }
        }
        problems.addAll(variableProblems(save, stack.variables()));
        return problems;
    }

    /** Each saved variable must be one of the run's, of its type and within its bounds (docs/semantics.md §21). */
    private static List<Problem> variableProblems(SaveGame save, Variables variables) {
        List<Problem> problems = new ArrayList<>();
        List<String> ids = variables.definitions().stream().map(Variable::id).toList();
        for (Map.Entry<String, Object> saved : save.variables().entrySet()) {
            String path = "variables." + saved.getKey();
            if (!variables.declares(saved.getKey())) {
                problems.add(Problem.error(
                        path,
                        ProblemCodes.UNKNOWN_VALUE,
                        "unknown variable " + DisplayText.quoted(saved.getKey())
                                + Suggestions.didYouMean(saved.getKey(), ids)));
                continue;
            }
            Variable v = variables.definition(saved.getKey());
            Object value = saved.getValue();
            if (v.isBoolean() != value instanceof Boolean || !v.admits(Variable.valueOf(value))) {
                problems.add(Problem.error(
                        path,
                        ProblemCodes.INVALID_DATA,
                        "variable " + DisplayText.quoted(v.id()) + " holds "
                                + (v.isBoolean() ? "true or false" : v.min() + " to " + v.max()) + ", not " + value));
            }
        }
        return problems;
    }
}
