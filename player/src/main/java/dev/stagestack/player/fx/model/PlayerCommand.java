package dev.stagestack.player.fx.model;

/**
 * Every teaching control of the player, with its label, tooltip and keyboard shortcut — the
 * one place that names them, used by the control bar, the key handler and the docs.
 * Shortcuts use function keys and the platform shortcut modifier so that plain keys reach
 * the running graph.
 */
public enum PlayerCommand {
    /** Pauses or resumes the run (F5). */
    PAUSE_RESUME("Pause", "Pause or resume the run", "F5"),
    /** Runs exactly one tick and pauses (F6). */
    STEP_TICK("Tick", "Run exactly one tick (pauses the run)", "F6"),
    /** Takes one commit step and pauses (F7). */
    STEP_COMMIT("Commit step", "Take one commit step: one retreat, advance or restart (pauses the run)", "F7"),
    /** Shows the moment before the last commit step, then earlier ticks, read-only (Page Up). */
    STEP_BACK(
            "Step back",
            "Show the moment before the last commit step taken, then earlier ticks (read-only; "
                    + "Commit step goes forward again)",
            "Page Up"),
    /** Halves the speed. */
    SLOWER("Slower", "Halve the speed, down to 0.1×", "Shortcut+MINUS"),
    /** Doubles the speed. */
    FASTER("Faster", "Double the speed, up to 4×", "Shortcut+EQUALS"),
    /** Back to normal speed. */
    NORMAL_SPEED("Normal", "Back to normal speed", "Shortcut+0"),
    /** Ends the run with its teardown and starts a new one. */
    RESTART_RUN("Restart", "End this run (with its teardown) and start a new one", "Shortcut+R"),
    /** Time travel: shows the previous tick. */
    SCRUB_BACK("◀", "Time travel: show the previous tick (read-only)", "Shortcut+LEFT"),
    /** Time travel: shows the next recorded tick. */
    SCRUB_FORWARD("▶", "Time travel: show the next recorded tick", "Shortcut+RIGHT"),
    /** Leaves time travel. */
    GO_LIVE("Live", "Leave time travel and show the running tick", "Shortcut+END"),
    /** Writes the run's trace to a file. */
    EXPORT_TRACE("Export trace…", "Write the trace of this run to a file", "Shortcut+E"),
    /** Plays a script in a new run. */
    OPEN_SCRIPT(
            "Open script…",
            "Play a script (keys, buttons, signals at their ticks) in a new run; "
                    + "Next event runs up to its next event",
            "Shortcut+Shift+O"),
    /** Runs to the loaded script's next event and pauses (F8). */
    NEXT_EVENT("Next event", "Run the ticks up to the loaded script's next event, and pause", "F8"),
    /** Writes the run's input events as a script. */
    EXPORT_SCRIPT(
            "Export script…", "Write this run's input events as a script that replays it headless", "Shortcut+Shift+E"),
    /** Shows or hides the overlay (F1). */
    TOGGLE_OVERLAY("Overlay", "Show or hide the overlay (chain, log, frame times)", "F1"),
    /** Presentation mode: the overlay large and high-contrast, for a projector (F11). */
    PRESENT(
            "Presentation mode",
            "Presentation mode: the overlay at 2x in a high-contrast light theme, "
                    + "for a projector; again to leave it",
            "F11"),
    /** Draws the overlay one step larger, up to 3x. */
    OVERLAY_LARGER(
            "Larger overlay", "Draw the overlay larger, up to 3x (also Ctrl+wheel over it)", "Shortcut+Shift+EQUALS"),
    /** Draws the overlay one step smaller, down to 1x. */
    OVERLAY_SMALLER(
            "Smaller overlay",
            "Draw the overlay smaller, down to 1x (also Ctrl+wheel over it)",
            "Shortcut+Shift+MINUS"),
    /** Writes the chain shown as an SVG picture. */
    EXPORT_CHAIN(
            "Export chain as SVG…",
            "Write the chain as shown (this tick or commit step) as an SVG picture, "
                    + "for slides (a name ending in .png: a PNG as drawn)",
            "Shortcut+Shift+G"),
    /** Writes one web page that replays this run in a browser. */
    EXPORT_WEB_PAGE(
            "Export web page…",
            "Write one web page that replays this run in a browser, then runs on live: no install, it "
                    + "opens from a file (docs/web.md)",
            "Shortcut+Shift+W"),
    /** The stack alone fills the window. */
    CHAIN_ONLY(
            "Chain only",
            "Show only the stack, filling the window (no game screen, log or plot); again to go back",
            "Shortcut+Shift+F");

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
