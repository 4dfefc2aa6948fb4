package dev.stagestack.editor.export;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;

/** A {@link Surface} drawing with Java2D on an image: headless, no display or toolkit needed. */
final class ImageSurface implements Surface {
    private final Graphics2D g;

    ImageSurface(Graphics2D g) {
        this.g = g;
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
    }

    @Override
    public void fill(Shape shape, String color) {
        g.setColor(Color.decode(color));
        g.fill(shape);
    }

    @Override
    public void stroke(Shape shape, String color, double width, double[] dash) {
        g.setColor(Color.decode(color));
        float[] pattern = dash == null ? null : new float[] {(float) dash[0], (float) dash[1]};
        g.setStroke(new BasicStroke((float) width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, pattern, 0));
        g.draw(shape);
    }

    @Override
    public void text(String text, double x, double y, Font font, String color) {
        g.setColor(Color.decode(color));
        g.setFont(font);
        g.drawString(text, (float) x, (float) y);
    }
}
