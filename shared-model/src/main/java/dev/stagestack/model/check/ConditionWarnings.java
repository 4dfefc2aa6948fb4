package dev.stagestack.model.check;

import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Graph;
import dev.stagestack.model.Problem;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Transition;
import dev.stagestack.model.Variable;
import dev.stagestack.model.guard.Expr;
import dev.stagestack.model.guard.GuardFacts;
import dev.stagestack.model.guard.GuardParser;
import dev.stagestack.model.guard.GuardSyntaxException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Warnings about variables and guards that cannot matter (docs/format.md "Messages"):
 * {@code unused-variable}, a variable no guard reads in a graph without code that could read it,
 * and {@code constant-guard}, a guard of literals alone, always true or always false. Only for
 * graphs without errors, so every guard parses.
 */
final class ConditionWarnings {
    static final String UNUSED_VARIABLE = "unused-variable";
    static final String CONSTANT_GUARD = "constant-guard";

    private ConditionWarnings() {}

    static List<Problem> check(Graph graph) {
        List<Problem> problems = new ArrayList<>();
        Set<String> read = new HashSet<>();
        for (int i = 0; i < graph.transitions().size(); i++) {
            Transition t = graph.transitions().get(i);
            Expr guard = t.when() == null ? null : parsed(t.when());
            if (guard != null) {
                read.addAll(guard.variables());
                warnIfConstant(problems, "transitions[" + i + "].when", t, guard);
            }
        }
        if (graph.states().stream().map(StateDef::behavior).allMatch(b -> b == null)) {
            warnUnread(problems, graph, read);
        }
        return problems;
    }

    private static void warnIfConstant(List<Problem> problems, String path, Transition t, Expr guard) {
        if (!guard.variables().isEmpty() || guard.readsStack()) {
            return;
        }
        boolean holds = guard.evaluate(NO_FACTS) != 0;
        problems.add(Problem.warning(
                path,
                CONSTANT_GUARD,
                "the guard of transition " + DisplayText.quoted(t.id()) + " is always " + holds
                        + (holds ? "; it can be left out" : ", so the transition never fires")));
    }

    private static void warnUnread(List<Problem> problems, Graph graph, Set<String> read) {
        for (int i = 0; i < graph.variables().size(); i++) {
            Variable v = graph.variables().get(i);
            if (!read.contains(v.id())) {
                problems.add(Problem.warning(
                        "variables[" + i + "].id",
                        UNUSED_VARIABLE,
                        "variable " + DisplayText.quoted(v.id())
                                + " is never read: no guard reads it and no state has code that could"));
            }
        }
    }

    private static Expr parsed(String text) {
        try {
            return GuardParser.parse(text);
        } catch (GuardSyntaxException e) {
            return null;
        }
    }

    /** Facts for a guard that reads none: literals alone never ask. */
    private static final GuardFacts NO_FACTS = new GuardFacts() {
        @Override
        public long variable(String id) {
            throw new IllegalStateException(id);
        }

        @Override
        public int depth() {
            throw new IllegalStateException("depth");
        }

        @Override
        public int count(String stateId) {
            throw new IllegalStateException(stateId);
        }

        @Override
        public long visits(String stateId) {
            throw new IllegalStateException(stateId);
        }
    };
}
