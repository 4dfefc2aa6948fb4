package dev.stagestack.editor.canvas;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import org.junit.jupiter.api.Test;

/** Fit's free part of a 1000 × 600 view with a legend top left and a minimap bottom right. */
class FitAreaTest {
    private static final Bounds LEGEND = new BoundingBox(0, 0, 300, 200);
    private static final Bounds MINIMAP = new BoundingBox(800, 450, 200, 150);

    @Test
    void aWideGraphTakesTheBandBelowTheLegendAndAboveTheMinimap() {
        assertArrayEquals(
                new double[] {0, 200, 1000, 250}, FitArea.largest(1000, 600, LEGEND, MINIMAP, 2000, 400), 1e-9);
    }

    @Test
    void aTallGraphTakesTheBandRightOfTheLegendAndLeftOfTheMinimap() {
        assertArrayEquals(
                new double[] {300, 0, 500, 600}, FitArea.largest(1000, 600, LEGEND, MINIMAP, 400, 2000), 1e-9);
    }

    @Test
    void nothingCoveredOrCoversOutsideTheViewLeaveTheWholeView() {
        assertArrayEquals(new double[] {0, 0, 1000, 600}, FitArea.largest(1000, 600, null, null, 500, 500), 1e-9);
        Bounds offView = new BoundingBox(1200, 700, 100, 100);
        assertArrayEquals(
                new double[] {0, 0, 1000, 600},
                FitArea.largest(1000, 600, new BoundingBox(0, 0, 0, 0), offView, 500, 500),
                1e-9);
    }
}
