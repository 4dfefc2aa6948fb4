package dev.stagestack.editor.geometry;

import dev.stagestack.model.diagram.TransitionKind;

/**
 * One drawn line of a transition. A pop that can reveal three states is three segments.
 *
 * @param transitionId the transition drawn
 * @param from         source state id
 * @param to           target state id; null for a self loop, a return glyph or an exit terminal
 * @param kind         the drawing style
 * @param lane         index of this segment among the segments between the same two ends
 * @param lanes        how many segments share these two ends (parallel edges spread by lane)
 */
public record EdgeSegment(String transitionId, String from, String to, TransitionKind kind, int lane, int lanes) {

    /** Whether this segment ends at another state (rather than a loop, glyph or terminal). */
    public boolean reachesState() {
        return to != null && !to.equals(from);
    }
}
