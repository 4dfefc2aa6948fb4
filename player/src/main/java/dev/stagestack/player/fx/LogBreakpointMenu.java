package dev.stagestack.player.fx;

import dev.stagestack.runtime.debug.Breakpoints;
import dev.stagestack.runtime.debug.LogLine;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ContextMenu;

/** The menu of a log line that names an entry ({@code 12 enter boss-dialog#5}): break before entering or exiting its state. */
final class LogBreakpointMenu {
    /** An entry as the trace writes it: {@code stateId#serial}. */
    private static final Pattern ENTRY = Pattern.compile("([A-Za-z0-9_][A-Za-z0-9_.-]*)#\\d+");

    private LogBreakpointMenu() {}

    static Optional<ContextMenu> of(LogLine line, Breakpoints breakpoints) {
        if (line == null || breakpoints == null) {
            return Optional.empty();
        }
        Matcher m = ENTRY.matcher(line.text());
        if (!m.find()) {
            return Optional.empty();
        }
        String state = m.group(1);
        CheckMenuItem entering = new CheckMenuItem("Pause before entering " + state);
        entering.setSelected(breakpoints.beforeEntering().contains(state));
        entering.setOnAction(e -> breakpoints.setBeforeEntering(state, entering.isSelected()));
        CheckMenuItem exiting = new CheckMenuItem("Pause before exiting " + state);
        exiting.setSelected(breakpoints.beforeExiting().contains(state));
        exiting.setOnAction(e -> breakpoints.setBeforeExiting(state, exiting.isSelected()));
        return Optional.of(new ContextMenu(entering, exiting));
    }
}
