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
 * come into view: each new label avoids every state card, every exit terminal and every label placed before it, in the
 * order of their ids. When a card moves, appears or goes, or a line is drawn anew, every shown label
 * is placed afresh ({@link #invalidate()}, {@link #forget}), so the spots are those of one pass over
 * what is drawn: the same drawing always has the same labels, and an undo puts every label back
 * where it was (placing only the redrawn ones around the others' old spots made labels drift after
 * unrelated edits and their undos). An edit that redraws no line (a rename, a new check result with
 * the same lines) moves no label. A large graph never pays for the thousands of labels off screen;
 * panning places only the labels that come into view. When the whole graph is in view (the usual
 * case for small graphs) the result is the same single pass the SVG export makes.
 */
final class CanvasLabels {
    private final Map<String, LabelBox> placed = new HashMap<>();

    /** Forgets every spot: the labels shown next are placed afresh. */
    void invalidate() {
        placed.clear();
    }

    /** These transitions were redrawn, added or removed: every label is placed afresh (none when the list is empty). */
    void forget(Collection<String> transitionIds) {
        if (!transitionIds.isEmpty()) {
            placed.clear();
        }
    }

    /**
     * Gives a spot to each of the {@code shown} edges that has none yet, in the order of their ids,
     * clear of the cards, of the exit terminals of {@code edges} and of the labels placed before.
     */
    void placeShown(Collection<StateSkin> states, Collection<TransitionSkin> edges, List<TransitionSkin> shown) {
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
        // in one order whatever order the edges came into view: the same lines give the same spots
        requests.sort(java.util.Comparator.comparing(LabelPlacement.Request::id));
        List<LabelBox> obstacles = new ArrayList<>(states.size() + placed.size());
        states.forEach(s -> obstacles.add(LabelBox.ofState(s.x(), s.y())));
        edges.forEach(e -> obstacles.addAll(e.terminalBoxes()));
        obstacles.addAll(placed.values());
        LabelPlacement.place(requests, obstacles).forEach((id, box) -> {
            placed.put(id, box);
            waiting.get(id).setLabelSpot(box);
        });
    }
}
