package dev.stagestack.editor.canvas;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Runs the {@link LabelPlacement} over the canvas's skins and moves each label to its spot. */
final class CanvasLabels {

    private CanvasLabels() {
    }

    static void place(Collection<StateSkin> states, Map<String, TransitionSkin> edges) {
        List<LabelBox> cards = states.stream().map(s -> LabelBox.ofState(s.x(), s.y())).toList();
        List<LabelPlacement.Request> requests = edges.values().stream().map(TransitionSkin::labelRequest)
                .filter(Objects::nonNull).toList();
        Map<String, LabelBox> spots = LabelPlacement.place(requests, cards);
        edges.forEach((id, skin) -> skin.setLabelSpot(spots.get(id)));
    }
}
