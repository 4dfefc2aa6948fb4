package dev.stagestack.editor.core;

/**
 * Where on the toolbar a contributed button goes, in this order; a place that starts a group has a
 * separator before it, and {@link #RUN} starts the right-hand end of the bar.
 */
public enum ToolPlace {
    FILES(false),
    HISTORY(true),
    EDIT(true),
    LAYOUT(false),
    VIEW(true),
    RUN(false),
    HELP(false);

    private final boolean startsGroup;

    ToolPlace(boolean startsGroup) {
        this.startsGroup = startsGroup;
    }

    /** Whether a separator stands before this place's buttons. */
    public boolean startsGroup() {
        return startsGroup;
    }
}
