package dev.stagestack.runtime;

/** The callbacks of a {@link Behavior}, with the names the trace writes (docs/semantics.md §9). */
public enum Callback {
    /** {@link Behavior#load}: the entry's data is loaded. */
    LOAD("load"),
    /** {@link Behavior#init}: the entry's state is set up (again after a restart). */
    INIT("init"),
    /** {@link Behavior#enter}: the entry becomes head. */
    ENTER("enter"),
    /** {@link Behavior#exit}: the entry leaves the stack. */
    EXIT("exit"),
    /** {@link Behavior#pause}: an entry was advanced onto this one. */
    PAUSE("pause"),
    /** {@link Behavior#resume}: the entry is head again after the one above it left. */
    RESUME("resume"),
    /** {@link Behavior#active}: head's step in a tick. */
    ACTIVE("active"),
    /** {@link Behavior#inactive}: a covered entry's step in a tick. */
    INACTIVE("inactive"),
    /** {@link Behavior#draw}: the entry draws itself; never written to a trace. */
    DRAW("draw"),
    /** {@link Behavior#free}: what {@code init} set up is released (before a restart's {@code init} too). */
    FREE("free"),
    /** {@link Behavior#unload}: what {@code load} loaded is released. */
    UNLOAD("unload"),
    /**
     * {@link Saves#restore}: a restored entry takes back what it saved, after {@code init} and before
     * {@code enter} (docs/semantics.md §20); called for every restored entry, whether its behaviour saves or not.
     */
    RESTORE("restore");

    private final String traceName;

    Callback(String traceName) {
        this.traceName = traceName;
    }

    /** The name used in trace lines and error messages, e.g. {@code enter}. */
    public String traceName() {
        return traceName;
    }

    /** Calls this callback of {@code behavior}; {@code surface} is used by {@link #DRAW} only. */
    void invoke(Behavior behavior, Context context, Surface surface) {
        switch (this) {
            case LOAD -> behavior.load(context);
            case INIT -> behavior.init(context);
            case ENTER -> behavior.enter(context);
            case EXIT -> behavior.exit(context);
            case PAUSE -> behavior.pause(context);
            case RESUME -> behavior.resume(context);
            case ACTIVE -> behavior.active(context);
            case INACTIVE -> behavior.inactive(context);
            case DRAW -> behavior.draw(context, surface);
            case FREE -> behavior.free(context);
            case UNLOAD -> behavior.unload(context);
            case RESTORE -> StackSaves.restoreEntry(behavior, context);
            default -> throw new AssertionError(this);
        }
    }
}
