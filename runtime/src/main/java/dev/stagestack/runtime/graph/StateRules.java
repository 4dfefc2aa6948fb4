package dev.stagestack.runtime.graph;

import dev.stagestack.model.Trigger;
import dev.stagestack.model.TriggerType;
import dev.stagestack.runtime.Behavior;
import dev.stagestack.runtime.Context;
import java.util.List;

/**
 * The transitions of one state as flat tables, in file order: input transitions matched by
 * kind and text, timer transitions by threshold, lifecycle transitions by callback. As the
 * triggers of a state it runs right after the state's own behaviour in each callback
 * (docs/semantics.md §4.3, §5). Immutable; one instance serves every run of a compiled graph.
 */
final class StateRules implements Behavior {

    private final TriggerType[] inputKinds;
    private final String[] inputTexts;
    private final Firing[] inputActions;
    private final long[] timerThresholds;
    private final Firing[] timerActions;
    private final Firing[] onEnter;
    private final Firing[] onExit;
    private final Firing[] onPause;
    private final Firing[] onResume;

    StateRules(List<Rule> rules, double tickRate) {
        List<Rule> inputs =
                rules.stream().filter(r -> r.trigger().type().isInput()).toList();
        inputKinds = inputs.stream().map(r -> r.trigger().type()).toArray(TriggerType[]::new);
        inputTexts = inputs.stream().map(r -> r.trigger().text()).toArray(String[]::new);
        inputActions = actionsOf(inputs);
        List<Rule> timers = ofType(rules, TriggerType.TIMER);
        timerThresholds =
                timers.stream().mapToLong(r -> r.trigger().timerTicks(tickRate)).toArray();
        timerActions = actionsOf(timers);
        onEnter = actionsOf(ofType(rules, TriggerType.ENTER));
        onExit = actionsOf(ofType(rules, TriggerType.EXIT));
        onPause = actionsOf(ofType(rules, TriggerType.PAUSE));
        onResume = actionsOf(ofType(rules, TriggerType.RESUME));
    }

    /** A transition of this state: its trigger and its compiled actions. */
    record Rule(Trigger trigger, Firing firing) {}

    /**
     * Fires the first input transition (file order) matching the event.
     *
     * @return whether one matched
     */
    boolean fireInput(TriggerType kind, String text, Context head) {
        for (int i = 0; i < inputKinds.length; i++) {
            if (inputKinds[i] == kind && inputTexts[i].equals(text)) {
                inputActions[i].fire(head);
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
                timerActions[i].fire(context);
            }
        }
    }

    @Override
    public void enter(Context context) {
        fireAll(onEnter, context);
    }

    @Override
    public void exit(Context context) {
        fireAll(onExit, context);
    }

    @Override
    public void pause(Context context) {
        fireAll(onPause, context);
    }

    @Override
    public void resume(Context context) {
        fireAll(onResume, context);
    }

    private static void fireAll(Firing[] transitions, Context context) {
        for (Firing firing : transitions) {
            firing.fire(context);
        }
    }

    private static List<Rule> ofType(List<Rule> rules, TriggerType type) {
        return rules.stream().filter(r -> r.trigger().type() == type).toList();
    }

    private static Firing[] actionsOf(List<Rule> rules) {
        return rules.stream().map(Rule::firing).toArray(Firing[]::new);
    }
}
