package dev.stagestack.editor.geometry;

import dev.stagestack.tools.diagram.TransitionKind;

/**
 * One drawn line of a transition: one {@link dev.stagestack.tools.diagram.DiagramEdge}. A pop that can
 * reveal three states is three segments; a transition whose three pushes stay on the stack is three
 * numbered segments.
 *
 * @param transitionId the transition drawn
 * @param from         source state id
 * @param to           target state id; null for a self loop, a return glyph or an exit terminal
 * @param kind         the drawing style
 * @param lane         index of this segment among the segments between the same two ends
 * @param lanes        how many segments share these two ends (parallel edges spread by lane)
 * @param step         the number shown on the segment, in the order its push happens; 0 for none
 */
public record EdgeSegment(
        String transitionId, String from, String to, TransitionKind kind, int lane, int lanes, int step) {

    /** An unnumbered segment. */
    public EdgeSegment(String transitionId, String from, String to, TransitionKind kind, int lane, int lanes) {
        this(transitionId, from, to, kind, lane, lanes, 0);
    }

    /** Whether this segment ends at another state (rather than a loop, glyph or terminal). */
    public boolean reachesState() {
        return to != null && !to.equals(from);
    }

    /** This segment in {@code newLane} of {@code newLanes}. */
    EdgeSegment inLane(int newLane, int newLanes) {
        return new EdgeSegment(transitionId, from, to, kind, newLane, newLanes, step);
    }
}
