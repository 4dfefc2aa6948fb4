package dev.stagestack.runtime.debug;

import dev.stagestack.runtime.Entry;
import dev.stagestack.runtime.StateStack;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Where a run pauses by itself (the player's, the web page's): before a commit step enters or exits a chosen state, and at
 * the end of a tick whose requests left head and staging diverged, discarded an entry, or wrote an
 * error. Mutable; a host's {@link CommitDebugger} reads it every tick.
 */
public final class Breakpoints {
    /** What happened in a tick to pause at its end. */
    public enum After {
        /** A tick that reported an error. */
        ERROR("an error", "after an error"),
        /** A tick after whose requests head and staging diverged (neither chain contains the other). */
        DIVERGENCE("head and staging diverged", "after a divergence"),
        /** A tick that discarded an entry (pushed and popped before it was entered). */
        DISCARD("an entry was discarded", "after a discard");

        private final String words;
        private final String shortWords;

        After(String words, String shortWords) {
            this.words = words;
            this.shortWords = shortWords;
        }

        /** How the overlay names this kind, e.g. {@code after an error}. */
        public String words() {
            return words;
        }

        /** For a check box: {@code after a divergence}. */
        public String shortWords() {
            return shortWords;
        }
    }

    private final Set<After> after = EnumSet.noneOf(After.class);
    private final Set<String> beforeEntering = new LinkedHashSet<>();
    private final Set<String> beforeExiting = new LinkedHashSet<>();
    private long version;

    /** Arms or disarms the breakpoint after ticks of this kind. */
    public void set(After kind, boolean armed) {
        changed(armed ? after.add(kind) : after.remove(kind));
    }

    /** Whether the breakpoint after ticks of this kind is armed. */
    public boolean isSet(After kind) {
        return after.contains(kind);
    }

    /** Pause before a commit step enters an entry of {@code stateId}. */
    public void setBeforeEntering(String stateId, boolean armed) {
        changed(armed ? beforeEntering.add(stateId) : beforeEntering.remove(stateId));
    }

    /** Pause before a commit step exits an entry of {@code stateId}. */
    public void setBeforeExiting(String stateId, boolean armed) {
        changed(armed ? beforeExiting.add(stateId) : beforeExiting.remove(stateId));
    }

    /** The states a commit step stops before entering, in the order set. */
    public Set<String> beforeEntering() {
        return Collections.unmodifiableSet(beforeEntering);
    }

    /** The states a commit step stops before exiting, in the order set. */
    public Set<String> beforeExiting() {
        return Collections.unmodifiableSet(beforeExiting);
    }

    /** Changes whenever a breakpoint is set or cleared (views redraw then). */
    public long version() {
        return version;
    }

    /** Every breakpoint in words, e.g. {@code before entering boss-dialog}. */
    public List<String> describe() {
        List<String> all = new ArrayList<>();
        beforeEntering.forEach(id -> all.add("before entering " + id));
        beforeExiting.forEach(id -> all.add("before exiting " + id));
        after.forEach(a -> all.add("after a tick in which " + a.words()));
        return all;
    }

    /** The breakpoints on renamed states follow them ({@code old id -> new id}): a reload (docs/semantics.md §19). */
    public void followRenames(Map<String, String> renames) {
        boolean changed = renamed(beforeEntering, renames) | renamed(beforeExiting, renames);
        changed(changed);
    }

    private static boolean renamed(Set<String> ids, Map<String, String> renames) {
        List<String> kept = new ArrayList<>(ids);
        ids.clear();
        kept.forEach(id -> ids.add(renames.getOrDefault(id, id)));
        return !kept.equals(new ArrayList<>(ids));
    }

    /** Sets exactly the breakpoints of {@code other}. */
    public void copyFrom(Breakpoints other) {
        after.clear();
        after.addAll(other.after);
        beforeEntering.clear();
        beforeEntering.addAll(other.beforeEntering);
        beforeExiting.clear();
        beforeExiting.addAll(other.beforeExiting);
        version++;
    }

    /** One line to keep in settings: {@code enter:game exit:pause after:ERROR}; {@link #decode} reads it. */
    public String encode() {
        List<String> words = new ArrayList<>();
        beforeEntering.forEach(id -> words.add("enter:" + id));
        beforeExiting.forEach(id -> words.add("exit:" + id));
        after.forEach(a -> words.add("after:" + a.name()));
        return String.join(" ", words);
    }

    /** The breakpoints {@link #encode} wrote; words it does not know are skipped (a newer version wrote them). */
    public static Breakpoints decode(String text) {
        Breakpoints b = new Breakpoints();
        for (String word : text == null ? new String[0] : text.trim().split("\\s+")) {
            if (word.startsWith("enter:") && word.length() > 6) {
                b.beforeEntering.add(word.substring(6));
            } else if (word.startsWith("exit:") && word.length() > 5) {
                b.beforeExiting.add(word.substring(5));
            } else if (word.startsWith("after:")) {
                for (After a : After.values()) {
                    if (a.name().equals(word.substring(6))) {
                        b.after.add(a);
                    }
                }
            }
        }
        return b;
    }

    /** Whether a commit must be taken step by step to honour the state breakpoints. */
    public boolean watchesSteps() {
        return !beforeEntering.isEmpty() || !beforeExiting.isEmpty();
    }

    /**
     * The breakpoint the stack's next commit step hits, in words, with the entry it concerns:
     * an advance enters the child of head on staging's chain, a retreat exits head (docs/semantics.md §3).
     */
    public Optional<Hit> beforeStep(StateStack stack) {
        Entry head = stack.head();
        Entry staging = stack.staging();
        if (head == staging) {
            return Optional.empty();
        }
        Entry child = childOfHeadOn(staging, head);
        if (child == null) {
            return beforeExiting.contains(head.stateId())
                    ? Optional.of(new Hit(head, "before exiting " + label(head)))
                    : Optional.empty();
        }
        return beforeEntering.contains(child.stateId())
                ? Optional.of(new Hit(child, "before entering " + label(child)))
                : Optional.empty();
    }

    /** The breakpoint the end of a tick hits, in words; {@code newError} when the tick wrote an error. */
    public Optional<String> afterTick(TickSnapshot tick, boolean newError) {
        if (newError && after.contains(After.ERROR)) {
            return Optional.of("after tick " + tick.tick() + ": " + After.ERROR.words());
        }
        if (after.contains(After.DIVERGENCE) && tick.diff().diverged()) {
            return Optional.of("after tick " + tick.tick() + ": " + After.DIVERGENCE.words());
        }
        if (after.contains(After.DISCARD) && !tick.discarded().isEmpty()) {
            return Optional.of("after tick " + tick.tick() + ": " + After.DISCARD.words() + " ("
                    + tick.discarded().get(0).label() + ")");
        }
        return Optional.empty();
    }

    /**
     * A state breakpoint about to be hit.
     *
     * @param entry the entry the step would enter or exit
     * @param words what to say, e.g. {@code before entering boss-dialog#5}
     */
    public record Hit(Entry entry, String words) {}

    private static Entry childOfHeadOn(Entry staging, Entry head) {
        int headDepth = head == null ? 0 : head.depth();
        Entry e = staging;
        if (e == null || e.depth() <= headDepth) {
            return null;
        }
        while (e.depth() > headDepth + 1) {
            e = e.parent();
        }
        return e.parent() == head ? e : null;
    }

    private static String label(Entry e) {
        return e.stateId() + "#" + e.serial();
    }

    private void changed(boolean changed) {
        if (changed) {
            version++;
        }
    }
}
