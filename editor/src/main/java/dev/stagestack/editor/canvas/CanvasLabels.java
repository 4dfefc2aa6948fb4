package dev.stagestack.editor.canvas;

import dev.stagestack.editor.geometry.LabelBox;
import dev.stagestack.editor.geometry.LabelPlacement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Places the trigger labels of the edges that are shown, with the {@link LabelPlacement}, as they
 * come into view: each new label avoids every state card and every label placed before it, and a
 * label once placed stays where it is until a state card moves, appears or goes ({@link #invalidate()})
 * or its own line is drawn anew ({@link #forget}): an edit elsewhere or a new check result with the
 * same lines never moves a label on screen. A large graph so never pays for the thousands of labels off screen, and
 * panning never moves a label that is already on screen. When the whole graph is in view (the usual
 * case for small graphs) the result is the same single pass the SVG export makes.
 */
final class CanvasLabels {
    private final Map<String, LabelBox> placed = new HashMap<>();

    /** Forgets every spot: the labels shown next are placed afresh. */
    void invalidate() {
        placed.clear();
    }

    /** Forgets the spots of these transitions only (redrawn or removed); the others stay put. */
    void forget(Collection<String> transitionIds) {
        placed.keySet().removeAll(transitionIds);
    }

    /** Gives a spot to each of the {@code shown} edges (in order) that has none yet. */
    void placeShown(Collection<StateSkin> states, List<TransitionSkin> shown) {
        Map<String, TransitionSkin> waiting = new HashMap<>();
        List<LabelPlacement.Request> requests = new ArrayList<>();
        for (TransitionSkin t : shown) {
            LabelPlacement.Request request = placed.containsKey(t.ref().id()) ? null : t.labelRequest();
            if (request != null) {
                requests.add(request);
                waiting.put(request.id(), t);
            }
        }
        if (requests.isEmpty()) {
            return;
        }
        List<LabelBox> obstacles = new ArrayList<>(states.size() + placed.size());
        states.forEach(s -> obstacles.add(LabelBox.ofState(s.x(), s.y())));
        obstacles.addAll(placed.values());
        LabelPlacement.place(requests, obstacles).forEach((id, box) -> {
            placed.put(id, box);
            waiting.get(id).setLabelSpot(box);
        });
    }
}
