package dev.stagestack.editor.canvas;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The canvas's own arithmetic: zooming about a pivot, fitting, and snapping to guides and the grid. */
class ViewportAndGuidesTest {
    @Test
    void viewportZoomKeepsThePivotStillAndFitCentres() {
        Viewport v = new Viewport();
        v.panBy(30, 40);
        double wx = v.toWorldX(200);
        v.zoomAt(2, 200, 100);
        assertEquals(wx, v.toWorldX(200), 1e-9);
        assertEquals(2, v.zoom(), 1e-9);
        v.fit(0, 0, 1000, 500, 600, 400);
        assertEquals(300, v.toScreenX(500), 1e-9);
        assertEquals(200, v.toScreenY(250), 1e-9);
        v.zoomAt(1e9, 0, 0);
        assertEquals(Viewport.MAX_ZOOM, v.zoom(), 1e-9);
    }

    @Test
    void guidesWinOverTheGrid() {
        AlignmentGuides.Snap s = AlignmentGuides.snap(103, 47, List.of(new double[] {100, 500}), true);
        assertEquals(100, s.x(), 1e-9);
        assertEquals(40, s.y(), 1e-9);
        assertTrue(s.onColumn());
        AlignmentGuides.Snap free = AlignmentGuides.snap(103, 47, List.of(), false);
        assertEquals(103, free.x(), 1e-9);
    }
}
