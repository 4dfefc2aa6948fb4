package dev.stagestack.runtime.fx.model;

/**
 * Every teaching control of the player, with its label, tooltip and keyboard shortcut — the
 * one place that names them, used by the control bar, the key handler and the docs.
 * Shortcuts use function keys and the platform shortcut modifier so that plain keys reach
 * the running graph.
 */
public enum PlayerCommand {
    PAUSE_RESUME("Pause", "Pause or resume the run", "F5"),
    STEP_TICK("Tick", "Run exactly one tick (pauses the run)", "F6"),
    STEP_COMMIT("Commit step", "Take one commit step: one retreat, advance or restart (pauses the run)", "F7"),
    STEP_BACK("Step back", "Show the moment before the last commit step taken, then earlier ticks (read-only; "
            + "Commit step goes forward again)", "Page Up"),
    SLOWER("Slower", "Halve the speed, down to 0.1×", "Shortcut+MINUS"),
    FASTER("Faster", "Double the speed, up to 4×", "Shortcut+EQUALS"),
    NORMAL_SPEED("Normal", "Back to normal speed", "Shortcut+0"),
    RESTART_RUN("Restart", "End this run (with its teardown) and start a new one", "Shortcut+R"),
    SCRUB_BACK("◀", "Time travel: show the previous tick (read-only)", "Shortcut+LEFT"),
    SCRUB_FORWARD("▶", "Time travel: show the next recorded tick", "Shortcut+RIGHT"),
    GO_LIVE("Live", "Leave time travel and show the running tick", "Shortcut+END"),
    EXPORT_TRACE("Export trace…", "Write the trace of this run to a file", "Shortcut+E"),
    OPEN_SCRIPT("Open script…", "Play a script (keys, buttons, signals at their ticks) in a new run; "
            + "Next event runs up to its next event", "Shortcut+Shift+O"),
    NEXT_EVENT("Next event", "Run the ticks up to the loaded script's next event, and pause", "F8"),
    EXPORT_SCRIPT("Export script…", "Write this run's input events as a script that replays it headless", "Shortcut+Shift+E"),
    TOGGLE_OVERLAY("Overlay", "Show or hide the overlay (chain, log, frame times)", "F1");

    private final String label;
    private final String description;
    private final String shortcut;

    PlayerCommand(String label, String description, String shortcut) {
        this.label = label;
        this.description = description;
        this.shortcut = shortcut;
    }

    /** The short text on its control. */
    public String label() {
        return label;
    }

    /** What it does, for tooltips and docs. */
    public String description() {
        return description;
    }

    /** Its shortcut in JavaFX {@code KeyCombination} syntax, e.g. {@code Shortcut+R}. */
    public String shortcut() {
        return shortcut;
    }
}
