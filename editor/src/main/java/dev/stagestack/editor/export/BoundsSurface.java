package dev.stagestack.editor.export;

import java.awt.Font;
import java.awt.Shape;
import java.awt.geom.Rectangle2D;

/**
 * A {@link Surface} that draws nothing and measures everything drawn on it: the box around every
 * shape (half its stroke width beyond the outline, control points included) and every text (its
 * measured width, the font's ascent and descent), so a picture sized by it clips nothing.
 */
final class BoundsSurface implements Surface {
    private Rectangle2D box;

    @Override
    public void fill(Shape shape, String color) {
        add(shape.getBounds2D(), 0);
    }

    @Override
    public void stroke(Shape shape, String color, double width, double[] dash) {
        add(shape.getBounds2D(), width / 2);
    }

    @Override
    public void text(String text, double x, double y, Font font, String color) {
        double ascent = font.getSize2D();
        double descent = font.getSize2D() * 0.3;
        add(new Rectangle2D.Double(x, y - ascent, DrawingFonts.width(text, font), ascent + descent), 0);
    }

    private void add(Rectangle2D shape, double grow) {
        Rectangle2D grown = new Rectangle2D.Double(
                shape.getX() - grow, shape.getY() - grow, shape.getWidth() + 2 * grow, shape.getHeight() + 2 * grow);
        box = box == null ? grown : box.createUnion(grown);
    }

    /** The box around everything drawn; null when nothing was. */
    Rectangle2D box() {
        return box;
    }
}
