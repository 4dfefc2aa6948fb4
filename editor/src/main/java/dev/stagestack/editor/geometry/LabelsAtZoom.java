package dev.stagestack.editor.geometry;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which trigger labels the canvas shows at a zoom, and how large. From {@link #READABLE_ZOOM} up a
 * label is drawn at its size and every label is shown (the {@link LabelPlacement} keeps them apart).
 * Further out its text would be smaller than {@link #READABLE_TEXT_PX} on screen, so it is drawn
 * larger, at that size, around the same spot; then a label is shown only where it fits: it covers no
 * card and no label shown before it (in the order given, the placement's). The others are hidden
 * until their edge is hovered or selected. Pure, toolkit-free.
 */
public final class LabelsAtZoom {
    /** The smallest height, in screen pixels, a label's text is drawn at. */
    public static final double READABLE_TEXT_PX = 7;
    /** Below this zoom a label at its size would have smaller text than {@link #READABLE_TEXT_PX} (about 61 %). */
    public static final double READABLE_ZOOM = READABLE_TEXT_PX / LabelSizes.CANVAS_FONT_SIZE;

    private LabelsAtZoom() {}

    /** How many times its size a label is drawn at {@code zoom}: 1, or more when zoomed out below {@link #READABLE_ZOOM}. */
    public static double scaleAt(double zoom) {
        return zoom >= READABLE_ZOOM ? 1 : READABLE_ZOOM / zoom;
    }

    /**
     * The ids of the labels shown at {@code scale}: all of them at 1; else each whose box, grown
     * {@code scale} times about its centre, covers no card and no label kept before it.
     *
     * @param spots the placed label boxes, by id, in the order they were placed
     * @param cards the state cards
     */
    public static Set<String> shown(Map<String, LabelBox> spots, List<LabelBox> cards, double scale) {
        if (scale <= 1) {
            return Set.copyOf(spots.keySet());
        }
        LabelPlacement.SpatialIndex taken = new LabelPlacement.SpatialIndex();
        cards.forEach(taken::add);
        Set<String> kept = new HashSet<>();
        spots.forEach((id, spot) -> {
            LabelBox grown =
                    LabelBox.centredOn(spot.centerX(), spot.centerY(), spot.width() * scale, spot.height() * scale);
            if (taken.overlap(grown) == 0) {
                taken.add(grown);
                kept.add(id);
            }
        });
        return kept;
    }
}
