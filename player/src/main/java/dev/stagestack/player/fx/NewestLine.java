package dev.stagestack.player.fx;

import javafx.geometry.Bounds;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.skin.VirtualFlow;

/** Whether a list's line is wholly inside the list's viewport, as a person sees it. */
final class NewestLine {
    private NewestLine() {}

    /** True when the cell of {@code index} is laid out, visible, and inside {@code flow}'s viewport. */
    static boolean whollyShown(VirtualFlow<?> flow, int index) {
        IndexedCell<?> last = flow.getLastVisibleCell();
        if (last == null || last.getIndex() != index || !last.isVisible()) {
            return false;
        }
        Bounds cell = flow.sceneToLocal(last.localToScene(last.getLayoutBounds()));
        double viewportHeight = flow.getHeight() - horizontalBarHeight(flow);
        return cell != null && cell.getMinY() >= -0.5 && cell.getMaxY() <= viewportHeight + 0.5;
    }

    private static double horizontalBarHeight(VirtualFlow<?> flow) {
        return flow.lookupAll(".scroll-bar").stream()
                .filter(bar -> bar instanceof javafx.scene.control.ScrollBar s
                        && s.getOrientation() == javafx.geometry.Orientation.HORIZONTAL
                        && s.isVisible())
                .mapToDouble(bar -> bar.getLayoutBounds().getHeight())
                .findFirst()
                .orElse(0);
    }
}
