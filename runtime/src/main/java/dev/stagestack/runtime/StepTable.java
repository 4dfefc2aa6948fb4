package dev.stagestack.runtime;

import java.util.Arrays;

/**
 * What the tick walk calls for each level of the head chain, side by side, bottom first: the entry's
 * behaviour, its context, and its state's triggers when they do anything while covered (null when
 * they keep {@link Behavior#inactive}'s default, as the compiled graphs' triggers do). The walk
 * then reads two arrays per covered entry instead of chasing each entry to its behaviour and
 * binding, and makes no call that can do nothing. Kept by {@link Committer} in step with its head chain.
 */
final class StepTable {

    private Behavior[] behaviors = new Behavior[8];
    private Context[] contexts = new Context[8];
    private Behavior[] coveredTriggers = new Behavior[8];
    /** How many levels have covered triggers: while none has, the walk need not look. */
    private int coveredTriggerLevels;

    /** Level {@code level} is now {@code entry}, whose state's covered triggers are {@code triggersWhenCovered}. */
    void enter(int level, Entry entry, Behavior triggersWhenCovered) {
        if (level == behaviors.length) {
            behaviors = Arrays.copyOf(behaviors, level * 2);
            contexts = Arrays.copyOf(contexts, level * 2);
            coveredTriggers = Arrays.copyOf(coveredTriggers, level * 2);
        }
        behaviors[level] = entry.behavior;
        contexts[level] = entry.context();
        coveredTriggers[level] = triggersWhenCovered;
        if (triggersWhenCovered != null) {
            coveredTriggerLevels++;
        }
    }

    /** Level {@code level} has left the head chain. */
    void leave(int level) {
        if (coveredTriggers[level] != null) {
            coveredTriggerLevels--;
        }
        behaviors[level] = null;
        contexts[level] = null;
        coveredTriggers[level] = null;
    }

    // The walk reads the arrays themselves, into locals: the table cannot change while it runs
    // (a commit is refused inside a callback), and locals let the JIT keep them out of the loop.

    /** The behaviours, by level; valid until the next {@link #enter}. */
    Behavior[] behaviors() {
        return behaviors;
    }

    /** The contexts, by level; valid until the next {@link #enter}. */
    Context[] contexts() {
        return contexts;
    }

    /** The covered triggers by level, or null when no level has any; valid until the next {@link #enter}. */
    Behavior[] coveredTriggersIfAny() {
        return coveredTriggerLevels > 0 ? coveredTriggers : null;
    }

    /** {@code triggers}, or null when its {@code inactive} is {@link Behavior}'s default, which does nothing. */
    static Behavior steppedWhenCovered(Behavior triggers) {
        return STEPS_WHEN_COVERED.get(triggers.getClass()) ? triggers : null;
    }

    /** Per class: whether it overrides {@link Behavior#inactive}; looked up once per class (a reload makes a table again). */
    private static final ClassValue<Boolean> STEPS_WHEN_COVERED = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            try {
                return type.getMethod("inactive", Context.class).getDeclaringClass() != Behavior.class;
            } catch (NoSuchMethodException e) {
                // Only where methods cannot be looked up (the page's class library, docs/web.md): then the
                // triggers are stepped anyway, which is the same, since the default does nothing.
                return true;
            }
        }
    };
}
