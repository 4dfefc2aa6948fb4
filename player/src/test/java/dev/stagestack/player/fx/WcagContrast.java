package dev.stagestack.player.fx;

import javafx.scene.Node;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;

/** The WCAG contrast of a text's colour on what is painted behind it, for the colour tests. */
public final class WcagContrast {
    private WcagContrast() {}

    /** WCAG contrast ratio of two opaque colours; 1 when either is not a colour or is transparent. */
    public static double of(Paint a, Paint b) {
        if (!(a instanceof Color x) || !(b instanceof Color y) || x.getOpacity() < 0.5 || y.getOpacity() < 0.5) {
            return 1;
        }
        double la = luminance(x);
        double lb = luminance(y);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    /** The colour behind {@code node}: the last opaque background fill of it or of the nearest parent that has one. */
    public static Paint behind(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n instanceof Region region && region.getBackground() != null) {
                var fills = region.getBackground().getFills();
                for (int i = fills.size() - 1; i >= 0; i--) {
                    BackgroundFill fill = fills.get(i);
                    if (fill.getFill() instanceof Color c && c.getOpacity() >= 0.5) {
                        return c;
                    }
                }
            }
        }
        return Color.TRANSPARENT;
    }

    private static double luminance(Color c) {
        return 0.2126 * linear(c.getRed()) + 0.7152 * linear(c.getGreen()) + 0.0722 * linear(c.getBlue());
    }

    private static double linear(double v) {
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }
}
