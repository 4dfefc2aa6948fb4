package dev.stagestack.editor.canvas;

import dev.stagestack.editor.command.MoveStatesCommand;
import dev.stagestack.editor.command.Position;
import dev.stagestack.editor.geometry.StateBox;
import dev.stagestack.editor.style.EditorStyles;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.scene.input.MouseEvent;
import javafx.scene.shape.Line;

/**
 * Moves the selected states: previews on the canvas while the mouse moves, snapping the grabbed
 * state to guides or the grid, and pushes one {@link MoveStatesCommand} on release.
 */
final class MoveDrag implements Drag {
    private final GraphCanvas canvas;
    private final String grabbed;
    private final double startX;
    private final double startY;
    private final boolean snapToGrid;
    private final Map<String, Position> before = new LinkedHashMap<>();
    private final List<double[]> others = new ArrayList<>();
    private final Line columnGuide = guide();
    private final Line rowGuide = guide();
    private Map<String, Position> after = Map.of();

    MoveDrag(GraphCanvas canvas, String grabbed, Set<String> moving, MouseEvent press, boolean snapToGrid) {
        this.canvas = canvas;
        this.grabbed = grabbed;
        this.snapToGrid = snapToGrid;
        startX = canvas.viewport().toWorldX(press.getX());
        startY = canvas.viewport().toWorldY(press.getY());
        canvas.stateSkins().forEach((id, skin) -> {
            if (moving.contains(id)) {
                before.put(id, Position.of(skin.x(), skin.y()));
            } else {
                others.add(new double[] {skin.x(), skin.y()});
            }
        });
        canvas.overlayLayer().getChildren().addAll(columnGuide, rowGuide);
    }

    private static Line guide() {
        Line line = new Line();
        line.getStyleClass().add(EditorStyles.GUIDE);
        line.setVisible(false);
        return line;
    }

    @Override
    public void drag(MouseEvent event) {
        Position origin = before.get(grabbed);
        double rawX = origin.x() + canvas.viewport().toWorldX(event.getX()) - startX;
        double rawY = origin.y() + canvas.viewport().toWorldY(event.getY()) - startY;
        AlignmentGuides.Snap snap = AlignmentGuides.snap(rawX, rawY, others, snapToGrid && !event.isAltDown());
        double dx = snap.x() - origin.x();
        double dy = snap.y() - origin.y();
        Map<String, Position> moved = new LinkedHashMap<>();
        before.forEach((id, p) -> moved.put(id, Position.rounded(p.x() + dx, p.y() + dy)));
        after = moved;
        canvas.preview(after);
        showGuides(snap);
    }

    private void showGuides(AlignmentGuides.Snap snap) {
        double cx = StateBox.centerX(snap.x());
        double cy = StateBox.centerY(snap.y());
        columnGuide.setVisible(snap.onColumn());
        columnGuide.setStartX(cx);
        columnGuide.setEndX(cx);
        columnGuide.setStartY(snap.y() - 2000);
        columnGuide.setEndY(snap.y() + 2000);
        rowGuide.setVisible(snap.onRow());
        rowGuide.setStartY(cy);
        rowGuide.setEndY(cy);
        rowGuide.setStartX(snap.x() - 2000);
        rowGuide.setEndX(snap.x() + 2000);
    }

    @Override
    public void release(MouseEvent event) {
        canvas.overlayLayer().getChildren().removeAll(columnGuide, rowGuide);
        if (after.isEmpty() || after.equals(before)) {
            return;
        }
        if (!canvas.document().execute(new MoveStatesCommand(null, before, after))) {
            canvas.preview(before);
        }
    }
}
