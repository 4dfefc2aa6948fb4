package dev.stagestack.editor.canvas;

import java.util.Map;

/**
 * What the Coverage panel paints on the canvas: each state and transition as exercised or never
 * exercised by the runs measured. Unpainted elements (transitions when no run named them, elements
 * added since) keep their usual look.
 */
public final class CoverageMarks {

    private final GraphCanvas canvas;

    public CoverageMarks(GraphCanvas canvas) {
        this.canvas = canvas;
    }

    /**
     * Paints exactly these marks, by state id and by transition id; every other element is unpainted.
     *
     * @param states      marks of states
     * @param transitions marks of transitions (empty when the runs did not say which fired)
     */
    public void show(Map<String, CoverageMark> states, Map<String, CoverageMark> transitions) {
        canvas.stateSkins().forEach((id, skin) -> skin.showCoverage(states.get(id)));
        canvas.edgeSkins().forEach((id, skin) -> skin.showCoverage(transitions.get(id)));
    }

    /** Unpaints every element. */
    public void clear() {
        show(Map.of(), Map.of());
    }
}
