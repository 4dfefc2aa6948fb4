package dev.stagestack.player.fx;

import dev.stagestack.runtime.debug.Breakpoints;
import dev.stagestack.runtime.debug.LogKind;
import dev.stagestack.runtime.debug.LogLine;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.css.PseudoClass;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

/**
 * The overlay's trace: the newest lines of the run's log, each in its kind's colour, the latest
 * commit step's lines highlighted, always scrolled to the newest line; a line's menu sets a
 * breakpoint on the entry it names.
 */
final class TraceLogView extends ListView<LogLine> {

    private static final int LOG_LINES = 400;
    private static final PseudoClass LATEST_STEP = PseudoClass.getPseudoClass("latest-step");
    private static final int MAX_SCROLL_PASSES = 4;

    private final ObservableList<LogLine> log;
    private int latestStepFrom = -1;
    private OverlayLook look = OverlayLook.NORMAL;
    private Breakpoints breakpoints;
    /** The lines to show once the log is shown again; null while it is shown. */
    private List<LogLine> whileHidden;
    /** Whether the newest line is still to be scrolled into view. */
    private boolean newestPending;
    /** Layout passes spent on it: a viewport lower than a line never shows one wholly. */
    private int scrollPasses;

    TraceLogView() {
        this(FXCollections.observableArrayList());
    }

    private TraceLogView(ObservableList<LogLine> log) {
        super(log);
        this.log = log;
        getStyleClass().add(PlayerStyles.LOG);
        setCellFactory(v -> new LogCell());
        setPrefHeight(230);
        setFocusTraversable(false);
        // Scrolled in the layout pass of the new height: a scroll asked for in the middle of the resize
        // (a breakpoint's banner taking room from the log) left the log at its oldest lines.
        heightProperty().addListener((o, was, is) -> scrollToNewest());
        visibleProperty().addListener((o, was, is) -> showHeldLines(is));
    }

    /** Shown again (the view has the log back): the lines of the run as it is now. */
    private void showHeldLines(boolean visible) {
        if (visible && whileHidden != null) {
            List<LogLine> lines = whileHidden;
            whileHidden = null;
            show(lines);
        }
    }

    /** Colours the lines in {@code newLook}'s palette. */
    void setLook(OverlayLook newLook) {
        look = newLook;
        refresh();
    }

    /** The breakpoints a line's menu adds to. */
    void setBreakpoints(Breakpoints newBreakpoints) {
        breakpoints = newBreakpoints;
    }

    /**
     * Replaces the lines with the newest of {@code lines} and scrolls to the newest; the latest commit
     * step's lines are highlighted. While the log is hidden (chain only), it holds them until it is shown.
     */
    void show(List<LogLine> lines) {
        if (!isVisible()) {
            // A hidden list is still laid out: with its lines and a size of before, the list filled the
            // room under its last line with empty cells and JavaFX logged "index exceeds maxCellCount".
            whileHidden = lines;
            log.clear();
            return;
        }
        int from = Math.max(0, lines.size() - LOG_LINES);
        log.setAll(lines.subList(from, lines.size()));
        int latest = latestStepStart(log);
        if (latest != latestStepFrom) {
            latestStepFrom = latest;
            refresh(); // cells whose line did not change must still take or lose the highlight
        }
        scrollToNewest();
    }

    /**
     * The newest line in view: after a new line, and after a new size (a new look, a resized window).
     * The scroll is made in the layout passes that follow, until the newest line is wholly shown: a
     * {@code scrollTo} asked for before the cells of a new size were laid out could leave the newest
     * line under the bottom edge, depending on when the pulses came.
     */
    void scrollToNewest() {
        newestPending = !log.isEmpty();
        scrollPasses = 0;
        requestLayout();
    }

    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        if (newestPending && lookup(".virtual-flow") instanceof VirtualFlow<?> flow) {
            int newest = log.size() - 1;
            if (newest < 0 || NewestLine.whollyShown(flow, newest) || ++scrollPasses > MAX_SCROLL_PASSES) {
                newestPending = false;
            } else {
                flow.setPosition(1.0);
                requestLayout(); // looked at again in the next pass, with the cells of the scroll
            }
        }
    }

    /** Where the lines of the latest commit step start (its {@code # ... commit step} line), or -1. */
    static int latestStepStart(List<LogLine> lines) {
        for (int i = lines.size() - 1; i >= 0; i--) {
            LogLine line = lines.get(i);
            if (line.kind() == LogKind.CAUSE && line.text().contains(" commit step ")) {
                return i;
            }
        }
        return -1;
    }

    /**
     * A log line in its kind's colour, highlighted while it belongs to the latest commit step; its
     * tooltip gives it whole (explanations are long); its menu sets a breakpoint on the entry it names.
     */
    private final class LogCell extends ListCell<LogLine> {
        private final Tooltip whole = new Tooltip();

        LogCell() {
            addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
                if (e.getButton() == MouseButton.SECONDARY) {
                    LogBreakpointMenu.of(getItem(), breakpoints)
                            .ifPresent(menu -> menu.show(this, e.getScreenX(), e.getScreenY()));
                    e.consume();
                }
            });
        }

        @Override
        protected void updateItem(LogLine line, boolean empty) {
            super.updateItem(line, empty);
            pseudoClassStateChanged(LATEST_STEP, !empty && latestStepFrom >= 0 && getIndex() >= latestStepFrom);
            whole.setText(empty || line == null ? "" : line.text());
            setTooltip(empty || line == null ? null : whole);
            setText(empty || line == null ? null : line.text());
            setTextFill(
                    empty || line == null
                            ? look.palette().text()
                            : look.palette().of(line.kind()));
        }
    }
}
