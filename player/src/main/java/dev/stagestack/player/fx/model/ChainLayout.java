package dev.stagestack.player.fx.model;

import dev.stagestack.runtime.debug.ChainDiff;
import dev.stagestack.runtime.debug.EntryRef;
import dev.stagestack.runtime.debug.TickSnapshot;
import dev.stagestack.runtime.look.StateLook;
import java.util.ArrayList;
import java.util.List;

/**
 * Lays out the overlay's chain diagram: the top of the stack at the top, the part head and
 * staging share as full-width boxes, and where they differ two branches side by side — head's
 * (about to be exited) on the left, staging's (about to be entered) on the right. Discarded
 * entries sit in a row under the chain. The diagram is anchored at the bottom of its area,
 * so the stack grows upwards as it does in the game. Toolkit-free so it is tested without JavaFX.
 */
public final class ChainLayout {

    /** Largest and smallest row pitch; deep stacks shrink rows down to the minimum. */
    public static final double MAX_ROW = 46;
    /**
     * The smallest row pitch, which deep stacks shrink to: boxes stay tall enough for their names
     * and pills. A stack that needs more room than its area has is drawn taller and scrolls
     * ({@link #readableHeight}).
     */
    public static final double MIN_ROW = 30;

    private static final double GAP = 16;
    private static final double BOX_HEIGHT = 30;
    private static final double BRANCH_GAP = 12;

    private final StateIndex states;

    /** A layout naming and colouring entries from {@code states}. */
    public ChainLayout(StateIndex states) {
        this.states = states;
    }

    /** The badge of the entry flagged for restart. */
    public static final String RESTART_BADGE = StateLook.RESTART_MARK;

    /** The boxes of {@code snapshot} in a {@code width} x {@code height} area; parents before children. */
    public List<ChainBox> layout(TickSnapshot snapshot, double width, double height) {
        return layout(snapshot, width, height, 1);
    }

    /**
     * The boxes of {@code snapshot} in a {@code width} x {@code height} area with every length
     * multiplied by {@code scale} (presentation mode draws the chain 1× to 3×); parents before children.
     */
    public List<ChainBox> layout(TickSnapshot snapshot, double width, double height, double scale) {
        ChainDiff diff = snapshot.diff();
        int levels = levels(snapshot);
        int rows = rows(snapshot);
        double pitch =
                rows == 0 ? MAX_ROW * scale : Math.max(MIN_ROW * scale, Math.min(MAX_ROW * scale, height / rows));
        double top = Math.max(0, height - rows * pitch);
        Frame frame = new Frame(snapshot, pitch, levels, width, top, scale);
        List<ChainBox> boxes = new ArrayList<>();
        int sharedTop = frame.column(boxes, diff.shared(), ChainMark.SHARED, 0, width, -1, 0);
        boolean split = !diff.exiting().isEmpty() && !diff.entering().isEmpty();
        double half = split ? (width - BRANCH_GAP * scale) / 2 : width;
        int level = diff.shared().size();
        frame.column(boxes, diff.exiting(), ChainMark.EXITING, 0, half, sharedTop, level);
        double enterX = split ? half + BRANCH_GAP * scale : 0;
        frame.column(boxes, diff.entering(), ChainMark.ENTERING, enterX, half, sharedTop, level);
        frame.discardedRow(boxes, snapshot.discarded());
        return boxes;
    }

    /** The height {@code snapshot}'s chain needs so that no row is closer than {@link #MIN_ROW} at {@code scale}. */
    public static double readableHeight(TickSnapshot snapshot, double scale) {
        return rows(snapshot) * MIN_ROW * scale;
    }

    /**
     * Where a chain area {@code viewportHeight} tall should start, from the top of {@code boxes}, to
     * show what a moment is about: the top of the chain down to where head's and staging's chains
     * meet (the top of the part they share, which is head when they agree). When all of that does
     * not fit, the meeting point stays at the bottom of the area with as much of the branches above
     * it as fits: the fork is what the class is asked about, and the branches' tips are a scroll away.
     */
    public static double focusTop(List<ChainBox> boxes, double viewportHeight) {
        ChainBox meeting = null;
        for (ChainBox box : boxes) {
            if (box.mark() == ChainMark.SHARED && (meeting == null || box.y() < meeting.y())) {
                meeting = box;
            }
        }
        return meeting == null ? 0 : Math.max(0, meeting.y() + meeting.height() - viewportHeight);
    }

    private static int levels(TickSnapshot snapshot) {
        ChainDiff diff = snapshot.diff();
        return diff.shared().size()
                + Math.max(diff.exiting().size(), diff.entering().size());
    }

    /** The rows {@code snapshot}'s chain takes: its levels, and one for discarded entries if any. */
    public static int rows(TickSnapshot snapshot) {
        return levels(snapshot) + (snapshot.discarded().isEmpty() ? 0 : 1);
    }

    /** Row pitch and chain tips for one layout pass. */
    private final class Frame {
        private final EntryRef headTip;
        private final EntryRef stagingTip;
        private final EntryRef restarting;
        private final double pitch;
        private final int levels;
        private final double width;
        private final double top;
        private final double boxHeight;
        private final double gap;

        Frame(TickSnapshot snapshot, double pitch, int levels, double width, double top, double scale) {
            this.headTip = snapshot.head().top().orElse(null);
            this.stagingTip = snapshot.staging().top().orElse(null);
            this.restarting = snapshot.restarting();
            this.pitch = pitch;
            this.levels = levels;
            this.width = width;
            this.top = top;
            this.boxHeight = Math.min(BOX_HEIGHT * scale, pitch * 0.75);
            this.gap = GAP * scale;
        }

        /** Adds one column of linked boxes from {@code level} up; returns the index of its top box. */
        int column(
                List<ChainBox> boxes,
                List<EntryRef> entries,
                ChainMark mark,
                double x,
                double w,
                int parent,
                int level) {
            int below = parent;
            for (int i = 0; i < entries.size(); i++) {
                EntryRef e = entries.get(i);
                double y = top + (levels - 1 - level - i) * pitch;
                boxes.add(new ChainBox(
                        e, mark, badge(e), e.equals(headTip), e.equals(stagingTip), x, y, w, boxHeight, below));
                below = boxes.size() - 1;
            }
            return below;
        }

        void discardedRow(List<ChainBox> boxes, List<EntryRef> discarded) {
            if (discarded.isEmpty()) {
                return;
            }
            double w = Math.max(40, (width - gap * (discarded.size() - 1)) / discarded.size());
            double y = top + levels * pitch;
            for (int i = 0; i < discarded.size(); i++) {
                boxes.add(new ChainBox(
                        discarded.get(i), ChainMark.DISCARDED, "", false, false, i * (w + gap), y, w, boxHeight, -1));
            }
        }

        /**
         * The entry the next restart step frees and inits says so; covered entries of head's chain
         * show their policy; head and pending entries nothing else.
         */
        private String badge(EntryRef e) {
            return StateLook.chainMark(
                    states.policy(e.stateId()), e.equals(headTip) || e.equals(stagingTip), e.equals(restarting));
        }
    }
}
