package dev.stagestack.runtime.graph;

import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import java.util.List;

/**
 * The transitions of one state as flat tables, in the order they are tried (docs/semantics.md §21): input transitions matched by
 * kind and text, timer transitions by threshold, lifecycle transitions by callback. As the
 * triggers of a state it runs right after the state's own behaviour in each callback
 * (docs/semantics.md §4.3, §5). Immutable; one instance serves every run of a compiled graph.
 */
final class StateRules implements Behavior {

    private final TriggerType[] inputKinds;
    private final String[] inputTexts;
    private final Firing[] inputActions;
    private final TransitionGate[] inputGates;
    private final boolean anyKey;
    private final long[] timerThresholds;
    private final Firing[] timerActions;
    private final TransitionGate[] timerGates;
    private final Lifecycle onEnter;
    private final Lifecycle onExit;
    private final Lifecycle onPause;
    private final Lifecycle onResume;

    /**
     * @param rules    the transitions an entry of the state may fire, in the order they are tried
     *                 (docs/semantics.md §21: its own, its groups', every state's)
     * @param tickRate ticks per second, for the timers' thresholds
     */
    StateRules(List<Rule> rules, double tickRate) {
        List<Rule> inputs =
                rules.stream().filter(r -> r.trigger().type().isInput()).toList();
        inputKinds = inputs.stream().map(r -> r.trigger().type()).toArray(TriggerType[]::new);
        inputTexts = inputs.stream().map(r -> r.trigger().text()).toArray(String[]::new);
        inputActions = actionsOf(inputs);
        inputGates = gatesOf(inputs);
        anyKey = inputs.stream().anyMatch(r -> r.trigger().type() == TriggerType.ANY_KEY);
        List<Rule> timers = ofType(rules, TriggerType.TIMER);
        timerThresholds =
                timers.stream().mapToLong(r -> r.trigger().timerTicks(tickRate)).toArray();
        timerActions = actionsOf(timers);
        timerGates = gatesOf(timers);
        onEnter = new Lifecycle(ofType(rules, TriggerType.ENTER));
        onExit = new Lifecycle(ofType(rules, TriggerType.EXIT));
        onPause = new Lifecycle(ofType(rules, TriggerType.PAUSE));
        onResume = new Lifecycle(ofType(rules, TriggerType.RESUME));
    }

    /** A transition of this state: its trigger, its compiled actions and its gate (null when it has none). */
    record Rule(Trigger trigger, Firing firing, TransitionGate gate) {}

    /** The transitions of one lifecycle callback: every one whose gate lets it fires, in order. */
    private record Lifecycle(Firing[] firings, TransitionGate[] gates) {
        Lifecycle(List<Rule> rules) {
            this(actionsOf(rules), gatesOf(rules));
        }

        void fireAll(Context context) {
            for (int i = 0; i < firings.length; i++) {
                TransitionGate.fire(gates[i], firings[i], context);
            }
        }
    }

    /**
     * Fires the first input transition (in the order tried) matching the event whose gate lets it; a
     * key press that fires no {@code key} transition then tries the {@code anyKey} ones (docs/semantics.md §21).
     *
     * @return whether one fired
     */
    boolean fireInput(TriggerType kind, String text, Context head) {
        for (int i = 0; i < inputKinds.length; i++) {
            if (inputKinds[i] == kind
                    && inputTexts[i].equals(text)
                    && TransitionGate.fire(inputGates[i], inputActions[i], head)) {
                return true;
            }
        }
        return kind == TriggerType.KEY && anyKey && fireAnyKey(head);
    }

    private boolean fireAnyKey(Context head) {
        for (int i = 0; i < inputKinds.length; i++) {
            if (inputKinds[i] == TriggerType.ANY_KEY && TransitionGate.fire(inputGates[i], inputActions[i], head)) {
                return true;
            }
        }
        return false;
    }

    /** Timers: every timer whose threshold equals the head's active-tick counter fires, in file order. */
    @Override
    public void active(Context context) {
        if (timerThresholds.length == 0) {
            return;
        }
        long ticks = context.activeTicks();
        for (int i = 0; i < timerThresholds.length; i++) {
            if (timerThresholds[i] == ticks) {
                TransitionGate.fire(timerGates[i], timerActions[i], context);
            }
        }
    }

    @Override
    public void enter(Context context) {
        onEnter.fireAll(context);
    }

    @Override
    public void exit(Context context) {
        onExit.fireAll(context);
    }

    @Override
    public void pause(Context context) {
        onPause.fireAll(context);
    }

    @Override
    public void resume(Context context) {
        onResume.fireAll(context);
    }

    private static List<Rule> ofType(List<Rule> rules, TriggerType type) {
        return rules.stream().filter(r -> r.trigger().type() == type).toList();
    }

    private static Firing[] actionsOf(List<Rule> rules) {
        return rules.stream().map(Rule::firing).toArray(Firing[]::new);
    }

    private static TransitionGate[] gatesOf(List<Rule> rules) {
        return rules.stream().map(Rule::gate).toArray(TransitionGate[]::new);
    }
}
