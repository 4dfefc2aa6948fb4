package dev.stagestack.editor.layout;

import dev.stagestack.editor.geometry.EdgeGeometry;
import dev.stagestack.editor.geometry.EdgeSegment;
import dev.stagestack.tools.diagram.TransitionKind;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The room auto-layout keeps above and below each card for what the canvas draws there that joins
 * no other card: restart loops (and other loops) over its top edge, lines to exit terminals under its
 * bottom edge. Without it a neighbour laid out close above or below sits under them.
 */
final class RoomAroundCards {
    /** No extra room: {above, below}. */
    static final double[] NONE = {0, 0};

    private RoomAroundCards() {}

    /** State id to {room above, room below}, for the states that need any. */
    static Map<String, double[]> of(Map<String, List<EdgeSegment>> plan) {
        Map<String, double[]> room = new HashMap<>();
        for (List<EdgeSegment> segments : plan.values()) {
            for (EdgeSegment s : segments) {
                double[] r = room.computeIfAbsent(s.from(), k -> new double[2]);
                if (s.from().equals(s.to()) || s.kind() == TransitionKind.RESTART) {
                    r[0] = Math.max(r[0], EdgeGeometry.LOOP_HEIGHT + s.lane() * 22);
                } else if (s.to() == null && s.kind() == TransitionKind.QUIT) {
                    r[1] = Math.max(r[1], EdgeGeometry.TERMINAL_DROP + 8);
                }
            }
        }
        return room;
    }
}
