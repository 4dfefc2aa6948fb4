package dev.stagestack.model.check;

import dev.stagestack.model.Action;
import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Graph;
import dev.stagestack.model.KeyNames;
import dev.stagestack.model.Problem;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.RuleTexts;
import dev.stagestack.model.StateDef;
import dev.stagestack.model.Suggestions;
import dev.stagestack.model.Transition;
import dev.stagestack.model.TriggerType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** The errors that make a graph impossible to run: bad or duplicate ids, dangling names, bad numbers. */
final class StructureRules {

    private static final Pattern STATE_ID = Pattern.compile("[A-Za-z0-9_.-]{1,64}");

    private final Graph graph;
    private final List<Problem> problems = new ArrayList<>();
    private final Set<String> stateIds = new LinkedHashSet<>();
    private final Map<String, StateDef> stateById = new HashMap<>();
    private Suggestions.Among idSuggestions;

    private StructureRules(Graph graph) {
        this.graph = graph;
    }

    static List<Problem> check(Graph graph) {
        StructureRules rules = new StructureRules(graph);
        rules.checkTickRate();
        rules.checkStates();
        rules.checkInitial();
        rules.checkTransitions();
        rules.problems.addAll(ConditionRules.check(graph));
        return rules.problems;
    }

    private void checkTickRate() {
        double rate = graph.tickRate();
        if (!(rate >= Graph.MIN_TICK_RATE && rate <= Graph.MAX_TICK_RATE)) {
            problems.add(Problem.error("tickRate", ProblemCodes.TICK_RATE_RANGE, RuleTexts.tickRateOutOfRange(rate)));
        }
    }

    private void checkStates() {
        if (graph.states().isEmpty()) {
            problems.add(Problem.error("states", ProblemCodes.EMPTY_STATES, "a graph needs at least one state"));
        }
        Map<String, Integer> first = new HashMap<>();
        for (int i = 0; i < graph.states().size(); i++) {
            StateDef s = graph.states().get(i);
            String path = "states[" + i + "].id";
            if (!STATE_ID.matcher(s.id()).matches()) {
                problems.add(Problem.error(path, ProblemCodes.INVALID_ID, RuleTexts.invalidId(s.id())));
            }
            Integer earlier = first.putIfAbsent(s.id(), i);
            if (earlier != null) {
                problems.add(Problem.error(
                        path,
                        ProblemCodes.DUPLICATE_ID,
                        "duplicate state id " + DisplayText.quoted(s.id()) + " (first at states[" + earlier + "])"));
            }
            stateIds.add(s.id());
            stateById.putIfAbsent(s.id(), s);
        }
        idSuggestions = Suggestions.among(stateIds);
    }

    private void checkInitial() {
        checkStateName("initial", graph.initial());
    }

    private void checkTransitions() {
        Map<String, Integer> first = new HashMap<>();
        for (int i = 0; i < graph.transitions().size(); i++) {
            Transition t = graph.transitions().get(i);
            String at = "transitions[" + i + "]";
            if (t.id().isEmpty()) {
                problems.add(Problem.error(at + ".id", ProblemCodes.INVALID_ID, "a transition id must not be empty"));
            }
            Integer earlier = first.putIfAbsent(t.id(), i);
            if (earlier != null) {
                problems.add(Problem.error(
                        at + ".id",
                        ProblemCodes.DUPLICATE_ID,
                        "duplicate transition id " + DisplayText.quoted(t.id()) + " (first at transitions[" + earlier
                                + "])"));
            }
            if (t.isFromOneState()) {
                checkStateName(at + ".from", t.from());
            }
            checkTrigger(at, t);
            checkActions(at, t);
            checkSound(at, t);
        }
    }

    private void checkSound(String at, Transition t) {
        if (t.sound() == null) {
            return;
        }
        if (!t.isFromOneState()) {
            checkSoundOfEveryState(at, t);
            return;
        }
        StateDef from = stateById.get(t.from());
        Set<String> sounds = from == null ? Set.of() : from.assets().sounds().keySet();
        if (!sounds.contains(t.sound())) {
            problems.add(Problem.error(
                    at + ".sound",
                    ProblemCodes.UNKNOWN_SOUND,
                    "state " + DisplayText.quoted(t.from()) + " declares no sound " + DisplayText.quoted(t.sound())
                            + Suggestions.didYouMean(t.sound(), sounds)));
        }
    }

    /** A transition from a group or from every state plays a sound every state it leaves declares. */
    private void checkSoundOfEveryState(String at, Transition t) {
        for (StateDef s : graph.states()) {
            boolean leaves =
                    t.isFromAnyState() || t.fromGroup().filter(s::inGroup).isPresent();
            if (leaves && !s.assets().sounds().containsKey(t.sound())) {
                problems.add(Problem.error(
                        at + ".sound",
                        ProblemCodes.UNKNOWN_SOUND,
                        "state " + DisplayText.quoted(s.id()) + ", which this transition leaves, declares no sound "
                                + DisplayText.quoted(t.sound())));
                return;
            }
        }
    }

    private void checkTrigger(String at, Transition t) {
        double seconds = t.trigger().seconds();
        if (t.trigger().type() == TriggerType.TIMER && !(seconds >= 0 && Double.isFinite(seconds))) {
            problems.add(Problem.error(
                    at + ".trigger.seconds",
                    ProblemCodes.NEGATIVE_SECONDS,
                    "timer seconds must be a finite number >= 0, not " + seconds));
        }
        if (t.trigger().type() == TriggerType.KEY) {
            KeyNames.whyNot(t.trigger().text())
                    .ifPresent(why -> problems.add(Problem.error(at + ".trigger.key", ProblemCodes.UNKNOWN_KEY, why)));
        }
    }

    private void checkActions(String at, Transition t) {
        if (t.actions().isEmpty()) {
            problems.add(Problem.error(
                    at + ".actions",
                    ProblemCodes.EMPTY_ACTIONS,
                    "transition " + DisplayText.quoted(t.id()) + " needs at least one action"));
        }
        for (int k = 0; k < t.actions().size(); k++) {
            Action a = t.actions().get(k);
            if (a.target() != null && !a.op().isVariable()) {
                checkStateName(at + ".actions[" + k + "].target", a.target());
            }
        }
    }

    private void checkStateName(String path, String name) {
        if (stateIds.contains(name)) {
            return;
        }
        problems.add(Problem.error(
                path,
                ProblemCodes.UNKNOWN_STATE,
                "unknown state " + DisplayText.quoted(name) + idSuggestions.didYouMean(name)));
    }
}
