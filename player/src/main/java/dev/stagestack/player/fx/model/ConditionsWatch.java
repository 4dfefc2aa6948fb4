package dev.stagestack.player.fx.model;

import dev.stagestack.model.Variable;
import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StackListener;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.runtime.TransitionCheck;
import dev.stagestack.runtime.Variables;
import dev.stagestack.runtime.graph.GraphRun;
import java.util.ArrayList;
import java.util.List;

/**
 * What the player's VARIABLES panel shows (docs/semantics.md §21, docs/player.md): each variable's value
 * now and, for the last tick in which a transition with a guard or {@code once} was tried, why each one
 * fired or was skipped, with what its guard read. Listens to the live run; single-threaded, like the session.
 */
public final class ConditionsWatch implements StackListener {

    private StateStack stack;
    private boolean used;
    private long checksTick = -1;
    private List<String> checks = new ArrayList<>();

    /**
     * Watches a new run, {@code run}, whose graph uses variables, guards or once at all when {@code
     * usesConditions}: only then does it listen to the run.
     */
    void watch(GraphRun run, boolean usesConditions) {
        stack = run.stack();
        used = usesConditions;
        checksTick = -1;
        checks = new ArrayList<>();
        if (usesConditions) {
            run.addListener(this);
        }
    }

    /** Whether the graph has variables, guards or once: only then is the panel shown. */
    public boolean used() {
        return used;
    }

    /** Each variable as {@code lives = 2}, in file order. */
    public List<String> values() {
        List<String> out = new ArrayList<>();
        Variables variables = stack.variables();
        for (Variable v : variables.definitions()) {
            out.add(v.id() + " = " + v.format(variables.value(v.id())));
        }
        return out;
    }

    /**
     * Why the guarded transitions of the last tick that tried any fired or not, one line each, e.g.
     * {@code 3 skipped deeper (options#1): deep is false — deep = false}.
     */
    public List<String> lastChecks() {
        return List.copyOf(checks);
    }

    @Override
    public void transitionChecked(StateStack from, Entry entry, TransitionCheck check) {
        if (from.tick() != checksTick) {
            checksTick = from.tick();
            checks = new ArrayList<>();
        }
        checks.add(describe(from.tick(), entry, check));
    }

    private static String describe(long tick, Entry entry, TransitionCheck check) {
        String what = switch (check.outcome()) {
            case FIRED ->
                "fired " + check.transitionId() + (check.guard() == null ? "" : " (" + check.guard() + " held)");
            case SKIPPED_GUARD -> "skipped " + check.transitionId() + ": " + check.guard() + " is false";
            case SKIPPED_ONCE -> "skipped " + check.transitionId() + ": once, already fired for this entry";
        };
        List<String> facts = check.facts();
        return tick + " " + entry + " " + what + (facts.isEmpty() ? "" : " — " + String.join(", ", facts));
    }
}
