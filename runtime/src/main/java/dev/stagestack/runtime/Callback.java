package dev.stagestack.runtime;

/** The callbacks of a {@link Behavior}, with the names the trace writes (docs/semantics.md §9). */
public enum Callback {
    LOAD("load"),
    INIT("init"),
    ENTER("enter"),
    EXIT("exit"),
    PAUSE("pause"),
    RESUME("resume"),
    ACTIVE("active"),
    INACTIVE("inactive"),
    DRAW("draw"),
    FREE("free"),
    UNLOAD("unload");

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
            default -> throw new AssertionError(this);
        }
    }
}
