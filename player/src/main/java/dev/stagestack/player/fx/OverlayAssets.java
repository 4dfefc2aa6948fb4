package dev.stagestack.player.fx;

import dev.stagestack.runtime.assets.LoadedAsset;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/**
 * The overlay's ASSETS section: what the asset cache holds, one line per file with its reference
 * count ({@code 2× image art/logo.png}). Hidden while the cache holds nothing or the look leaves it
 * out; greyed during time travel, since it is live, not of the moment shown.
 */
final class OverlayAssets {

    private final Label title = OverlayParts.section("ASSETS");
    private final Label assets = new Label();
    private final VBox box = new VBox(4, title, assets);
    private List<LoadedAsset> shown = List.of();
    private OverlayLook look = OverlayLook.NORMAL;

    OverlayAssets() {
        assets.getStyleClass().add(PlayerStyles.ASSET_LIST);
        assets.setWrapText(true);
    }

    /** The section, title and list. */
    VBox box() {
        return box;
    }

    /** Lists {@code held}, the files the cache holds. */
    void show(List<LoadedAsset> held) {
        if (held.equals(shown)) {
            return;
        }
        shown = List.copyOf(held);
        StringBuilder text = new StringBuilder();
        for (LoadedAsset a : held) {
            text.append(text.length() == 0 ? "" : "\n")
                    .append(a.references())
                    .append("× ")
                    .append(a.key());
            if (!a.loaded()) {
                text.append("  — not loaded: ").append(a.failure());
            }
        }
        assets.setText(text.toString());
        showBox();
    }

    /** The overlay is drawn in {@code newLook}, which may leave the section out. */
    void setLook(OverlayLook newLook) {
        look = newLook;
        showBox();
    }

    /** During time travel the list is live, not of the travelled tick: greyed and said so. */
    void greyWhile(boolean travelling) {
        box.setOpacity(travelling ? 0.4 : 1);
        title.setText(travelling ? "ASSETS (live, not of the shown tick)" : "ASSETS");
    }

    /** The asset lines as shown (for tests). */
    String text() {
        return assets.getText();
    }

    private void showBox() {
        OverlayParts.showPart(box, !shown.isEmpty() && look.assets() && !look.chainOnly());
    }
}
