package dev.stagestack.runtime;

/**
 * The code of a state: callbacks the stack calls on its entries (docs/semantics.md §3, §4, §6).
 * Every callback is a no-op by default, so a behaviour overrides only what it needs.
 *
 * <p>Which object serves which entry is the binding's choice: {@link StateBinding#perEntry} and
 * a graph's {@code BehaviorProvider} give each entry its own object, so its fields are that
 * screen's; {@link StateBinding#of} shares one object between every entry of the state, which
 * then keeps per-entry data in {@link Context#resources()} or {@link Context#objects()}.
 * A callback may make requests through its {@link Context}; it never moves {@code head} itself.
 * A callback that throws is reported as error {@code callback} and treated as done (§8).
 */
public interface Behavior {

    /** A behaviour that does nothing: the behaviour of a state without code. */
    Behavior NONE = new Behavior() {};

    /**
     * Loads what this entry needs for its whole life (images, levels, sounds): called once per entry,
     * when it is first committed, and it stays loaded across a restart (docs/semantics.md §3). Two
     * entries of the same state each get their own {@code load} (what all entries share belongs
     * outside the behaviour); the runtime's asset cache shares the files they declare
     * (docs/semantics.md §15).
     */
    default void load(Context context) {}

    /** Sets up the entry's own data; called again after {@link #free} by a restart. */
    default void init(Context context) {}

    /** The entry becomes head (its active-tick counter was just set to 0). */
    default void enter(Context context) {}

    /** The entry stops being head for good. */
    default void exit(Context context) {}

    /** Another entry was entered on top of this one. */
    default void pause(Context context) {}

    /** The entry on top of this one was exited; this one is head again (counter set to 0). */
    default void resume(Context context) {}

    /** Once per tick while the entry is head, after its active-tick counter was incremented. */
    default void active(Context context) {}

    /** Once per tick while the entry is covered; see {@link Context#covered()} for what that means. */
    default void inactive(Context context) {}

    /** Once per rendered frame, bottom to top, unless the entry is covered and its state hides. */
    default void draw(Context context, Surface surface) {}

    /** Releases what {@link #init} set up; the entry's resources are cleared right after. */
    default void free(Context context) {}

    /** Releases what {@link #load} loaded. */
    default void unload(Context context) {}
}
