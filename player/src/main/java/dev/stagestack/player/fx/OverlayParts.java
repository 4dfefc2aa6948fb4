package dev.stagestack.player.fx;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;

/**
 * The small pieces the overlay is built of: a section title, a banner (a wrapped line shown only
 * while it has something to say) and the switch that shows a part or leaves it out of the layout.
 */
final class OverlayParts {

    private OverlayParts() {}

    /** A section title: {@code STACK}, {@code ASSETS}. */
    static Label section(String text) {
        Label l = new Label(text);
        l.getStyleClass().add(PlayerStyles.OVERLAY_TITLE);
        return l;
    }

    /** A banner of style {@code styleClass}, with the id {@code id} when it is not null; hidden until it has text. */
    static Label banner(String styleClass, String id) {
        Label banner = new Label();
        banner.getStyleClass().add(styleClass);
        banner.setWrapText(true);
        if (id != null) {
            banner.setId(id);
        }
        showBanner(banner, null);
        return banner;
    }

    /** Shows {@code text} in {@code banner}; null hides it. */
    static void showBanner(Label banner, String text) {
        banner.setText(text == null ? "" : text);
        banner.setVisible(text != null);
        banner.setManaged(text != null);
        banner.setMaxWidth(Region.USE_COMPUTED_SIZE);
        banner.setMinHeight(Region.USE_PREF_SIZE); // a wrapped banner keeps all its lines in the column
    }

    /** Shows {@code part}, or hides it and gives its room to the others. */
    static void showPart(Node part, boolean shown) {
        part.setVisible(shown);
        part.setManaged(shown);
    }
}
